import { eq, inArray } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import type { ActivityChanges } from '../../db/schema/activity-log'
import { companies } from '../../db/schema/companies'
import { users } from '../../db/schema/users'
import type { AppDeps } from '../../http/context'
import { mailTask } from '../../platform/tasks/mail'

/**
 * The offers' own mails (contract 17), each queued in the transaction that makes the change it
 * tells about, so a refused or rolled-back change mails no one: the candidate's news of a
 * withdrawal or an expiry, and the staff's (approvers, the creator) of what happened to an offer.
 */
export type Mailing = Pick<AppDeps, 'tasks' | 'publicUrl'>

export const offerPageLink = (deps: Mailing, id: number) => `${deps.publicUrl}/offers/view/?id=${id}`

export async function companyNameOf(scope: CompanyScope): Promise<string> {
  const [company] = await scope.db.select({ name: companies.name }).from(companies).where(eq(companies.id, scope.companyId))
  return company?.name ?? ''
}

/** A plain mail to the candidate on the company's behalf. */
export async function mailCandidate(tx: CompanyScope, deps: Mailing, to: string, mail: { subject: string; lines: string[] }): Promise<void> {
  const company = await companyNameOf(tx)
  const text = `${mail.lines.join('\n')}\n\n--\nSent by ${company} through Staffdesk.\n`
  await deps.tasks.enqueue(tx.db, mailTask, { to, subject: mail.subject, text, fromName: `${company} via Staffdesk` })
}

/** A mail to staff about an offer, with the link to its page; users without an active account are left out. */
export async function mailStaff(tx: CompanyScope, deps: Mailing, userIds: readonly (number | null)[], offerId: number, mail: { subject: string; lines: string[] }): Promise<void> {
  const ids = [...new Set(userIds.flatMap((id) => (id === null ? [] : [id])))]
  if (ids.length === 0) return
  const people = await tx.db
    .select({ name: users.name, email: users.email, active: users.active })
    .from(users)
    .where(tx.where(users, inArray(users.id, ids)))
  const link = offerPageLink(deps, offerId)
  for (const person of people) {
    if (!person.active) continue
    const text = [`Hello ${person.name},`, '', ...mail.lines, '', link].join('\n')
    await deps.tasks.enqueue(tx.db, mailTask, { to: person.email, subject: mail.subject, text, link })
  }
}

/** The mail that tells the approvers of the offer's current step it waits for them, with what changed when an edit restarted the chain. */
export async function mailWaitingApprovers(
  tx: CompanyScope,
  deps: Mailing,
  offer: { id: number; jobTitle: string; candidate: string; step: number | null; steps: number; dueAt: Date | null },
  approverIds: readonly number[],
  changes?: ActivityChanges,
): Promise<void> {
  const changed = Object.entries(changes ?? {}).map(([field, [before, after]]) => `  ${field}: ${String(before ?? '-')} → ${String(after ?? '-')}`)
  await mailStaff(tx, deps, approverIds, offer.id, {
    subject: `Approval needed: offer to ${offer.candidate} for ${offer.jobTitle}`,
    lines: [
      `The offer to ${offer.candidate} for ${offer.jobTitle} waits for your approval (step ${offer.step ?? 1} of ${offer.steps}).`,
      ...(changed.length > 0 ? ['', 'It was edited and needs approval again. What changed (before → after):', ...changed] : []),
      ...(offer.dueAt ? ['', `Please decide by ${offer.dueAt.toISOString().slice(0, 10)}.`] : []),
    ],
  })
}
