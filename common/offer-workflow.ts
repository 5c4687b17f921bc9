import { HIRE_ACCESS } from './access/employees'
import { OFFER_ACCESS } from './access/offers'
import type { OfferStatus } from './offers'
import { hasAnyPermission } from './permissions'
import { workflowRules, type WorkflowTransition, type WorkflowViewer } from './workflow'

/**
 * The offer's state machine (contract section 17) as one table, as requisition-workflow.ts is
 * requisitions', read by workflow.ts's rules: for each action, the statuses it may start from,
 * where it leads, and the kinds of caller who may take it. The app shows only the actions it
 * allows; the server may refuse with it (409 for the status, 403 for the caller).
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

/**
 * approve: `pending_approval`, moving to the next step, or `approved` after the last one (the
 * server decides); submit: `pending_approval`, or `approved` at once when the chain needs no
 * approval inside the band; edit: `same`, except that a change of a field of
 * OFFER_REAPPROVAL_FIELDS sends a pending or approved offer back to step 1.
 */
const OFFER_WORKFLOW: Record<OfferAction, WorkflowTransition<OfferStatus, OfferCallerKind>> = {
  edit: { from: ['draft', 'pending_approval', 'approved', 'rejected'], to: 'same', by: ['editor'], verb: 'edited' },
  submit: { from: ['draft', 'rejected'], to: 'pending_approval', by: ['editor'], verb: 'submitted' },
  approve: { from: ['pending_approval'], to: 'pending_approval', by: ['approver'], verb: 'approved' },
  reject: { from: ['pending_approval'], to: 'rejected', by: ['approver'], verb: 'rejected' },
  send: { from: ['approved'], to: 'sent', by: ['editor'], verb: 'sent' },
  withdraw: { from: ['draft', 'pending_approval', 'approved', 'rejected', 'sent'], to: 'withdrawn', by: ['editor'], verb: 'withdrawn' },
  delete: { from: ['draft'], to: 'deleted', by: ['deleter'], verb: 'deleted' },
  hire: { from: ['accepted'], to: 'same', by: ['hirer'], verb: 'used for a hire' },
}

/** What the workflow reads of an offer (an `Offer` answer has it). */
export interface WorkflowOffer {
  status: OfferStatus
  approval: { approvers: readonly { id: number }[] } | null
}

function offerCallerKinds(offer: WorkflowOffer, viewer: WorkflowViewer): Set<OfferCallerKind> {
  const kinds = new Set<OfferCallerKind>()
  if (hasAnyPermission(viewer, OFFER_ACCESS.edit)) kinds.add('editor')
  if (hasAnyPermission(viewer, OFFER_ACCESS.delete)) kinds.add('deleter')
  if (hasAnyPermission(viewer, HIRE_ACCESS.applicants) && hasAnyPermission(viewer, HIRE_ACCESS.employees)) kinds.add('hirer')
  if (offer.approval?.approvers.some((approver) => approver.id === viewer.id)) kinds.add('approver')
  return kinds
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

const rules = workflowRules({
  noun: 'offer',
  actions: OFFER_ACTIONS,
  transitions: OFFER_WORKFLOW,
  statusWords: STATUS_WORDS,
  stage: { draft: 0, rejected: 0, pending_approval: 1, approved: 2, sent: 3, accepted: 4, declined: 5, withdrawn: 5, expired: 5 },
  actionStage: { edit: 0, submit: 0, delete: 0, approve: 1, reject: 1, send: 2, withdraw: 3, hire: 4 },
  finalStage: 5,
})

/** The actions this viewer may take on this offer now, in the table's order. */
export function offerActionsFor(offer: WorkflowOffer, viewer: WorkflowViewer): OfferAction[] {
  return rules.actionsFor(offer.status, offerCallerKinds(offer, viewer))
}

/**
 * The 409's message when the status does not allow the action, naming the status ("This offer is
 * sent; it can no longer be edited"), or null when it does.
 */
export const offerTransitionRefusal = rules.transitionRefusal
