import { z } from 'zod'
import { updateApplicantInputSchema } from './applicants'
import { coercedDatabaseId, databaseId, listMetaSchema, listQuerySchema } from './list-query'

/**
 * Resume upload and parsing (contract section 12): one source for the server's validation, the
 * OpenAPI document, the parser's output and the app's upload and review pages.
 */

export const RESUME_UPLOAD_STATUSES = ['queued', 'parsing', 'saved', 'needs_review', 'duplicate', 'failed', 'discarded'] as const
export type ResumeUploadStatus = (typeof RESUME_UPLOAD_STATUSES)[number]

export const RESUME_UPLOAD_STATUS_LABELS: Record<ResumeUploadStatus, string> = {
  queued: 'Queued',
  parsing: 'Parsing',
  saved: 'Saved',
  needs_review: 'Needs review',
  duplicate: 'Duplicate',
  failed: 'Failed',
  discarded: 'Discarded',
}

export const DUPLICATE_REASONS = ['same_file', 'same_email', 'same_phone', 'similar_name'] as const
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number]

export const DUPLICATE_REASON_LABELS: Record<DuplicateReason, string> = {
  same_file: 'Same file',
  same_email: 'Same email',
  same_phone: 'Same phone',
  similar_name: 'Similar name',
}

export { RESUME_CONTENT_TYPES, RESUME_LIMITS, type ResumeContentType } from './resume-files'

export const PARSED_FIELDS = ['name', 'email', 'phone', 'location', 'headline', 'links', 'skills', 'years_experience', 'education'] as const
export type ParsedField = (typeof PARSED_FIELDS)[number]

/** Below this confidence a field is marked doubtful and the upload waits for review. */
export const DOUBTFUL_CONFIDENCE = 0.6

export const parsedEducationSchema = z.object({ institution: z.string(), degree: z.string().nullable(), year: z.number().int().nullable() })

export const parsedResumeSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** E.164 when it parses, else the text as written. */
  phone: z.string().nullable(),
  location: z.string().nullable(),
  /** The current title. */
  headline: z.string().nullable(),
  links: z.array(z.string()),
  skills: z.array(z.string()),
  years_experience: z.number().nullable(),
  education: z.array(parsedEducationSchema),
  /** 0..1 for each field the parser read. */
  confidence: z.partialRecord(z.enum(PARSED_FIELDS), z.number().min(0).max(1)),
})

export const resumeUploadSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  status: z.enum(RESUME_UPLOAD_STATUSES),
  error: z.string().nullable(),
  ocr: z.boolean(),
  job: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  parsed: parsedResumeSchema.nullable(),
  duplicate_of: z.object({ applicant_id: z.number().int(), name: z.string(), reason: z.enum(DUPLICATE_REASONS) }).nullable(),
  applicant_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})

export type ParsedResume = z.infer<typeof parsedResumeSchema>
export type ResumeUpload = z.infer<typeof resumeUploadSchema>

/** The multipart form of POST resumes. */
export const resumeUploadFormSchema = z.object({
  file: z.instanceof(File, { error: 'Attach the resume as the multipart field "file"' }).meta({
    type: 'string',
    format: 'binary',
    description: 'PDF, DOCX or plain text, at most 10 MB; the type is read from the content',
  }),
  job_id: coercedDatabaseId('Use a job id').optional(),
})

/**
 * GET resumes' filter: one status or several, comma-separated (`status=needs_review,failed,duplicate`
 * for what waits for a look).
 */
export const resumeStatusFilterSchema = z
  .string()
  .transform((value) => value.split(',').map((status) => status.trim()))
  .pipe(z.array(z.enum(RESUME_UPLOAD_STATUSES, { error: `Use one or more of: ${RESUME_UPLOAD_STATUSES.join(', ')}` })))

export const resumeListQuerySchema = listQuerySchema([]).pick({ page: true, per_page: true }).extend({ status: resumeStatusFilterSchema.optional() })
export type ResumeListQuery = z.output<typeof resumeListQuerySchema>

export const resumeUploadListSchema = z.object({ data: z.array(resumeUploadSchema), meta: listMetaSchema })

/** The fields a reviewer may correct before saving: the applicant's, as PATCH applicants takes them. */
export const resumeReviewFieldsSchema = updateApplicantInputSchema.pick({
  name: true,
  email: true,
  phone: true,
  location: true,
  headline: true,
  links: true,
  skills: true,
  years_experience: true,
  education: true,
})

/** POST resumes/{id}/save: the corrected fields over the parsed ones; `merge_into` an applicant instead of a new one. */
export const saveResumeInputSchema = z.object({
  fields: resumeReviewFieldsSchema.optional(),
  merge_into: databaseId('Use an applicant id').optional(),
})
export type SaveResumeInput = z.output<typeof saveResumeInputSchema>

export const saveResumeResultSchema = z.object({ applicant_id: z.number().int() })

/** What a reviewer may do with an upload, from which statuses: the server refuses the rest (409), the app offers only these. */
export const RESUME_REVIEW_ACTIONS = {
  save: ['needs_review'],
  discard: ['needs_review', 'duplicate', 'failed'],
} as const satisfies Record<string, readonly ResumeUploadStatus[]>
export type ResumeReviewAction = keyof typeof RESUME_REVIEW_ACTIONS

/** Why `action` is refused from `status`, naming it (contract section 8); null when allowed. */
export function resumeActionRefusal(action: ResumeReviewAction, status: ResumeUploadStatus): string | null {
  if ((RESUME_REVIEW_ACTIONS[action] as readonly ResumeUploadStatus[]).includes(status)) return null
  const allowed = RESUME_REVIEW_ACTIONS[action].map((from) => RESUME_UPLOAD_STATUS_LABELS[from].toLowerCase()).join(', ')
  return `This upload is ${RESUME_UPLOAD_STATUS_LABELS[status].toLowerCase()}; only an upload that is ${allowed} can be ${action === 'save' ? 'saved' : 'discarded'}`
}

/** The upload is done with: saved, failed, a duplicate, discarded, or waiting for a person (needs_review). */
export const RESUME_FINAL_STATUSES: readonly ResumeUploadStatus[] = ['saved', 'needs_review', 'duplicate', 'failed', 'discarded']

export const isFinalResumeStatus = (status: ResumeUploadStatus): boolean => RESUME_FINAL_STATUSES.includes(status)

export type ResumeList = z.infer<typeof resumeUploadListSchema>
export type SaveResumeResult = z.infer<typeof saveResumeResultSchema>
export type ResumeReviewFields = z.input<typeof resumeReviewFieldsSchema>
