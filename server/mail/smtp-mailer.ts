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
    await this.#transport.sendMail({
      from: mail.fromName ? { name: mail.fromName, address: fromAddress(this.from) } : this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.calendar
        ? {
            icalEvent: { method: mail.calendar.method, content: mail.calendar.content },
            attachments: [{ filename: 'invite.ics', content: mail.calendar.content, contentType: 'application/ics' }],
          }
        : {}),
    })
  }

  async close(): Promise<void> {
    this.#transport.close()
  }
}
