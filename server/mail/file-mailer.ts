import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Logger } from '../logger'
import { fromAddress, type MailAttachment, type Mailer, type OutgoingMail } from './mailer'

function encodeHeader(value: string): string {
  // RFC 2047 for anything beyond printable ASCII (names, subjects).
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`
}

/** A display name and address: the name quoted, or encoded when it is not plain ASCII. */
function mailbox(name: string, address: string): string {
  const display = /^[\x20-\x7e]*$/.test(name) ? `"${name.replace(/["\\]/g, '\\$&')}"` : encodeHeader(name)
  return `${display} <${address}>`
}

const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n')

export function toEml(from: string, mail: OutgoingMail, date: Date): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost'
  const headers = [
    `From: ${mail.fromName ? mailbox(mail.fromName, fromAddress(from)) : encodeHeader(from)}`,
    `To: ${mail.to}`,
    ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []),
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
  ]
  const attachments = mail.attachments ?? []
  if (!mail.html && !mail.calendar && attachments.length === 0)
    return [...headers, 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', crlf(mail.text), ''].join('\r\n')
  const boundary = `=_${randomBytes(12).toString('hex')}`
  const alternatives = [
    part('text/plain; charset=utf-8', mail.text),
    ...(mail.html ? [part('text/html; charset=utf-8', mail.html)] : []),
    ...(mail.calendar ? [part(`text/calendar; charset=utf-8; method=${mail.calendar.method}`, mail.calendar.content)] : []),
  ]
  const alternative = [...alternatives.flatMap((lines) => [`--${boundary}`, ...lines]), `--${boundary}--`]
  if (!mail.calendar && attachments.length === 0) return [...headers, `Content-Type: multipart/alternative; boundary="${boundary}"`, '', ...alternative, ''].join('\r\n')
  // Attachments: the alternatives, then each file; an invitation's calendar comes again as a file for readers that ignore the alternative.
  const mixed = `=_${randomBytes(12).toString('hex')}`
  const files = [
    ...(mail.calendar
      ? [
          [
            'Content-Type: application/ics; name="invite.ics"',
            'Content-Disposition: attachment; filename="invite.ics"',
            'Content-Transfer-Encoding: 8bit',
            '',
            crlf(mail.calendar.content),
          ],
        ]
      : []),
    ...attachments.map(attachmentPart),
  ]
  return [
    ...headers,
    `Content-Type: multipart/mixed; boundary="${mixed}"`,
    '',
    `--${mixed}`,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    ...alternative,
    ...files.flatMap((lines) => [`--${mixed}`, ...lines]),
    `--${mixed}--`,
    '',
  ].join('\r\n')
}

/** A file as a base64 part, its name as given when plain ASCII and also in RFC 2231's form (`filename*`) when not. */
function attachmentPart(attachment: MailAttachment): string[] {
  const plain = attachment.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  const encoded = /^[\x20-\x7e]*$/.test(attachment.filename) ? '' : `; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`
  const base64 = Buffer.from(attachment.content).toString('base64')
  return [
    `Content-Type: ${attachment.contentType}; name="${plain}"`,
    `Content-Disposition: attachment; filename="${plain}"${encoded}`,
    'Content-Transfer-Encoding: base64',
    '',
    ...(base64.match(/.{1,76}/g) ?? []),
  ]
}

/** One MIME part's lines: its type and its text. */
function part(contentType: string, text: string): string[] {
  return [`Content-Type: ${contentType}`, 'Content-Transfer-Encoding: 8bit', '', crlf(text)]
}

/**
 * Without SMTP each mail becomes an .eml file in DATA_DIR/mail/, and its link is logged: the
 * only place a set-password link may appear in the logs (contract section 7).
 */
export class FileMailer implements Mailer {
  constructor(
    private readonly directory: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    await mkdir(this.directory, { recursive: true })
    const now = new Date()
    const file = path.join(this.directory, `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`)
    await writeFile(file, toEml(this.from, mail, now), { mode: 0o600 })
    this.logger.info('mail written', { to: mail.to, subject: mail.subject, file, link: mail.link })
  }
}
