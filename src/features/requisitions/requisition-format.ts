import { approverLabel } from '@common/approval-chain'
import type { RequisitionApproval, RequisitionPriority, RequisitionStatus } from '@common/requisitions'

export const REQUISITION_STATUS_COLORS: Record<RequisitionStatus, string> = {
  draft: 'gray',
  pending: 'blue',
  on_hold: 'yellow',
  approved: 'teal',
  rejected: 'red',
  cancelled: 'dark',
  filled: 'grape',
}

export const PRIORITY_COLORS: Record<RequisitionPriority, string> = { low: 'gray', normal: 'blue', high: 'orange', urgent: 'red' }

/** "Step 2 of 3 · Finance · 1 of 2 approvals": where a requisition under approval stands. */
export function approvalProgress(approval: RequisitionApproval): string {
  const current = approval.chain[approval.step - 1]
  const count = `${approval.approvals.length} of ${approval.required} ${approval.required === 1 ? 'approval' : 'approvals'}`
  return [`Step ${approval.step} of ${approval.steps}`, current && approverLabel(current.approver), count].filter(Boolean).join(' · ')
}
