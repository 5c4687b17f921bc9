import { z } from 'zod'
import { calendarDateSchema } from './jobs'
import { coercedDatabaseId, listMetaSchema, MAX_PER_PAGE } from './list-query'
import { auditEntrySchema, dueApplicantSchema, privacyRequestSchema } from './privacy'

/**
 * The privacy lists' parameters and answers (contract 19, and its extensions: paging of the due
 * list and the requests, the audit log's export and its kinds of record), beside the shapes of
 * common/privacy.ts.
 */

const page = z.coerce.number({ error: 'Use a page number' }).int('Use a whole page number').min(1, 'Pages start at 1').max(100_000, 'Use a page number up to 100,000').default(1)
const perPage = z.coerce
  .number({ error: 'Use a number of rows per page' })
  .int('Use a whole number of rows per page')
  .min(1, 'Show at least 1 row per page')
  .max(MAX_PER_PAGE, `Show at most ${MAX_PER_PAGE} rows per page`)
  .default(25)

export const pagedQuerySchema = z.object({ page, per_page: perPage })

export const dueListSchema = z.object({
  data: z.array(dueApplicantSchema),
  meta: listMetaSchema,
})
export const privacyRequestListSchema = z.object({
  data: z.array(privacyRequestSchema),
  meta: listMetaSchema,
})

const auditFilters = z.object({
  actor_id: coercedDatabaseId('Choose a person').optional(),
  subject_type: z.string({ error: 'Choose a kind of record' }).trim().min(1, 'Choose a kind of record').max(50, 'Choose a kind of record').optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
})

function datesInOrder(filters: { from?: string | undefined; to?: string | undefined }, context: z.RefinementCtx) {
  if (filters.from && filters.to && filters.from > filters.to)
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'End on or after the start date',
    })
}

/** The audit log's filters: a person, a kind of record, and days (inclusive, in the company's time zone). */
export const auditFilterSchema = auditFilters.superRefine(datesInOrder)
export const auditQuerySchema = auditFilters.extend(pagedQuerySchema.shape).superRefine(datesInOrder)

export const auditListSchema = z.object({
  data: z.array(auditEntrySchema),
  meta: listMetaSchema,
})
export const auditSubjectTypesSchema = z.object({ data: z.array(z.string()) })

/** Rows an audit export holds at most. */
export const AUDIT_EXPORT_LIMIT = 50_000

export type AuditQuery = z.output<typeof auditQuerySchema>
export type AuditFilters = z.output<typeof auditFilterSchema>
