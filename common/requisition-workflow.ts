import { hasAnyPermission } from './permissions'
import type { RequisitionStatus } from './requisitions'
import { workflowRules, type WorkflowTransition, type WorkflowViewer } from './workflow'

/**
 * The requisition's state machine (contract section 10) as one table: for each action, the
 * statuses it may start from, where it leads, and the kinds of caller who may take it. The
 * server refuses with it (409 for the status, 403 for the caller) and the app shows only the
 * actions it allows, so they never disagree. workflow.ts holds the rules that read the table.
 */

export const REQUISITION_ACTIONS = ['edit', 'submit', 'approve', 'reject', 'hold', 'resume', 'cancel', 'delete', 'create_job'] as const
export type RequisitionAction = (typeof REQUISITION_ACTIONS)[number]

/**
 * Who a caller is for one requisition:
 * - `requester`: asked for it;
 * - `editor`: holds requisition.edit;
 * - `deleter`: holds requisition.delete;
 * - `approver`: an eligible approver of its current step still to act (`approval.approvers`);
 * - `job_creator`: holds job.add.
 * The owner holds every permission, so is an editor, deleter and job creator; they approve when
 * the step matches them (the server lists them among the approvers then).
 */
export type CallerKind = 'requester' | 'editor' | 'deleter' | 'approver' | 'job_creator'

/**
 * approve: `pending`, moving to the next step, or `approved` after the last one (the server
 * decides); edit: `same`, except that a pending or on-hold requisition restarts its chain and
 * an approved one goes back to pending when a field of REAPPROVAL_FIELDS changes.
 */
export const REQUISITION_WORKFLOW: Record<RequisitionAction, WorkflowTransition<RequisitionStatus, CallerKind>> = {
  edit: { from: ['draft', 'pending', 'on_hold', 'approved', 'rejected'], to: 'same', by: ['requester', 'editor'], verb: 'edited' },
  submit: { from: ['draft', 'rejected'], to: 'pending', by: ['requester', 'editor'], verb: 'submitted' },
  approve: { from: ['pending'], to: 'pending', by: ['approver'], verb: 'approved' },
  reject: { from: ['pending', 'on_hold'], to: 'rejected', by: ['approver'], verb: 'rejected' },
  hold: { from: ['pending'], to: 'on_hold', by: ['approver'], verb: 'put on hold' },
  resume: { from: ['on_hold'], to: 'pending', by: ['approver'], verb: 'resumed' },
  cancel: { from: ['draft', 'pending', 'on_hold', 'approved', 'rejected'], to: 'cancelled', by: ['requester', 'editor'], verb: 'withdrawn' },
  delete: { from: ['draft'], to: 'deleted', by: ['deleter'], verb: 'deleted' },
  create_job: { from: ['approved'], to: 'same', by: ['job_creator'], verb: 'used to create a job' },
}

/** What the workflow reads of a requisition (a `Requisition` answer has it). */
export interface WorkflowRequisition {
  status: RequisitionStatus
  requested_by: { id: number | null }
  approval: { approvers: readonly { id: number }[] } | null
}

export function callerKinds(requisition: WorkflowRequisition, viewer: WorkflowViewer): Set<CallerKind> {
  const kinds = new Set<CallerKind>()
  if (requisition.requested_by.id === viewer.id) kinds.add('requester')
  if (hasAnyPermission(viewer, ['requisition.edit'])) kinds.add('editor')
  if (hasAnyPermission(viewer, ['requisition.delete'])) kinds.add('deleter')
  if (hasAnyPermission(viewer, ['job.add'])) kinds.add('job_creator')
  if (requisition.approval?.approvers.some((approver) => approver.id === viewer.id)) kinds.add('approver')
  return kinds
}

const STATUS_WORDS: Record<RequisitionStatus, string> = {
  draft: 'a draft',
  pending: 'pending approval',
  on_hold: 'on hold',
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
  filled: 'filled',
}

const rules = workflowRules({
  noun: 'requisition',
  actions: REQUISITION_ACTIONS,
  transitions: REQUISITION_WORKFLOW,
  statusWords: STATUS_WORDS,
  stage: { draft: 0, rejected: 0, pending: 1, on_hold: 1, approved: 2, cancelled: 3, filled: 3 },
  actionStage: { edit: 0, submit: 0, delete: 0, approve: 1, reject: 1, hold: 1, resume: 1, cancel: 2, create_job: 2 },
  finalStage: 3,
})

export const { statusAllows, callerMay } = rules

/** The actions this viewer may take on this requisition now, in the table's order. */
export function requisitionActionsFor(requisition: WorkflowRequisition, viewer: WorkflowViewer): RequisitionAction[] {
  return rules.actionsFor(requisition.status, callerKinds(requisition, viewer))
}

/**
 * The 409's message when the status does not allow the action, naming the status ("This
 * requisition is approved; it can no longer be submitted"), or null when it does.
 */
export const transitionRefusal = rules.transitionRefusal
