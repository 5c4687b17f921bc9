import type { AccessMap } from '../permissions'

/**
 * Requisitions (contract sections 9 and 10, spec section 6's menu). Some actions also depend on
 * who the caller is for the record (its requester, an eligible approver of its current step):
 * common/requisition-workflow.ts decides those; these lists are the endpoints' first gate.
 */
export const REQUISITION_ACCESS = {
  /** The Requisitions List: every requisition of the company. */
  list: ['requisition.view', 'requisition.edit', 'requisition_approve.allow'],
  /** A holder of requisition.add alone lists and reads only the requisitions they requested. */
  listOwn: ['requisition.add'],
  /** A requisition's page and history: the list's permissions, or its requester. */
  read: ['requisition.view', 'requisition.edit', 'requisition_approve.allow', 'requisition.add'],
  add: ['requisition.add'],
  /** Edit, submit or cancel any requisition; the requester may do so with their own (see `change`). */
  edit: ['requisition.edit'],
  /** The gate of edit, submit and cancel: an editor, or a requester (who holds requisition.add). */
  change: ['requisition.edit', 'requisition.add'],
  delete: ['requisition.delete'],
  /** Approve, reject, hold and resume, when the caller is an eligible approver of the current step. */
  approve: ['requisition_approve.allow'],
  /** The menu's Requisitions section. */
  section: ['requisition.view', 'requisition.add', 'requisition.edit', 'requisition_approve.allow'],
  /** GET settings/approval-chain: the settings, or any requisition permission. */
  readChain: ['settings.allow', 'requisition.view', 'requisition.add', 'requisition.edit', 'requisition.delete', 'requisition_approve.allow'],
  /** PUT settings/approval-chain. */
  manageChain: ['settings.allow'],
} as const satisfies AccessMap
