import type { RequisitionPriority, RequisitionStatus } from '@common/requisitions'
import type { ApprovalOutcome } from '@/components/approval/ApprovalStepper'

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

/** Where a requisition's approval stands, in the approval stepper's words. */
export function requisitionApprovalOutcome(status: RequisitionStatus): ApprovalOutcome {
  switch (status) {
    case 'approved':
    case 'filled':
      return 'approved'
    case 'rejected':
      return 'rejected'
    case 'cancelled':
      return 'withdrawn'
    case 'on_hold':
      return 'on_hold'
    default:
      return 'waiting'
  }
}
