import { z } from 'zod'
import { activityEntrySchema } from './activity'
import { approvalStateSchema } from './approval-chain'
import { currencyCode, optionalText, requiredText } from './field-schemas'
import { SALARY_PERIODS } from './format'
import { EMPLOYMENT_TYPES } from './job-labels'
import { coercedDatabaseId, databaseId, idParamSchema, listMetaSchema, listQuerySchema } from './list-query'

/**
 * Offers (contract section 17): made on an application, approved through the offer approval
 * chain (the engine requisitions use), written from an `offer` email template, sent to the
 * candidate as a link to the careers site, signed there, and turned into a hire.
 */

export const OFFER_STATUSES = ['draft', 'pending_approval', 'approved', 'rejected', 'sent', 'accepted', 'declined', 'withdrawn', 'expired'] as const
export type OfferStatus = (typeof OFFER_STATUSES)[number]

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  draft: 'Draft',
  pending_approval: 'Pending approval',
  approved: 'Approved',
  rejected: 'Rejected',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
}

/** The statuses after which an application may get a new offer; one offer in any other status is its live offer. */
export const ENDED_OFFER_STATUSES = ['rejected', 'declined', 'withdrawn', 'expired'] as const satisfies readonly OfferStatus[]

export const OFFER_LIMITS = {
  /** Salary and bonus, in the currency's major unit, with at most 2 decimals (an hourly rate). */
  amount: 100_000_000,
  jobTitle: 200,
  equity: 500,
  reason: 2_000,
  comment: 2_000,
  signatureName: 200,
  /** An offer expires at most this many days after it is made. */
  expiryDays: 180,
} as const

/** A positive amount with at most 2 decimals. */
const amount = (missing: string) =>
  z
    .number({ error: missing })
    .min(0, 'Use an amount of 0 or more')
    .max(OFFER_LIMITS.amount, `Use an amount of at most ${OFFER_LIMITS.amount.toLocaleString('en-US')}`)
    .refine((value) => Math.round(value * 100) === value * 100, 'Use at most 2 decimals')

const isoDate = z
  .string({ error: 'Choose a start date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Use a real date')

/** The fields an offer's maker sets (POST without `application_id`, PATCH partially). */
export const offerFields = {
  template_id: databaseId('Choose a letter template'),
  job_title: requiredText(OFFER_LIMITS.jobTitle, 'Give the job title'),
  start_date: isoDate,
  salary: amount('Give the salary'),
  salary_currency: currencyCode.unwrap(),
  salary_period: z.enum(SALARY_PERIODS, { error: 'Choose per year, month or hour' }),
  bonus: amount('Give the bonus as an amount').nullable(),
  equity: optionalText(OFFER_LIMITS.equity),
  employment_type: z.enum(EMPLOYMENT_TYPES, { error: 'Choose an employment type' }),
  /** An employee of the company: the new hire's manager. */
  manager_id: databaseId('Choose a manager').nullable(),
  /** ISO 8601 date-time, in the future when the offer is made or changed. */
  expires_at: z.iso.datetime({ offset: true, error: 'Choose when the offer expires' }),
}

export const offerFieldsSchema = z.object(offerFields)
export type OfferFields = z.output<typeof offerFieldsSchema>
export type OfferField = keyof OfferFields

/**
 * POST `offers`. `job_title` and `employment_type` default to the job's; `bonus`, `equity` and
 * `manager_id` to none (the manager to the requisition's hiring manager when that user is also
 * an employee).
 */
export const createOfferInputSchema = offerFieldsSchema.partial({ job_title: true, employment_type: true, bonus: true, equity: true, manager_id: true }).extend({
  application_id: databaseId('Choose an application'),
})

/** PATCH `offers/{id}`. */
export const updateOfferInputSchema = offerFieldsSchema.partial()

/**
 * The fields whose change sends an offer in approval, or approved, back to step 1 (contract
 * section 17: salary, bonus, equity, start date; the salary's currency and period are part of
 * its amount).
 */
export const OFFER_REAPPROVAL_FIELDS = ['salary', 'salary_currency', 'salary_period', 'bonus', 'equity', 'start_date'] as const satisfies readonly OfferField[]

const comment = (missing?: string) => {
  const text = z
    .string({ error: missing ?? 'Write the comment as text' })
    .trim()
    .max(OFFER_LIMITS.comment, `Use at most ${OFFER_LIMITS.comment} characters`)
  return missing ? text.min(1, missing) : text
}

/** Extension, as requisitions': the step the decider saw; a decision on a step that moved on is a 409. */
const decidedStep = z.number({ error: 'Use a step number' }).int('Use a step number').min(1, 'Use a step number').optional()

/** POST approve, submit: an optional comment. */
export const offerCommentInputSchema = z.object({
  comment: comment()
    .optional()
    .transform((value) => (value ? value : null)),
  step: decidedStep,
})

/** POST reject: the comment is required. */
export const rejectOfferInputSchema = z.object({ comment: comment('Say why it is rejected'), step: decidedStep })

/** POST withdraw: an optional reason, told to the candidate when the offer had been sent. */
export const withdrawOfferInputSchema = z.object({
  reason: z
    .string({ error: 'Write the reason as text' })
    .trim()
    .max(OFFER_LIMITS.reason, `Use at most ${OFFER_LIMITS.reason} characters`)
    .optional()
    .transform((value) => (value ? value : null)),
})

const person = z.object({ id: z.number().int(), name: z.string() })

export const offerSchema = z.object({
  id: z.number().int(),
  application: z.object({
    id: z.number().int(),
    applicant: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }),
    job: z.object({ id: z.number().int(), title: z.string() }),
  }),
  status: z.enum(OFFER_STATUSES),
  job_title: z.string(),
  /** `YYYY-MM-DD`. */
  start_date: z.string(),
  salary: z.number(),
  salary_currency: z.string(),
  salary_period: z.enum(SALARY_PERIODS),
  bonus: z.number().nullable(),
  equity: z.string().nullable(),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  manager: person.nullable(),
  expires_at: z.string(),
  template_id: z.number().int().nullable(),
  /** The rendered Markdown of the letter (contract section 18's merge fields filled). */
  letter: z.string(),
  /** Null when none was needed (inside the band with `only_out_of_range`), or before submit. */
  approval: approvalStateSchema.nullable(),
  /**
   * Extension of contract 17: the job's requisition's salary band, shown beside the salary, and
   * whether the salary lies outside it (null without a band or when the currencies differ).
   */
  band: z.object({ min: z.number().nullable(), max: z.number().nullable(), currency: z.string().nullable() }).nullable(),
  out_of_range: z.boolean().nullable(),
  sent_at: z.string().nullable(),
  responded_at: z.string().nullable(),
  /** Extension: when the company last decided it (approved or rejected it, withdrew it) or the sweep expired it. */
  decided_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  /** Extension: the reason given when it was withdrawn. */
  withdraw_reason: z.string().nullable(),
  signature: z.object({ name: z.string(), at: z.string() }).nullable(),
  /** Hex SHA-256 of the letter as the candidate saw it and signed it. */
  document_sha256: z.string().nullable(),
  created_by: z.object({ id: z.number().int().nullable(), name: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
})

export type Offer = z.infer<typeof offerSchema>

export const OFFER_SORTS = ['created_at', 'expires_at', 'start_date', 'status'] as const
export type OfferSortField = (typeof OFFER_SORTS)[number]
export const OFFER_DEFAULT_SORT = '-created_at' satisfies `-${OfferSortField}`

/** GET `offers`: `application_id` is an extension (the applicant page's offer). */
export const offerListQuerySchema = listQuerySchema(OFFER_SORTS).extend({
  status: z.enum(OFFER_STATUSES, { error: `Use one of: ${OFFER_STATUSES.join(', ')}` }).optional(),
  job_id: coercedDatabaseId('Use a job id').optional(),
  application_id: coercedDatabaseId('Use an application id').optional(),
  waiting_for_me: z
    .enum(['true', 'false'], { error: 'Use true or false' })
    .optional()
    .transform((value) => value === 'true'),
})

export const offerListSchema = z.object({ data: z.array(offerSchema), meta: listMetaSchema })

/**
 * Extension: POST `offers/preview` renders the letter for a form not yet saved (the maker sees it
 * beside the form), with the application's real values.
 */
export const offerPreviewInputSchema = createOfferInputSchema
export const offerPreviewSchema = z.object({ letter: z.string(), letter_html: z.string() })

/** GET `offers/{id}/history` (extension, as requisitions'): the activity entries with the step they concern. */
export const offerHistoryEntrySchema = activityEntrySchema.extend({ step: z.number().int().nullable() })
export const offerHistorySchema = z.object({ data: z.array(offerHistoryEntrySchema) })

export const OFFER_HISTORY_LABELS: Record<string, string> = {
  created: 'Offer drafted',
  edited: 'Edited',
  submitted: 'Submitted for approval',
  restarted: 'Approval restarted',
  approved: 'Approved',
  auto_approved: 'Approved without approval (salary within the band)',
  rejected: 'Rejected',
  reminded: 'Approvers reminded',
  sent: 'Sent to the candidate',
  viewed: 'Opened by the candidate',
  accepted: 'Accepted and signed',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
  deleted: 'Deleted',
}

/** GET `offer-portal/{token}` (public). */
export const offerPortalSchema = z.object({
  company: z.object({ name: z.string(), logo: z.string().nullable(), brand_color: z.string().nullable() }),
  candidate_name: z.string(),
  job_title: z.string(),
  letter_html: z.string(),
  status: z.enum(OFFER_STATUSES),
  expires_at: z.string(),
  /** Extension: once accepted, who signed and when, and the signed letter's SHA-256. */
  signature: z.object({ name: z.string(), at: z.string() }).nullable(),
  document_sha256: z.string().nullable(),
})

export type OfferPortal = z.infer<typeof offerPortalSchema>

/** POST `offer-portal/{token}/accept`. */
export const acceptOfferInputSchema = z.object({
  signature_name: requiredText(OFFER_LIMITS.signatureName, 'Type your full name to sign'),
  agree: z.literal(true, { error: 'Tick “I accept” to accept the offer' }),
})

/** POST `offer-portal/{token}/decline`. */
export const declineOfferInputSchema = withdrawOfferInputSchema

export const offerIdSchema = idParamSchema

export type OfferList = z.infer<typeof offerListSchema>
export type OfferListQuery = z.output<typeof offerListQuerySchema>
export type CreateOfferInput = z.input<typeof createOfferInputSchema>
export type UpdateOfferInput = z.input<typeof updateOfferInputSchema>
export type OfferHistoryEntry = z.infer<typeof offerHistoryEntrySchema>
export type AcceptOfferInput = z.input<typeof acceptOfferInputSchema>
export type OfferPreview = z.infer<typeof offerPreviewSchema>
