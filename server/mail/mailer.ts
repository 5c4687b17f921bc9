export interface OutgoingMail {
  to: string
  subject: string
  text: string
  /** The one link the mail exists for (set-password); the file mailer logs it. */
  link?: string
}

/** How mail leaves the server: SMTP when SMTP_URL is set, otherwise files in DATA_DIR/mail/. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  close?(): Promise<void>
}
