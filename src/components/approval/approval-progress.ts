import { approverLabel, type ApprovalState } from '@common/approval-chain'

/** "Step 2 of 3 · Finance · 1 of 2 approvals": where a record under approval stands. */
export function approvalProgress(approval: ApprovalState): string {
  const current = approval.chain[approval.step - 1]
  const count = `${approval.approvals.length} of ${approval.required} ${approval.required === 1 ? 'approval' : 'approvals'}`
  return [`Step ${approval.step} of ${approval.steps}`, current && approverLabel(current.approver), count].filter(Boolean).join(' · ')
}
