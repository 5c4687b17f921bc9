import type { Requisition } from '@common/requisitions'
import { REQUISITION_STATUS_LABELS } from '@common/requisitions'
import type { ActivityChanges } from '../../db/schema/activity-log'
import type { AppDeps } from '../../http/context'
import { queueApprovalMails, type ApprovalNotice, type Person } from '../../platform/approvals'

/**
 * A mail the requisitions send (contract section 10): a step waiting for its approvers (with
 * what changed when an edit restarted the chain), an overdue step's one reminder, and the
 * requester's news of approval or rejection.
 */
export type RequisitionNotice =
  | { kind: 'step_waiting'; requisition: Requisition; to: Person[]; changes?: ActivityChanges }
  | { kind: 'overdue'; requisition: Requisition; to: Person[] }
  | { kind: 'approved' | 'rejected'; requisition: Requisition; to: Person[]; comment: string | null }

type Mailing = Pick<AppDeps, 'db' | 'tasks' | 'publicUrl'>

const stepLine = (requisition: Requisition) =>
  requisition.approval ? `Step ${requisition.approval.step} of ${requisition.approval.steps}` : REQUISITION_STATUS_LABELS[requisition.status]

/** A requisition's notice in its own words, for the approval engine to mail. */
function inWords(notice: RequisitionNotice, link: string): ApprovalNotice {
  const { requisition, to } = notice
  const title = `“${requisition.title}” (${requisition.department})`
  switch (notice.kind) {
    case 'step_waiting':
      return {
        kind: 'step_waiting',
        to,
        link,
        subject: `Approval needed: ${requisition.title}`,
        news: `${requisition.requested_by.name}'s requisition ${title} waits for your approval (${stepLine(requisition)}).`,
        changes: notice.changes,
        dueAt: requisition.approval ? new Date(requisition.approval.due_at) : null,
      }
    case 'overdue':
      return {
        kind: 'overdue',
        to,
        link,
        subject: `Reminder: approval overdue for ${requisition.title}`,
        news: `The requisition ${title} has waited for approval longer than agreed (${stepLine(requisition)}). Please approve or reject it.`,
      }
    case 'approved':
      return { kind: 'approved', to, link, subject: `Approved: ${requisition.title}`, news: `Your requisition ${title} is approved. You can now create its job.` }
    case 'rejected':
      return { kind: 'rejected', to, link, subject: `Rejected: ${requisition.title}`, news: `Your requisition ${title} was rejected.`, comment: notice.comment }
  }
}

/**
 * The one place requisitions send mail: the approval engine queues each notice to each of its
 * recipients. It runs once the change is committed, so a refused change mails no one.
 */
export async function queueRequisitionMails(deps: Mailing, notices: readonly RequisitionNotice[]): Promise<void> {
  await queueApprovalMails(
    deps.db,
    deps.tasks,
    notices.map((notice) => inWords(notice, `${deps.publicUrl}/job-requisitions/view/?id=${notice.requisition.id}`)),
  )
}
