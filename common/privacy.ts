import { z } from 'zod'

/**
 * Privacy (contract section 19): consent, retention, the candidate's own portal and the audit log.
 * One source for the server's validation, the OpenAPI document, Settings → Privacy, Settings →
 * Audit log and the careers privacy page.
 */

/** The name an anonymised applicant keeps, the same in every company and report. */
export const ANONYMISED_NAME = 'Anonymised applicant'

/** Days ahead "Due for anonymisation" looks. */
export const DUE_WINDOW_DAYS = 7
/** Days after the retention period before the daily job anonymises: a grace week in which "Keep" still saves them. */
export const RETENTION_GRACE_DAYS = 7
/** Days a privacy portal link works. */
export const PORTAL_TOKEN_DAYS = 90
/** Minutes an erasure code works, and how many wrong tries void the request. */
export const ERASURE_CODE_MINUTES = 30
export const ERASURE_CODE_ATTEMPTS = 5

export const CONSENT_TEXT_LIMIT = 2_000

/** What the candidate agreed to when applying: the consent text as shown, and when. */
export const consentSchema = z.object({ at: z.string(), text: z.string() })
export type Consent = z.infer<typeof consentSchema>

export const dueApplicantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Their latest activity: the clock retention runs from. */
  last_activity_at: z.string(),
  /** When the daily job will anonymise them unless kept. */
  due_at: z.string(),
})
export type DueApplicant = z.infer<typeof dueApplicantSchema>

export const keepInputSchema = z.object({
  reason: z.string({ error: 'Say why their data is kept' }).trim().min(1, 'Say why their data is kept').max(500, 'Use at most 500 characters'),
})

export const PRIVACY_REQUEST_KINDS = ['export', 'erasure'] as const
export const PRIVACY_REQUEST_STATES = ['completed', 'pending', 'voided', 'expired'] as const
export const privacyRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  state: z.enum(PRIVACY_REQUEST_STATES),
  applicant: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  requested_at: z.string(),
  completed_at: z.string().nullable(),
})
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>

export const portalSchema = z.object({
  company: z.object({ name: z.string() }),
  candidate_name: z.string(),
})
export type Portal = z.infer<typeof portalSchema>

export const erasureConfirmSchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code from the mail' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the mail'),
})

export const auditEntrySchema = z.object({
  at: z.string(),
  actor: z.object({ id: z.number().int().nullable(), name: z.string() }).nullable(),
  subject_type: z.string(),
  subject_id: z.number().int(),
  action: z.string(),
  /** `{ field: [before, after] }`. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  comment: z.string().nullable(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

/** `POST privacy-portal/{token}/erase/confirm`: the candidate's data was erased at this moment. */
export const erasureDoneSchema = z.object({ erased_at: z.string() })
