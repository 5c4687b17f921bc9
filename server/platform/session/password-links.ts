import type { Database } from '../../db/client'
import type { PasswordTokenPurpose } from '../../db/schema/session'
import type { AppDeps } from '../../http/context'
import { DAY_MS, HOUR_MS } from '../../lib/clock'
import { mailTask } from '../tasks/mail'
import { createPasswordToken, expireOtherPasswordTokens } from './repository'

/** A forgotten-password link is short-lived; an invitation waits a few days for its reader. */
export const PASSWORD_LINK_LIFETIME_MS: Record<PasswordTokenPurpose, number> = { reset: HOUR_MS, invite: 3 * DAY_MS }

interface Recipient {
  id: number
  name: string
  email: string
}

function compose(purpose: PasswordTokenPurpose, recipient: Recipient, link: string, companyName?: string) {
  if (purpose === 'invite') {
    const company = companyName ?? 'your company'
    return {
      subject: `You're invited to ${company} on Staffdesk`,
      text: [
        `Hello ${recipient.name},`,
        '',
        `You have been invited to join ${company} on Staffdesk. Choose your password here:`,
        '',
        link,
        '',
        'The link works once and expires in 3 days.',
      ].join('\n'),
    }
  }
  return {
    subject: 'Reset your Staffdesk password',
    text: [
      `Hello ${recipient.name},`,
      '',
      'Someone asked to reset the password of your Staffdesk account. Choose a new one here:',
      '',
      link,
      '',
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this mail: your password stays as it is.',
    ].join('\n'),
  }
}

/**
 * Creates a single-use link to /set-new-password/?token=… and enqueues its mail, both through
 * `db` (the caller's transaction when the link belongs to a change, such as a new user): the
 * request does not wait for SMTP, and the mail leaves only if the link was stored.
 */
export async function sendPasswordLink(
  deps: AppDeps,
  recipient: Recipient,
  purpose: PasswordTokenPurpose,
  companyName?: string,
  db: Database = deps.db,
): Promise<void> {
  await db.transaction(async (tx) => {
    const expiresAt = new Date(deps.clock.now().getTime() + PASSWORD_LINK_LIFETIME_MS[purpose])
    const token = await createPasswordToken(tx, { userId: recipient.id, purpose, expiresAt })
    const link = `${deps.publicUrl}/set-new-password/?token=${encodeURIComponent(token)}`
    const { subject, text } = compose(purpose, recipient, link, companyName)
    await deps.tasks.enqueue(tx, mailTask, { to: recipient.email, subject, text, link })
  })
}

/** For POST `users`: the new user chooses a password through an invitation link. */
export function sendInvitation(deps: AppDeps, user: Recipient, companyName: string, db: Database = deps.db): Promise<void> {
  return sendPasswordLink(deps, user, 'invite', companyName, db)
}

/** For POST `users/{id}/resend-invitation`: a new link, and the links sent before stop working. */
export async function resendInvitation(deps: AppDeps, user: Recipient, companyName: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await expireOtherPasswordTokens(tx, user.id, deps.clock.now())
    await sendInvitation(deps, user, companyName, tx)
  })
}
