import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Logger } from '../logger'
import { fromAddress, type Mailer, type OutgoingMail } from './mailer'

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
  if (!mail.html && !mail.calendar) return [...headers, 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', crlf(mail.text), ''].join('\r\n')
  const boundary = `=_${randomBytes(12).toString('hex')}`
  const alternatives = [
    part('text/plain; charset=utf-8', mail.text),
    ...(mail.html ? [part('text/html; charset=utf-8', mail.html)] : []),
    ...(mail.calendar ? [part(`text/calendar; charset=utf-8; method=${mail.calendar.method}`, mail.calendar.content)] : []),
  ]
  const alternative = [...alternatives.flatMap((lines) => [`--${boundary}`, ...lines]), `--${boundary}--`]
  if (!mail.calendar) return [...headers, `Content-Type: multipart/alternative; boundary="${boundary}"`, '', ...alternative, ''].join('\r\n')
  // An invitation: the alternatives, then the same calendar as an attachment for readers that ignore the alternative.
  const mixed = `=_${randomBytes(12).toString('hex')}`
  return [
    ...headers,
    `Content-Type: multipart/mixed; boundary="${mixed}"`,
    '',
    `--${mixed}`,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    ...alternative,
    `--${mixed}`,
    'Content-Type: application/ics; name="invite.ics"',
    'Content-Disposition: attachment; filename="invite.ics"',
    'Content-Transfer-Encoding: 8bit',
    '',
    crlf(mail.calendar.content),
    `--${mixed}--`,
    '',
  ].join('\r\n')
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
