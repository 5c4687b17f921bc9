import { z } from 'zod'
import { optionalText, salaryRangeProblems } from './field-schemas'
import { activityEntrySchema } from './activity'
import { approvalStateSchema } from './approval-chain'
import { calendarDateSchema, JOB_LIMITS, roleAnswerFields, roleFields, salaryRangeAnswerFields, salaryRangeFields } from './jobs'
import { databaseId, idParamSchema, listMetaSchema, listQuerySchema } from './list-query'

/**
 * Requisitions (contract section 10): one source for the server's validation, the OpenAPI
 * document, the app's forms and its typed list search params. The statuses' moves and who may
 * make them are in requisition-workflow.ts.
 */

export const REQUISITION_STATUSES = ['draft', 'pending', 'on_hold', 'approved', 'rejected', 'cancelled', 'filled'] as const
export const REQUISITION_REASONS = ['new_role', 'replacement'] as const
export const REQUISITION_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const

export type RequisitionStatus = (typeof REQUISITION_STATUSES)[number]
export type RequisitionReason = (typeof REQUISITION_REASONS)[number]
export type RequisitionPriority = (typeof REQUISITION_PRIORITIES)[number]

export const REQUISITION_STATUS_LABELS: Record<RequisitionStatus, string> = {
  draft: 'Draft',
  pending: 'Pending approval',
  on_hold: 'On hold',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  filled: 'Filled',
}
export const REQUISITION_REASON_LABELS: Record<RequisitionReason, string> = { new_role: 'New role', replacement: 'Replacement' }
export const REQUISITION_PRIORITY_LABELS: Record<RequisitionPriority, string> = { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' }

export const REQUISITION_LIMITS = {
  // The role's fields are a job's (roleFields).
  title: JOB_LIMITS.title,
  department: JOB_LIMITS.department,
  location: JOB_LIMITS.location,
  replaces: 150,
  description: 20_000,
  headcount: 999,
  salary: JOB_LIMITS.salary,
  comment: 2_000,
} as const

/** The fields a user edits, without the rules that span several of them, nor defaults. */
const requisitionFields = {
  ...roleFields,
  headcount: z
    .number({ error: 'Use a whole number' })
    .int('Use a whole number')
    .min(1, 'At least 1 person')
    .max(REQUISITION_LIMITS.headcount, `At most ${REQUISITION_LIMITS.headcount} people`),
  ...salaryRangeFields,
  reason: z.enum(REQUISITION_REASONS, { error: 'Choose new role or replacement' }),
  /** The person a replacement replaces, by name. */
  replaces: optionalText(REQUISITION_LIMITS.replaces),
  /** A user of the company (the answer names them as `hiring_manager`). */
  hiring_manager_id: databaseId('Choose a hiring manager').nullable(),
  target_start_date: calendarDateSchema.nullable(),
  priority: z.enum(REQUISITION_PRIORITIES, { error: 'Choose a priority' }),
  description: z.string({ error: 'Use text' }).max(REQUISITION_LIMITS.description, `Use at most ${REQUISITION_LIMITS.description.toLocaleString('en-US')} characters`),
}

export const requisitionFieldsSchema = z.object(requisitionFields)
export type RequisitionFields = z.output<typeof requisitionFieldsSchema>
export type RequisitionField = keyof RequisitionFields

/**
 * The fields whose change sends an approved requisition back for approval (contract section
 * 10): what it costs and where it sits. Other edits leave it approved.
 */
export const REAPPROVAL_FIELDS = ['headcount', 'salary_min', 'salary_max', 'salary_currency', 'department', 'employment_type'] as const satisfies readonly RequisitionField[]

export interface RequisitionRuleProblem {
  field: RequisitionField
  message: string
}

/**
 * The rules that span fields or need today's date (`YYYY-MM-DD` in the company's time zone):
 * the server runs them on the merged record, the form before it sends. `startDateChanged` is
 * false when an edit keeps a stored target start date, which may have passed by then.
 */
export function requisitionRuleProblems(requisition: RequisitionFields, today: string, startDateChanged = true): RequisitionRuleProblem[] {
  const problems: RequisitionRuleProblem[] = []
  problems.push(...salaryRangeProblems(requisition))
  if (requisition.reason === 'replacement' && requisition.replaces === null) {
    problems.push({ field: 'replaces', message: 'Name the person this hire replaces' })
  }
  if (startDateChanged && requisition.target_start_date !== null && requisition.target_start_date < today) {
    problems.push({ field: 'target_start_date', message: 'The target start date cannot be in the past' })
  }
  return problems
}

export const createRequisitionInputSchema = requisitionFieldsSchema.extend({
  location: requisitionFields.location.default(null),
  workplace: requisitionFields.workplace.default('on_site'),
  headcount: requisitionFields.headcount.default(1),
  salary_min: requisitionFields.salary_min.default(null),
  salary_max: requisitionFields.salary_max.default(null),
  salary_currency: requisitionFields.salary_currency.default(null),
  reason: requisitionFields.reason.default('new_role'),
  replaces: requisitionFields.replaces.default(null),
  hiring_manager_id: requisitionFields.hiring_manager_id.default(null),
  target_start_date: requisitionFields.target_start_date.default(null),
  priority: requisitionFields.priority.default('normal'),
  description: requisitionFields.description.default(''),
})

/** Any subset of the fields (no defaults: a default would overwrite stored values on every PATCH). */
export const updateRequisitionInputSchema = requisitionFieldsSchema.partial()

const comment = (error = 'Use text') =>
  z
    .string({ error })
    .trim()
    .max(REQUISITION_LIMITS.comment, `Use at most ${REQUISITION_LIMITS.comment.toLocaleString('en-US')} characters`)

/**
 * `step`, an extension of contract section 10: the step the decider saw. A decision on a step
 * that has moved on since (another approver completed it, the chain restarted) is a 409, so a
 * late click never lands on the next step. Without it the current step is meant.
 */
const decidedStep = z.number({ error: 'Use a step number' }).int('Use a step number').min(1, 'Use a step number').optional()

/** POST approve, hold, resume, submit, cancel: an optional comment. */
export const requisitionCommentInputSchema = z.object({
  comment: comment()
    .optional()
    .transform((value) => (value ? value : null)),
  step: decidedStep,
})

/** POST reject: the comment is required. */
export const rejectRequisitionInputSchema = z.object({
  comment: comment('Say why it is rejected').min(1, 'Say why it is rejected'),
  step: decidedStep,
})

const person = z.object({ id: z.number().int(), name: z.string() })

export const requisitionApprovalSchema = approvalStateSchema

export const requisitionSchema = z.object({
  id: z.number().int(),
  ...roleAnswerFields,
  headcount: z.number().int(),
  ...salaryRangeAnswerFields,
  reason: z.enum(REQUISITION_REASONS),
  replaces: z.string().nullable(),
  hiring_manager: person.nullable(),
  /** `YYYY-MM-DD`. */
  target_start_date: z.string().nullable(),
  priority: z.enum(REQUISITION_PRIORITIES),
  description: z.string(),
  status: z.enum(REQUISITION_STATUSES),
  /** `id` is null once the requester's account has been deleted. */
  requested_by: z.object({ id: z.number().int().nullable(), name: z.string() }),
  /** Null until it is first submitted. */
  approval: requisitionApprovalSchema.nullable(),
  job_ids: z.array(z.number().int()),
  /** Hired applications for its jobs: 0 until applicants exist (contract section 11). */
  hires: z.number().int(),
  submitted_at: z.string().nullable(),
  /** When it was last approved or rejected. */
  decided_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})

export const REQUISITION_SORTS = ['title', 'status', 'priority', 'created_at', 'target_start_date'] as const
export type RequisitionSortField = (typeof REQUISITION_SORTS)[number]
/** Newest first, unless a search shows its best matches first (listOrder). */
export const REQUISITION_DEFAULT_SORT = '-created_at' satisfies `-${RequisitionSortField}`

const flag = (name: string) => z.enum(['true', 'false'], { error: `Use ${name}=true or false` }).optional()

/** Contract section 1's list parameters plus the requisition list's filters. */
export const requisitionListQuerySchema = listQuerySchema(REQUISITION_SORTS).extend({
  status: z.enum(REQUISITION_STATUSES, { error: `Use one of: ${REQUISITION_STATUSES.join(', ')}` }).optional(),
  department: z.string().trim().min(1).max(REQUISITION_LIMITS.department).optional(),
  priority: z.enum(REQUISITION_PRIORITIES, { error: `Use one of: ${REQUISITION_PRIORITIES.join(', ')}` }).optional(),
  /** Requisitions whose current step the caller may still approve. */
  waiting_for_me: flag('waiting_for_me'),
  /** Pending requisitions whose current step has waited longer than the SLA. */
  overdue: flag('overdue'),
})

export const requisitionListSchema = z.object({ data: z.array(requisitionSchema), meta: listMetaSchema })

/** The history's actions (the entries' `action`), in the timeline's words. */
export const REQUISITION_HISTORY_LABELS: Record<string, string> = {
  created: 'Created',
  edited: 'Edited',
  submitted: 'Submitted for approval',
  approved: 'Approved',
  rejected: 'Rejected',
  held: 'Put on hold',
  resumed: 'Resumed',
  cancelled: 'Withdrawn',
  /** An edit restarted the chain at step 1 (or sent an approved requisition back); `fields` names what changed. */
  restarted: 'Approval restarted',
  /** The overdue step's one reminder went to its approvers (no actor). */
  reminded: 'Reminder sent',
  filled: 'Filled',
  deleted: 'Deleted',
}

/** A history entry (contract section 10): the activity entry plus the approval step it concerns, or null. */
export const requisitionHistoryEntrySchema = activityEntrySchema.extend({ step: z.number().int().nullable() })
export const requisitionHistorySchema = z.object({ data: z.array(requisitionHistoryEntrySchema) })

export const requisitionIdSchema = idParamSchema

export type Requisition = z.infer<typeof requisitionSchema>
export type RequisitionApproval = z.infer<typeof requisitionApprovalSchema>
export type RequisitionList = z.infer<typeof requisitionListSchema>
export type RequisitionListQuery = z.output<typeof requisitionListQuerySchema>
export type CreateRequisitionInput = z.input<typeof createRequisitionInputSchema>
export type UpdateRequisitionInput = z.input<typeof updateRequisitionInputSchema>
export type RequisitionHistoryEntry = z.infer<typeof requisitionHistoryEntrySchema>
