import type { AccessMap } from '../permissions'

/**
 * Offers (contract section 17). Approving also depends on matching the current step of the offer
 * approval chain (the approval engine decides that); these lists are the endpoints' first gate.
 */
export const OFFER_ACCESS = {
  /** The offers list: every offer of the company, or those waiting for the approver. */
  list: ['offer.view', 'offer_approve.allow'],
  /** An offer's page, history and letter PDF (an eligible approver reads the offer they decide on). */
  read: ['offer.view', 'offer_approve.allow'],
  add: ['offer.add'],
  /** Edit, submit, send and withdraw. */
  edit: ['offer.edit'],
  /** Delete a draft. */
  delete: ['offer.delete'],
  /** Approve or reject, when the caller matches the current step. */
  approve: ['offer_approve.allow'],
  /** GET settings/offer-approval-chain. */
  readChain: ['settings.allow', 'offer.view'],
  /** PUT settings/offer-approval-chain. */
  manageChain: ['settings.allow'],
} as const satisfies AccessMap
