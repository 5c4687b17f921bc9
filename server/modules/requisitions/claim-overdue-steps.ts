import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { CompanyScope } from '../../db/company-scope'
import { requisitions } from '../../db/schema/requisitions'
import { recordActivity } from '../../platform/activity/activity-log'
import type { RequisitionNotice } from './notices'
import { SUBJECT, requisitionColumns, loadContext, approversOf, toRequisition } from './requisition-record'

/**
 * Claims every overdue step not yet reminded, across companies, with one UPDATE … RETURNING: two
 * processes sweeping at once never claim the same step, so each step is reminded once. Answers
 * the reminders to send, each step's history noting it.
 */
export async function claimOverdueSteps(db: Database, now: Date): Promise<RequisitionNotice[]> {
  const claimed = await db
    .update(requisitions)
    .set({ stepReminded: true })
    .where(and(eq(requisitions.status, 'pending'), eq(requisitions.stepReminded, false), sql`${requisitions.stepDueAt} <= ${now.toISOString()}`))
    .returning({ companyId: requisitions.companyId, ...requisitionColumns })
  const notices: RequisitionNotice[] = []
  for (const companyId of new Set(claimed.map((row) => row.companyId))) {
    const scope = new CompanyScope(db, companyId)
    const rows = claimed.filter((row) => row.companyId === companyId)
    const context = await loadContext(scope, rows, now)
    for (const row of rows) {
      await recordActivity(
        scope,
        {
          subjectType: SUBJECT,
          subjectId: row.id,
          action: 'reminded',
          actor: null,
          details: { step: row.step },
        },
        now,
      )
      const to = approversOf(row, context)
      if (to.length > 0)
        notices.push({
          kind: 'overdue',
          requisition: toRequisition(row, context),
          to,
        })
    }
  }
  return notices
}
