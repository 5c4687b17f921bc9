import { z } from 'zod'
import { dashboardInterviewsSchema } from './interviews'
import { STAGE_KINDS } from './pipeline'

/**
 * `GET dashboard` (contract section 15): each section is present only when the caller may
 * list its source (requisitions, jobs, applicants, employees); `interviews` and `attention` always are.
 */

/**
 * `unanswered`: applied more than UNANSWERED_DAYS ago and heard nothing since (no message, no move): the never-ghost list.
 * `scorecard_due`: an interview the caller sat on has ended and their scorecard is not submitted.
 */
export const ATTENTION_KINDS = ['approval_waiting', 'application_idle', 'step_overdue', 'unanswered', 'scorecard_due', 'offer_approval_waiting'] as const
export type AttentionKind = (typeof ATTENTION_KINDS)[number]

/** Days an application may sit in one stage before it needs attention. */
export const IDLE_APPLICATION_DAYS = 7
/** Days after applying without a word from us (no message, no move) before an applicant needs attention. */
export const UNANSWERED_DAYS = 14
/** Days ahead in which a job's closing date counts as closing soon, or a start date as starting soon. */
export const SOON_DAYS = 14

export const dashboardSchema = z.object({
  requisitions: z
    .object({
      open: z.number().int(),
      pending: z.number().int(),
      waiting_for_me: z.number().int(),
      overdue: z.number().int(),
    })
    .optional(),
  jobs: z
    .object({
      published: z.number().int(),
      draft: z.number().int(),
      closing_soon: z.number().int(),
    })
    .optional(),
  applicants: z
    .object({
      new_this_week: z.number().int(),
      in_pipeline: z.number().int(),
      funnel: z.array(z.object({ stage: z.string(), kind: z.enum(STAGE_KINDS), count: z.number().int() })),
      sources: z.array(z.object({ source: z.string(), count: z.number().int() })),
      time_to_hire_days: z.object({ median: z.number() }).nullable(),
      /** `month` is `YYYY-MM`, the last twelve months, oldest first. */
      hires_by_month: z.array(z.object({ month: z.string(), hires: z.number().int() })),
    })
    .optional(),
  employees: z
    .object({
      active: z.number().int(),
      on_leave: z.number().int(),
      starting_soon: z.number().int(),
    })
    .optional(),
  /** For every caller (contract 16): their next interviews and the scorecards they owe. */
  interviews: dashboardInterviewsSchema,
  attention: z.array(
    z.object({
      kind: z.enum(ATTENTION_KINDS),
      text: z.string(),
      /** An app path with its search, like `/requisitions/view/?id=3`. */
      link: z.string(),
    }),
  ),
})

export type Dashboard = z.infer<typeof dashboardSchema>
export type AttentionItem = Dashboard['attention'][number]
