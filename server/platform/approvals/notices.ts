import type { Database } from '../../db/client'
import type { ActivityChanges } from '../../db/schema/activity-log'
import { mailTask } from '../tasks/mail'
import type { TaskQueue } from '../tasks/task-queue'
import type { Person } from './directory'

/**
 * A mail an approval chain sends (contract sections 10 and 17): a step waiting for its approvers
 * (with what changed when an edit restarted the chain, and the step's deadline), an overdue
 * step's one reminder, and the maker's news of approval or rejection (with the approver's
 * comment). The kind of record gives its words: the subject, the sentence that tells the news,
 * and the link to the record's page; the engine writes the rest alike for every kind.
 */
export type ApprovalNotice = {
  to: readonly Pick<Person, 'name' | 'email'>[]
  subject: string
  /** The news in the record's words: "The offer to Ana Lima for Backend Engineer waits for your approval (step 1 of 2)." */
  news: string
  link: string
} & (
  { kind: 'step_waiting'; changes?: ActivityChanges | undefined; dueAt: Date | null } | { kind: 'overdue' } | { kind: 'approved' } | { kind: 'rejected'; comment: string | null }
)

/** The lines after the news: what changed and by when for a waiting step, the comment and what to do next for a rejection. */
function details(notice: ApprovalNotice): string[] {
  switch (notice.kind) {
    case 'step_waiting': {
      const changed = Object.entries(notice.changes ?? {}).map(([field, [before, after]]) => `  ${field}: ${String(before ?? '-')} → ${String(after ?? '-')}`)
      return [
        ...(changed.length > 0 ? ['', 'It was edited and needs approval again. What changed (before → after):', ...changed] : []),
        ...(notice.dueAt ? ['', `Please decide by ${notice.dueAt.toISOString().slice(0, 10)}.`] : []),
      ]
    }
    case 'rejected':
      return [...(notice.comment ? ['', `Comment: ${notice.comment}`] : []), '', 'You can edit it and submit it again.']
    default:
      return []
  }
}

/**
 * Each notice to each of its recipients, as a mail task in the database queue (the request does
 * not wait for SMTP; any API process sends it, after a restart too). `db` is the transaction
 * that makes the change when the mails must stand or fall with it, else the handle to use once
 * it is committed.
 */
export async function queueApprovalMails(db: Database, tasks: Pick<TaskQueue, 'enqueue'>, notices: readonly ApprovalNotice[]): Promise<void> {
  for (const notice of notices) {
    const body = [notice.news, ...details(notice), '', notice.link]
    for (const recipient of notice.to) {
      const text = [`Hello ${recipient.name},`, '', ...body].join('\n')
      await tasks.enqueue(db, mailTask, { to: recipient.email, subject: notice.subject, text, link: notice.link })
    }
  }
}
