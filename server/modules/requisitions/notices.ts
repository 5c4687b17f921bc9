import type { Requisition } from '@common/requisitions'
import { REQUISITION_STATUS_LABELS } from '@common/requisitions'
import type { ActivityChanges } from '../../db/schema/activity-log'
import type { AppDeps } from '../../http/context'
import { mailTask } from '../../platform/tasks/mail'
import type { Person } from '../../platform/approvals'

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

function compose(notice: RequisitionNotice, recipient: Person, link: string): { subject: string; text: string } {
  const { requisition } = notice
  const title = `“${requisition.title}” (${requisition.department})`
  const lines = (body: string[]) => [`Hello ${recipient.name},`, '', ...body, '', link].join('\n')
  switch (notice.kind) {
    case 'step_waiting': {
      const changed = Object.entries(notice.changes ?? {}).map(([field, [before, after]]) => `  ${field}: ${String(before ?? '-')} → ${String(after ?? '-')}`)
      return {
        subject: `Approval needed: ${requisition.title}`,
        text: lines([
          `${requisition.requested_by.name}'s requisition ${title} waits for your approval (${stepLine(requisition)}).`,
          ...(changed.length > 0 ? ['', 'It was edited and needs approval again. What changed:', ...changed] : []),
          ...(requisition.approval ? ['', `Please decide by ${requisition.approval.due_at.slice(0, 10)}.`] : []),
        ]),
      }
    }
    case 'overdue':
      return {
        subject: `Reminder: approval overdue for ${requisition.title}`,
        text: lines([`The requisition ${title} has waited for approval longer than agreed (${stepLine(requisition)}). Please approve or reject it.`]),
      }
    case 'approved':
      return { subject: `Approved: ${requisition.title}`, text: lines([`Your requisition ${title} is approved. You can now create its job.`]) }
    case 'rejected':
      return {
        subject: `Rejected: ${requisition.title}`,
        text: lines([`Your requisition ${title} was rejected.`, ...(notice.comment ? ['', `Comment: ${notice.comment}`] : []), '', 'You can edit it and submit it again.']),
      }
  }
}

/**
 * The one place requisitions send mail: each notice to each of its recipients, as a mail task
 * in the database queue (the request does not wait for SMTP; any API process sends it, after a
 * restart too). It runs once the change is committed, so a refused change mails no one.
 */
export async function queueRequisitionMails(deps: Mailing, notices: readonly RequisitionNotice[]): Promise<void> {
  for (const notice of notices) {
    const link = `${deps.publicUrl}/job-requisitions/view/?id=${notice.requisition.id}`
    for (const recipient of notice.to) {
      const { subject, text } = compose(notice, recipient, link)
      await deps.tasks.enqueue(deps.db, mailTask, { to: recipient.email, subject, text, link })
    }
  }
}
