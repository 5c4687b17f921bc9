import { DEFAULT_APPROVAL_CHAIN, type ApprovalChainDefinition } from '@common/approval-chain'
import { eq } from 'drizzle-orm'
import { CompanyScope } from '../../db/company-scope'
import { approvalChains } from '../../db/schema/requisitions'
import { loadDirectory } from './directory'

/** The company's chain as stored, or the default one. */
export async function readChainDefinition(scope: CompanyScope): Promise<ApprovalChainDefinition> {
  const [chain] = await scope.db
    .select({ steps: approvalChains.steps, slaDays: approvalChains.slaDays })
    .from(approvalChains)
    .where(scope.where(approvalChains, eq(approvalChains.subject, 'requisition')))
  return chain ? { steps: chain.steps, sla_days: chain.slaDays } : DEFAULT_APPROVAL_CHAIN
}

export async function saveChainDefinition(scope: CompanyScope, chain: ApprovalChainDefinition, now: Date): Promise<void> {
  await scope.db
    .insert(approvalChains)
    .values({
      companyId: scope.companyId,
      steps: chain.steps,
      slaDays: chain.sla_days,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [approvalChains.companyId, approvalChains.subject],
      set: { steps: chain.steps, slaDays: chain.sla_days, updatedAt: now },
    })
}

/** The company user named as hiring manager exists and is active. */
export async function isActiveUser(scope: CompanyScope, userId: number): Promise<boolean> {
  const person = (await loadDirectory(scope)).people.get(userId)
  return person?.active ?? false
}

/** For the approval chain's PUT: which of these role and user ids are not the company's. */
export async function unknownApproverIds(scope: CompanyScope, chain: ApprovalChainDefinition): Promise<number[]> {
  const directory = await loadDirectory(scope)
  return chain.steps.flatMap((step, index) =>
    (step.approver.type === 'role' && !directory.roles.has(step.approver.role_id)) || (step.approver.type === 'user' && !directory.people.has(step.approver.user_id))
      ? [index]
      : [],
  )
}
