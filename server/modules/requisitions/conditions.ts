import type { SQL } from 'drizzle-orm'
import { overdueStep as overdue, waitingForApprover as waiting, type ApproverIdentity } from '../../platform/approvals'
import { requisitionApprovalSubject } from './requisition-record'

/**
 * The requisition conditions the requisitions list and the home dashboard share (modules do not
 * import each other); the approval engine holds the rules.
 */

/** A pending requisition whose current step the viewer may still approve. */
export const waitingForApprover = (viewer: ApproverIdentity): SQL => waiting(requisitionApprovalSubject, viewer)

/** A pending requisition whose current step has waited past its due time. */
export const overdueStep = (now: Date): SQL => overdue(requisitionApprovalSubject, now)
