import { DEFAULT_APPROVAL_CHAIN, DEFAULT_OFFER_APPROVAL_CHAIN, type ApprovalChain, type ApprovalChainDefinition, type OfferApprovalChainDefinition } from '@common/approval-chain'
import { eq } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { approvalChains } from '../../db/schema/requisitions'
import { loadDirectory, namedApprover, type Directory } from './directory'
import type { ApprovalKind } from './subject'

/** The chain of each kind as stored: the offers' says whether an offer inside its band skips approval. */
export interface ChainDefinitions {
  requisition: ApprovalChainDefinition
  offer: OfferApprovalChainDefinition
}

const DEFAULTS: ChainDefinitions = { requisition: DEFAULT_APPROVAL_CHAIN, offer: DEFAULT_OFFER_APPROVAL_CHAIN }

/** The company's chain of a kind as stored, or the default one. */
export async function readChainDefinition<Kind extends ApprovalKind>(scope: CompanyScope, kind: Kind): Promise<ChainDefinitions[Kind]> {
  const [chain] = await scope.db
    .select({ steps: approvalChains.steps, slaDays: approvalChains.slaDays, onlyOutOfRange: approvalChains.onlyOutOfRange })
    .from(approvalChains)
    .where(scope.where(approvalChains, eq(approvalChains.subject, kind)))
  if (!chain) return DEFAULTS[kind]
  const stored = { steps: chain.steps, sla_days: chain.slaDays }
  return (kind === 'offer' ? { ...stored, only_out_of_range: chain.onlyOutOfRange } : stored) as ChainDefinitions[Kind]
}

export async function saveChainDefinition<Kind extends ApprovalKind>(scope: CompanyScope, kind: Kind, chain: ChainDefinitions[Kind], now: Date): Promise<void> {
  const onlyOutOfRange = 'only_out_of_range' in chain ? chain.only_out_of_range : false
  const values = { steps: chain.steps, slaDays: chain.sla_days, onlyOutOfRange, updatedAt: now }
  await scope.db
    .insert(approvalChains)
    .values({ companyId: scope.companyId, subject: kind, ...values })
    .onConflictDoUpdate({ target: [approvalChains.companyId, approvalChains.subject], set: values })
}

/** For a chain's PUT: the indexes of the steps whose role or user is not the company's. */
export function unknownApproverSteps(directory: Directory, chain: ApprovalChainDefinition): number[] {
  return chain.steps.flatMap((step, index) =>
    (step.approver.type === 'role' && !directory.roles.has(step.approver.role_id)) || (step.approver.type === 'user' && !directory.people.has(step.approver.user_id))
      ? [index]
      : [],
  )
}

/** A chain as the API answers it: each approver named. */
export async function namedChain<Chain extends ApprovalChainDefinition>(scope: CompanyScope, chain: Chain): Promise<Omit<Chain, 'steps'> & ApprovalChain> {
  const directory = await loadDirectory(scope)
  return { ...chain, steps: chain.steps.map((step) => ({ approver: namedApprover(directory, step.approver), required: step.required })) }
}
