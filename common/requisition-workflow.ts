import { hasAnyPermission, type PermissionMap } from './permissions'
import type { RequisitionStatus } from './requisitions'

/**
 * The requisition's state machine (contract section 10) as one table: for each action, the
 * statuses it may start from, where it leads, and the kinds of caller who may take it. The
 * server refuses with it (409 for the status, 403 for the caller) and the app shows only the
 * actions it allows, so they never disagree.
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

/** Where an action leads: a status, the status it starts from (`same`), or the record's end (`deleted`). */
export type Outcome = RequisitionStatus | 'same' | 'deleted'

export interface Transition {
  from: readonly RequisitionStatus[]
  /**
   * approve: `pending`, moving to the next step, or `approved` after the last one (the server
   * decides); edit: `same`, except that a pending or on-hold requisition restarts its chain and
   * an approved one goes back to pending when a field of REAPPROVAL_FIELDS changes.
   */
  to: Outcome
  by: readonly CallerKind[]
  /** "submitted", for "it can no longer be submitted". */
  verb: string
}

export const REQUISITION_WORKFLOW: Record<RequisitionAction, Transition> = {
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

/** The signed-in user as the workflow sees them (the session's user and permissions). */
export interface WorkflowViewer {
  id: number
  is_owner: boolean
  permissions: PermissionMap
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

/** True when the action may start from this status, whoever asks. */
export function statusAllows(status: RequisitionStatus, action: RequisitionAction): boolean {
  return REQUISITION_WORKFLOW[action].from.includes(status)
}

/** True when one of the caller's kinds may take the action (whatever the status). */
export function callerMay(kinds: ReadonlySet<CallerKind>, action: RequisitionAction): boolean {
  return REQUISITION_WORKFLOW[action].by.some((kind) => kinds.has(kind))
}

/** The actions this viewer may take on this requisition now, in the table's order. */
export function requisitionActionsFor(requisition: WorkflowRequisition, viewer: WorkflowViewer): RequisitionAction[] {
  const kinds = callerKinds(requisition, viewer)
  return REQUISITION_ACTIONS.filter((action) => statusAllows(requisition.status, action) && callerMay(kinds, action))
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

/** How far along a status is: an action of an earlier stage "can no longer" happen, of a later one it "cannot yet". */
const STAGE: Record<RequisitionStatus, number> = { draft: 0, rejected: 0, pending: 1, on_hold: 1, approved: 2, cancelled: 3, filled: 3 }
const ACTION_STAGE: Record<RequisitionAction, number> = {
  edit: 0,
  submit: 0,
  delete: 0,
  approve: 1,
  reject: 1,
  hold: 1,
  resume: 1,
  cancel: 2,
  create_job: 2,
}

/**
 * The 409's message when the status does not allow the action, naming the status ("This
 * requisition is approved; it can no longer be submitted"), or null when it does.
 */
export function transitionRefusal(status: RequisitionStatus, action: RequisitionAction): string | null {
  if (statusAllows(status, action)) return null
  const verb = REQUISITION_WORKFLOW[action].verb
  const when = STAGE[status] > ACTION_STAGE[action] || STAGE[status] === 3 ? 'can no longer' : 'cannot'
  const suffix = STAGE[status] < ACTION_STAGE[action] && STAGE[status] !== 3 ? ' yet' : ''
  return `This requisition is ${STATUS_WORDS[status]}; it ${when} be ${verb}${suffix}`
}
