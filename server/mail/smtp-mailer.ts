import nodemailer, { type Transporter } from 'nodemailer'
import { fromAddress, type Mailer, type OutgoingMail } from './mailer'

export class SmtpMailer implements Mailer {
  readonly #transport: Transporter

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.#transport = nodemailer.createTransport(smtpUrl)
  }

  async send(mail: OutgoingMail): Promise<void> {
    const files = (mail.attachments ?? []).map((file) => ({ filename: file.filename, content: Buffer.from(file.content), contentType: file.contentType }))
    const invite = mail.calendar ? [{ filename: 'invite.ics', content: mail.calendar.content, contentType: 'application/ics' }] : []
    await this.#transport.sendMail({
      from: mail.fromName ? { name: mail.fromName, address: fromAddress(this.from) } : this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.calendar ? { icalEvent: { method: mail.calendar.method, content: mail.calendar.content } } : {}),
      ...(invite.length + files.length > 0 ? { attachments: [...invite, ...files] } : {}),
    })
  }

  async close(): Promise<void> {
    this.#transport.close()
  }
}
