import type { Database } from '../../db/client'
import { CompanyScope } from '../../db/company-scope'
import type { AppDeps } from '../../http/context'
import { claimOverdueSteps } from '../../platform/approvals'
import { waitingApprovers } from './act-on-offer'
import { queueOfferApprovalMails } from './notices'
import { loadContext, offerSubject, readApplications, recordOfferEvent } from './offer-record'

/**
 * Contract 17 as 10: a step waiting past its SLA reminds its approvers once. The engine claims
 * the overdue steps across companies with one UPDATE … RETURNING in this transaction, which also
 * writes the reminders to the history and queues the mails, so two processes sweeping at once
 * never remind a step twice and a claim that rolls back mails no one.
 */
export async function remindOverdueOfferApprovals(deps: Pick<AppDeps, 'db' | 'tasks' | 'publicUrl'>, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const claimed = await claimOverdueSteps(tx as unknown as Database, offerSubject, now)
    for (const { companyId, ...row } of claimed) {
      const scope = new CompanyScope(tx as unknown as Database, companyId)
      const context = await loadContext(scope, [row], now)
      const application = (await readApplications(scope, [row.applicationId])).get(row.applicationId)
      if (!application) continue
      await recordOfferEvent(
        scope,
        row,
        application.applicantId,
        { action: 'reminded', text: `Approvers of the offer for ${row.jobTitle} reminded`, actor: null, step: row.step },
        now,
      )
      await queueOfferApprovalMails(scope, deps, { id: row.id, jobTitle: row.jobTitle, candidate: application.applicantName }, waitingApprovers(row, context), {
        kind: 'overdue',
        step: row.step,
      })
    }
    return claimed.length
  })
}
