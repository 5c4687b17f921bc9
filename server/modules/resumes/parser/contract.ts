import type { ParsedResume, ResumeContentType } from '../../../../common/resumes'

/**
 * What the resume parser takes and gives. `parseResume` (./index.ts) runs in a worker thread, so
 * both sides are plain data.
 */
export interface ResumeParseInput {
  bytes: Uint8Array
  contentType: ResumeContentType
}

export type ResumeParseOutcome =
  | { ok: true; parsed: ParsedResume; text: string; ocr: boolean }
  | { ok: false; error: string }
