import type { AppDeps } from '../../http/context'
import { sendRequisitionMails } from './notices'
import { claimOverdueSteps } from './repository'

/**
 * The scheduled check of contract section 10: each step that has waited longer than the chain's
 * SLA gets one reminder mail to its approvers. Safe to run in every API process at once (the
 * claim is one UPDATE); main.ts runs it with the hourly maintenance.
 */
export async function remindOverdueApprovals(deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'background' | 'publicUrl'>): Promise<number> {
  const notices = await claimOverdueSteps(deps.db, deps.clock.now())
  sendRequisitionMails(deps, notices)
  return notices.length
}
