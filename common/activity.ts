import { z } from 'zod'

/**
 * The activity log as a record's history endpoint answers it (contract section 8): who did what
 * and when, what changed as `{ field: [before, after] }`, and why. A feature adds its own fields
 * to its entries (a requisition's approval `step`), so an entry may carry more than these.
 */
export const activityEntrySchema = z.looseObject({
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  /** Null when no user acted; `id` is null once the user who acted has been deleted. */
  actor: z.object({ id: z.number().int().nullable(), name: z.string() }).nullable(),
  /** In the feature's words: `created`, `edited`, `published`, `closed`, `reopened`, `deleted`, … */
  action: z.string(),
  comment: z.string().nullable(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
})

/** `GET <resource>/{id}/history`: the record's entries, oldest first. */
export const activityHistorySchema = z.object({ data: z.array(activityEntrySchema) })

export type ActivityEntry = z.infer<typeof activityEntrySchema>
export type ActivityHistory = z.infer<typeof activityHistorySchema>
