import { markdownToHtml } from '@common/markdown'
import type { CompanyScope } from '../../db/company-scope'
import { candidateMessages } from '../../db/schema/messages'
import type { CompanyMail } from './company-mail'
import { recipientsOfApplications } from './recipients'
import { mailLayout } from './render'
import { companyName } from './send-messages'

/**
 * Keeps a mail to an application's candidate that the caller sends itself in the applicant's
 * Messages thread, with the other mails: an interview invitation leaves with its calendar part,
 * which neither a stored message nor its task carries; an offer's mail carries a link that must
 * not be stored. Its subject and body are kept as the caller gives them, and `attachment` (e.g.
 * "Calendar invitation attached"), when there is one, is added to the body kept, since the file is
 * not. Written in the caller's transaction (`scope`) with the mail's task, so it is kept as sent:
 * the mail task sends it at once and retries it. The interview's own timeline entry already tells
 * of it, so it writes none.
 */
export async function keepSentMail(
  scope: CompanyScope,
  applicationId: number,
  mail: Pick<CompanyMail, 'to' | 'subject' | 'body' | 'html' | 'text'>,
  options: { attachment?: string; senderName: string | null },
  now: Date,
): Promise<void> {
  const recipient = (await recipientsOfApplications(scope, [applicationId])).get(applicationId)
  if (!recipient) return
  await scope.db.insert(candidateMessages).values({
    companyId: scope.companyId,
    applicantId: recipient.applicantId,
    applicationId,
    templateId: null,
    senderId: null,
    senderName: options.senderName ?? `The ${await companyName(scope)} team`,
    replyTo: null,
    to: mail.to,
    subject: mail.subject,
    body: options.attachment === undefined ? mail.body : `${mail.body}\n\n_${options.attachment}_`,
    html: mail.html,
    text: mail.text,
    status: 'sent',
    sendAt: now,
    sentAt: now,
    createdAt: now,
  })
}

/** A line of plain text as Markdown that reads as the line itself: every ASCII punctuation mark escaped (CommonMark lets any be). */
const asMarkdown = (line: string) => line.replace(/[!-/:-@[-`{-~]/g, '\\$&')

/**
 * keepSentMail for a plain-text mail, one sent without an HTML part (an offer's or an interview's
 * notice to the candidate): its `lines` (a blank one between paragraphs) become the body kept,
 * escaped so they read as written, and the HTML part a kept message has is rendered from them in
 * the one mail layout, as the module's own mails are. `text` is the text part as sent.
 */
export async function keepSentText(
  scope: CompanyScope,
  applicationId: number,
  mail: { to: string; subject: string; lines: readonly string[]; text: string },
  options: { attachment?: string; senderName: string | null },
  now: Date,
): Promise<void> {
  const body = mail.lines.map(asMarkdown).join('\n')
  const html = mailLayout(await companyName(scope), mail.subject, markdownToHtml(body))
  await keepSentMail(scope, applicationId, { to: mail.to, subject: mail.subject, body, html, text: mail.text }, options, now)
}
