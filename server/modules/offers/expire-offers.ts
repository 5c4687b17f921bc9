import { and, eq, inArray, lt } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { CompanyScope } from '../../db/company-scope'
import { offers } from '../../db/schema/offers'
import type { AppDeps } from '../../http/context'
import type { Logger } from '../../logger'
import { mailCandidate, mailStaff } from './notices'
import { readApplications, recordOfferEvent } from './offer-record'

/** Offers one statement expires at most; the sweep repeats until a batch comes back short. */
const BATCH = 200

/** Contract 17: a sent offer expires one minute past its `expires_at`. */
export const EXPIRY_GRACE_MS = 60_000

type Sweeping = Pick<AppDeps, 'db' | 'tasks' | 'publicUrl'>

/**
 * The expiry schedule's work: sent offers one minute past their expiry become `expired` in one
 * UPDATE … RETURNING per batch across companies (claimed with SKIP LOCKED, so processes sweeping
 * at once share the work and never expire one twice), and in the same transaction each is written
 * to its history and the applicant's timeline, and its candidate and creator are mailed.
 */
export async function expireOffers(deps: Sweeping, now: Date, logger?: Pick<Logger, 'info'>): Promise<number> {
  const due = new Date(now.getTime() - EXPIRY_GRACE_MS)
  let expired = 0
  for (;;) {
    const count = await deps.db.transaction(async (tx) => {
      const claimable = tx
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.status, 'sent'), lt(offers.expiresAt, due)))
        .orderBy(offers.expiresAt, offers.id)
        .limit(BATCH)
        .for('update', { skipLocked: true })
      const rows = await tx
        .update(offers)
        .set({ status: 'expired', decidedAt: now, updatedAt: now })
        .where(and(inArray(offers.id, claimable), eq(offers.status, 'sent')))
        .returning({ id: offers.id, companyId: offers.companyId, applicationId: offers.applicationId, jobTitle: offers.jobTitle, createdById: offers.createdById })
      for (const row of rows) {
        const scope = new CompanyScope(tx as unknown as Database, row.companyId)
        const application = (await readApplications(scope, [row.applicationId])).get(row.applicationId)
        if (!application) continue
        await recordOfferEvent(scope, row, application.applicantId, { action: 'expired', text: `Offer for ${row.jobTitle} expired unanswered`, actor: null }, now)
        if (application.applicantEmail) {
          await mailCandidate(scope, deps, application.applicantEmail, {
            subject: `Your offer for ${row.jobTitle} has expired`,
            lines: [
              `Hello ${application.applicantName},`,
              '',
              `The offer for ${row.jobTitle} has expired without an answer, and its link no longer opens it.`,
              'If you are still interested, reply to talk about it.',
            ],
            keptIn: { applicationId: row.applicationId, now },
          })
        }
        await mailStaff(scope, deps, [row.createdById], row.id, {
          subject: `Offer expired: ${application.applicantName}, ${row.jobTitle}`,
          lines: [`The offer to ${application.applicantName} for ${row.jobTitle} expired without an answer.`],
        })
      }
      return rows.length
    })
    expired += count
    if (count < BATCH) break
  }
  if (expired > 0) logger?.info('offers expired', { expired })
  return expired
}
