import type { Mailer, OutgoingMail } from '../mail/mailer'

/** Keeps mail in memory: tests read what would have been sent. */
export class MemoryMailer implements Mailer {
  readonly sent: OutgoingMail[] = []

  async send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail)
  }

  /** The latest mail to an address. */
  lastTo(address: string): OutgoingMail | undefined {
    return this.sent.findLast((mail) => mail.to === address.toLowerCase())
  }
}
