import { HIRE_ACCESS } from './access/employees'
import { OFFER_ACCESS } from './access/offers'
import type { OfferStatus } from './offers'
import { hasAnyPermission, type PermissionMap } from './permissions'

/**
 * The offer's state machine (contract section 17) as one table, as requisition-workflow.ts is
 * requisitions': for each action, the statuses it may start from, where it leads, and the kinds of
 * caller who may take it. The app shows only the actions it allows; the server may refuse with it
 * (409 for the status, 403 for the caller). Pure: no I/O, no dates.
 */

export const OFFER_ACTIONS = ['edit', 'submit', 'approve', 'reject', 'send', 'withdraw', 'delete', 'hire'] as const
export type OfferAction = (typeof OFFER_ACTIONS)[number]

/**
 * Who a caller is for one offer:
 * - `editor`: holds offer.edit (edit, submit, send, withdraw);
 * - `approver`: an eligible approver of its current step still to act (`approval.approvers`);
 * - `deleter`: holds offer.delete;
 * - `hirer`: may hire an application (resume_and_candidates.edit and employee.add).
 * The owner holds every permission; they approve when the server lists them among the approvers.
 */
export type OfferCallerKind = 'editor' | 'approver' | 'deleter' | 'hirer'

/** Where an action leads: a status, the status it starts from (`same`), or the record's end (`deleted`). */
export type OfferOutcome = OfferStatus | 'same' | 'deleted'

export interface OfferTransition {
  from: readonly OfferStatus[]
  /**
   * approve: `pending_approval`, moving to the next step, or `approved` after the last one (the
   * server decides); submit: `pending_approval`, or `approved` at once when the chain needs no
   * approval inside the band; edit: `same`, except that a change of a field of
   * OFFER_REAPPROVAL_FIELDS sends a pending or approved offer back to step 1.
   */
  to: OfferOutcome
  by: readonly OfferCallerKind[]
  /** "submitted", for "it can no longer be submitted". */
  verb: string
}

export const OFFER_WORKFLOW: Record<OfferAction, OfferTransition> = {
  edit: { from: ['draft', 'pending_approval', 'approved', 'rejected'], to: 'same', by: ['editor'], verb: 'edited' },
  submit: { from: ['draft', 'rejected'], to: 'pending_approval', by: ['editor'], verb: 'submitted' },
  approve: { from: ['pending_approval'], to: 'pending_approval', by: ['approver'], verb: 'approved' },
  reject: { from: ['pending_approval'], to: 'rejected', by: ['approver'], verb: 'rejected' },
  send: { from: ['approved'], to: 'sent', by: ['editor'], verb: 'sent' },
  withdraw: { from: ['draft', 'pending_approval', 'approved', 'rejected', 'sent'], to: 'withdrawn', by: ['editor'], verb: 'withdrawn' },
  delete: { from: ['draft'], to: 'deleted', by: ['deleter'], verb: 'deleted' },
  hire: { from: ['accepted'], to: 'same', by: ['hirer'], verb: 'used for a hire' },
}

/** The signed-in user as the workflow sees them (the session's user and permissions). */
export interface OfferWorkflowViewer {
  id: number
  is_owner: boolean
  permissions: PermissionMap
}

/** What the workflow reads of an offer (an `Offer` answer has it). */
export interface WorkflowOffer {
  status: OfferStatus
  approval: { approvers: readonly { id: number }[] } | null
}

export function offerCallerKinds(offer: WorkflowOffer, viewer: OfferWorkflowViewer): Set<OfferCallerKind> {
  const kinds = new Set<OfferCallerKind>()
  if (hasAnyPermission(viewer, OFFER_ACCESS.edit)) kinds.add('editor')
  if (hasAnyPermission(viewer, OFFER_ACCESS.delete)) kinds.add('deleter')
  if (hasAnyPermission(viewer, HIRE_ACCESS.applicants) && hasAnyPermission(viewer, HIRE_ACCESS.employees)) kinds.add('hirer')
  if (offer.approval?.approvers.some((approver) => approver.id === viewer.id)) kinds.add('approver')
  return kinds
}

/** True when the action may start from this status, whoever asks. */
export function offerStatusAllows(status: OfferStatus, action: OfferAction): boolean {
  return OFFER_WORKFLOW[action].from.includes(status)
}

/** True when one of the caller's kinds may take the action (whatever the status). */
export function offerCallerMay(kinds: ReadonlySet<OfferCallerKind>, action: OfferAction): boolean {
  return OFFER_WORKFLOW[action].by.some((kind) => kinds.has(kind))
}

/** The actions this viewer may take on this offer now, in the table's order. */
export function offerActionsFor(offer: WorkflowOffer, viewer: OfferWorkflowViewer): OfferAction[] {
  const kinds = offerCallerKinds(offer, viewer)
  return OFFER_ACTIONS.filter((action) => offerStatusAllows(offer.status, action) && offerCallerMay(kinds, action))
}

const STATUS_WORDS: Record<OfferStatus, string> = {
  draft: 'a draft',
  pending_approval: 'pending approval',
  approved: 'approved',
  rejected: 'rejected',
  sent: 'sent',
  accepted: 'accepted',
  declined: 'declined',
  withdrawn: 'withdrawn',
  expired: 'expired',
}

/** How far along a status is: an action of an earlier stage "can no longer" happen, of a later one it "cannot yet". The last stage ends the offer. */
const STAGE: Record<OfferStatus, number> = { draft: 0, rejected: 0, pending_approval: 1, approved: 2, sent: 3, accepted: 4, declined: 5, withdrawn: 5, expired: 5 }
const FINAL_STAGE = 5
const ACTION_STAGE: Record<OfferAction, number> = { edit: 0, submit: 0, delete: 0, approve: 1, reject: 1, send: 2, withdraw: 3, hire: 4 }

/**
 * The 409's message when the status does not allow the action, naming the status ("This offer is
 * sent; it can no longer be edited"), or null when it does.
 */
export function offerTransitionRefusal(status: OfferStatus, action: OfferAction): string | null {
  if (offerStatusAllows(status, action)) return null
  const final = STAGE[status] === FINAL_STAGE
  const when = final || STAGE[status] > ACTION_STAGE[action] ? 'can no longer' : 'cannot'
  const suffix = !final && STAGE[status] < ACTION_STAGE[action] ? ' yet' : ''
  return `This offer is ${STATUS_WORDS[status]}; it ${when} be ${OFFER_WORKFLOW[action].verb}${suffix}`
}
