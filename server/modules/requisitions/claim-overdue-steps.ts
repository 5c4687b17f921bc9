import type { Database } from '../../db/client'
import { CompanyScope } from '../../db/company-scope'
import { recordActivity } from '../../platform/activity/activity-log'
import { claimOverdueSteps as claim } from '../../platform/approvals'
import type { RequisitionNotice } from './notices'
import { SUBJECT, loadContext, approversOf, requisitionApprovalSubject, toRequisition } from './requisition-record'

/**
 * Claims every overdue step not yet reminded (the approval engine's claim: each step once, however
 * many processes sweep). Answers the reminders to send, each step's history noting it.
 */
export async function claimOverdueSteps(db: Database, now: Date): Promise<RequisitionNotice[]> {
  const claimed = await claim(db, requisitionApprovalSubject, now)
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
