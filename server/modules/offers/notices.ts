import { eq, inArray } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import type { ActivityChanges } from '../../db/schema/activity-log'
import { companies } from '../../db/schema/companies'
import { users } from '../../db/schema/users'
import { queueApprovalMails, type ApprovalNotice, type Person } from '../../platform/approvals'
import { mailTask } from '../../platform/tasks/mail'
import type { TaskQueue } from '../../platform/tasks/task-queue'
import { keepSentText } from '../messages/public'

/**
 * The offers' own mails (contract 17), each queued in the transaction that makes the change it
 * tells about, so a refused or rolled-back change mails no one: the candidate's news of a
 * withdrawal or an expiry, and the staff's (approvers, the creator) of what happened to an offer.
 */
/** What an offer's writes need to mail: a queue to enqueue on (the demo's seed keeps its mails unsent) and the product's address. */
export interface Mailing {
  tasks: Pick<TaskQueue, 'enqueue'>
  publicUrl: string
}

export const offerPageLink = (deps: Mailing, id: number) => `${deps.publicUrl}/offers/view/?id=${id}`

export async function companyNameOf(scope: CompanyScope): Promise<string> {
  const [company] = await scope.db.select({ name: companies.name }).from(companies).where(eq(companies.id, scope.companyId))
  return company?.name ?? ''
}

/** One of the company's stored files, attached to a mail as `filename`. */
export interface MailedFile {
  filename: string
  contentType: string
  fileId: number
}

/** Where a mail to the candidate is kept for staff: the application's Messages thread, with a note of the files attached (they are not stored again). */
export interface KeptIn {
  applicationId: number
  attachment?: string
  now: Date
}

/**
 * A plain mail to the candidate on the company's behalf, with the company's footer and sender name;
 * `companyName` spares reading it again when the caller has it already. With `keptIn`, staff read
 * it in the applicant's Messages thread as sent.
 */
export async function mailCandidate(
  tx: CompanyScope,
  deps: Mailing,
  to: string,
  mail: { subject: string; lines: string[]; attachments?: readonly MailedFile[]; keptIn?: KeptIn },
  companyName?: string,
): Promise<void> {
  const company = companyName ?? (await companyNameOf(tx))
  const text = `${mail.lines.join('\n')}\n\n--\nSent by ${company} through Staffdesk.\n`
  const attachments = mail.attachments?.map((file) => ({ filename: file.filename, contentType: file.contentType, file_id: file.fileId, company_id: tx.companyId }))
  await deps.tasks.enqueue(tx.db, mailTask, { to, subject: mail.subject, text, fromName: `${company} via Staffdesk`, ...(attachments?.length ? { attachments } : {}) })
  const kept = mail.keptIn
  if (kept) await keepSentText(tx, kept.applicationId, { to, subject: mail.subject, lines: mail.lines, text }, { attachment: kept.attachment, senderName: null }, kept.now)
}

/** A mail to staff about an offer, with the link to its page; users without an active account are left out. */
export async function mailStaff(tx: CompanyScope, deps: Mailing, userIds: readonly (number | null)[], offerId: number, mail: { subject: string; lines: string[] }): Promise<void> {
  const ids = [...new Set(userIds.flatMap((id) => (id === null ? [] : [id])))]
  if (ids.length === 0) return
  const people = await tx.db
    .select({ name: users.name, email: users.email, active: users.active })
    .from(users)
    .where(tx.where(users, inArray(users.id, ids)))
  const link = offerPageLink(deps, offerId)
  for (const person of people) {
    if (!person.active) continue
    const text = [`Hello ${person.name},`, '', ...mail.lines, '', link].join('\n')
    await deps.tasks.enqueue(tx.db, mailTask, { to: person.email, subject: mail.subject, text, link })
  }
}

/** What happened to an offer's approval, for the approval engine's mails. */
export type OfferApprovalNews =
  | { kind: 'step_waiting'; step: number | null; steps: number; dueAt: Date | null; changes?: ActivityChanges }
  | { kind: 'overdue'; step: number | null }
  | { kind: 'approved' }
  | { kind: 'rejected'; by: string; comment: string }

/** The offer as its approval mails name it. */
interface MailedOffer {
  id: number
  jobTitle: string
  candidate: string
}

/** An offer's approval news in its own words, for the approval engine to mail. */
function inWords(news: OfferApprovalNews, offer: MailedOffer, to: readonly Person[], link: string): ApprovalNotice {
  const about = `offer to ${offer.candidate} for ${offer.jobTitle}`
  switch (news.kind) {
    case 'step_waiting':
      return {
        kind: 'step_waiting',
        to,
        link,
        subject: `Approval needed: ${about}`,
        news: `The ${about} waits for your approval (step ${news.step ?? 1} of ${news.steps}).`,
        changes: news.changes,
        dueAt: news.dueAt,
      }
    case 'overdue':
      return {
        kind: 'overdue',
        to,
        link,
        subject: `Reminder: approval overdue for the offer to ${offer.candidate}`,
        news: `The ${about} has waited for approval longer than agreed (step ${news.step ?? 1}). Please approve or reject it.`,
      }
    case 'approved':
      return { kind: 'approved', to, link, subject: `Offer approved: ${offer.candidate}, ${offer.jobTitle}`, news: `Your ${about} is approved. You can now send it.` }
    case 'rejected':
      return {
        kind: 'rejected',
        to,
        link,
        subject: `Offer rejected: ${offer.candidate}, ${offer.jobTitle}`,
        news: `Your ${about} was rejected by ${news.by}.`,
        comment: news.comment,
      }
  }
}

/** The approval's news to `to`, queued by the approval engine in the transaction that makes the change. */
export async function queueOfferApprovalMails(tx: CompanyScope, deps: Mailing, offer: MailedOffer, to: readonly Person[], news: OfferApprovalNews): Promise<void> {
  await queueApprovalMails(tx.db, deps.tasks, [inWords(news, offer, to, offerPageLink(deps, offer.id))])
}
