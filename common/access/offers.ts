import type { AccessMap } from '../permissions'

/**
 * Offers (contract section 17). Approving also depends on matching the current step of the offer
 * approval chain (the approval engine decides that); these lists are the endpoints' first gate.
 */
export const OFFER_ACCESS = {
  /** The offers list: every offer of the company, or for an approver the offers they decide on (see `readAll`). */
  list: ['offer.view', 'offer_approve.allow'],
  /** An offer's page, history and letter PDF: every offer of the company, or for an approver the offers they decide on (see `readAll`). */
  read: ['offer.view', 'offer_approve.allow'],
  /** Lists and reads every offer of the company; a holder of offer_approve.allow alone sees only the offers whose chain names them. */
  readAll: ['offer.view'],
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
