import type { AppDeps } from '../../http/context'
import { queueRequisitionMails } from './notices'
import { claimOverdueSteps } from './claim-overdue-steps'

/**
 * The scheduled check of contract section 10: each step that has waited longer than the chain's
 * SLA gets one reminder mail to its approvers. Safe to run in every API process at once (the
 * claim is one UPDATE); registered as a schedule in registerBackgroundWork (server/app.ts).
 */
export async function remindOverdueApprovals(deps: Pick<AppDeps, 'db' | 'clock' | 'tasks' | 'publicUrl'>): Promise<number> {
  const notices = await claimOverdueSteps(deps.db, deps.clock.now())
  await queueRequisitionMails(deps, notices)
  return notices.length
}
