import nodemailer, { type Transporter } from 'nodemailer'
import type { Mailer, OutgoingMail } from './mailer'

export class SmtpMailer implements Mailer {
  readonly #transport: Transporter

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.#transport = nodemailer.createTransport(smtpUrl)
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.#transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text })
  }

  async close(): Promise<void> {
    this.#transport.close()
  }
}
