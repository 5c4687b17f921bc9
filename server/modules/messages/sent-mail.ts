import type { CompanyScope } from '../../db/company-scope'
import { candidateMessages } from '../../db/schema/messages'
import type { CompanyMail } from './company-mail'
import { recipientsOfApplications } from './recipients'
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
