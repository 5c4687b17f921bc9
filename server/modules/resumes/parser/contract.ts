import type { ParsedResume, ResumeContentType } from '../../../../common/resumes'

/**
 * What the resume parser takes and gives. `parseResume` (./index.ts) runs in a worker process, so
 * both sides are plain data.
 */
export interface ResumeParseInput {
  bytes: Uint8Array
  contentType: ResumeContentType
  /**
   * Whether pages without a text layer (a scan) are read by OCR now (the default) or later: with
   * 'later', a file that has such pages answers { ok: false, ocrNeeded: true } and is asked again
   * with 'now' once the memory OCR takes is free (background.ts).
   */
  ocr?: 'now' | 'later'
}

export type ResumeParseOutcome = { ok: true; parsed: ParsedResume; text: string; ocr: boolean } | { ok: false; error: string }

/** What parseResume answers: an outcome, or, for an input whose OCR waits ('later'), that the file needs it. */
export type ResumeParserAnswer = ResumeParseOutcome | { ok: false; ocrNeeded: true }
