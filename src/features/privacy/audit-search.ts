import { z } from 'zod'
import { coercedDatabaseId, MAX_PER_PAGE } from '@common/list-query'

/** A calendar day as the date fields give it: `2026-11-28`. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-11-28')

/**
 * Settings → Audit log's address (`?actor_id=3&subject_type=job&from=2026-11-01`): its page and
 * filters as the API takes them (contract 19), so a link reproduces the view and "Export CSV"
 * sends the same filters. Always newest first: there is no sort to choose.
 */
export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(25),
  actor_id: coercedDatabaseId('Use a numeric id').optional(),
  subject_type: z.string().trim().min(1).max(100).optional(),
  from: day.optional(),
  to: day.optional(),
})

export type AuditQuery = z.output<typeof auditQuerySchema>
