/**
 * What a resume file may be (contract 12), without zod: the public apply form checks a file
 * before sending it, in a script that must stay small. `common/resumes.ts` re-exports these.
 */

/** What a resume may be: read from its bytes, never from its name or declared type. */
export const RESUME_CONTENT_TYPES = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
} as const
export type ResumeContentType = keyof typeof RESUME_CONTENT_TYPES

export const RESUME_LIMITS = { bytes: 10 * 1024 * 1024, filesPerBatch: 200 } as const
