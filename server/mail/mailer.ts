export interface OutgoingMail {
  to: string
  subject: string
  text: string
  /** The same mail as HTML: sent beside the text as multipart/alternative. */
  html?: string
  /** Where a reply goes (a candidate message: its sender), when not to the From address. */
  replyTo?: string
  /** The name the From address shows (`Acme via Staffdesk`) in place of the configured one; the address stays the configured one. */
  fromName?: string
  /** The one link the mail exists for (set-password); the file mailer logs it. */
  link?: string
  /**
   * An iCalendar invitation (contract 16): sent as a `text/calendar; method=…` alternative, which
   * calendar clients act on, and as an `invite.ics` attachment for the others.
   */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string }
  /** Files sent with the mail, after its text (a signed offer letter as PDF). */
  attachments?: MailAttachment[]
}

export interface MailAttachment {
  filename: string
  contentType: string
  content: Uint8Array
}

/** How mail leaves the server: SMTP when SMTP_URL is set, otherwise files in DATA_DIR/mail/. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  close?(): Promise<void>
}

/** The address of a From setting such as `Staffdesk <no-reply@staffdesk.test>`. */
export function fromAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim()
}
