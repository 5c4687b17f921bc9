import { z } from 'zod'
import { databaseId } from './list-query'

/**
 * The company's approval chain for requisitions (contract section 9): ordered steps, each
 * completed by `required` approvals of different people who match its approver, and the SLA
 * after which a waiting step is overdue. A requisition keeps the chain it was submitted with.
 */

export const APPROVAL_CHAIN_LIMITS = { steps: 10, required: 5, slaDays: 30 } as const

export const APPROVER_TYPES = ['any', 'role', 'user'] as const
export type ApproverType = (typeof APPROVER_TYPES)[number]

const entityId = (what: string) => databaseId(`Choose a ${what}`)

export const approverInputSchema = z.discriminatedUnion(
  'type',
  [z.object({ type: z.literal('any') }), z.object({ type: z.literal('role'), role_id: entityId('role') }), z.object({ type: z.literal('user'), user_id: entityId('user') })],
  { error: 'Choose who approves: anyone who may approve, a role or a user' },
)

export const stepInputSchema = z.object({
  approver: approverInputSchema,
  required: z
    .number({ error: 'Use a whole number of approvals' })
    .int('Use a whole number of approvals')
    .min(1, 'At least 1 approval')
    .max(APPROVAL_CHAIN_LIMITS.required, `At most ${APPROVAL_CHAIN_LIMITS.required} approvals`)
    .default(1),
})

const slaDays = z
  .number({ error: 'Use a whole number of days' })
  .int('Use a whole number of days')
  .min(1, 'At least 1 day')
  .max(APPROVAL_CHAIN_LIMITS.slaDays, `At most ${APPROVAL_CHAIN_LIMITS.slaDays} days`)

const chainFields = {
  steps: z
    .array(stepInputSchema, { error: 'Send the steps as a list' })
    .min(1, 'Add at least 1 step')
    .max(APPROVAL_CHAIN_LIMITS.steps, `Use at most ${APPROVAL_CHAIN_LIMITS.steps} steps`),
  sla_days: slaDays,
}

function refuseManyApprovalsOfOnePerson(chain: { steps: StepInput[] }, context: z.RefinementCtx) {
  chain.steps.forEach((step, index) => {
    if (step.approver.type === 'user' && step.required > 1) {
      context.addIssue({ code: 'custom', path: ['steps', index, 'required'], message: 'A step of one named person needs 1 approval' })
    }
  })
}

/** PUT `settings/approval-chain`. */
export const approvalChainInputSchema = z.object(chainFields).superRefine(refuseManyApprovalsOfOnePerson)

/**
 * PUT `settings/offer-approval-chain` (contract section 17): section 9's chain plus
 * `only_out_of_range`: when true, an offer whose salary lies inside its requisition's band
 * needs no approval.
 */
export const offerApprovalChainInputSchema = z
  .object({ ...chainFields, only_out_of_range: z.boolean({ error: 'Answer yes or no' }).default(false) })
  .superRefine(refuseManyApprovalsOfOnePerson)

export type ApproverInput = z.output<typeof approverInputSchema>
export type StepInput = z.output<typeof stepInputSchema>
export type ApprovalChainInput = z.input<typeof approvalChainInputSchema>
/** The chain as stored, and as a requisition's snapshot keeps it. */
export type ApprovalChainDefinition = z.output<typeof approvalChainInputSchema>

export type OfferApprovalChainInput = z.input<typeof offerApprovalChainInputSchema>
export type OfferApprovalChainDefinition = z.output<typeof offerApprovalChainInputSchema>

/** The chain of a company that has not set one: one step anyone who may approve completes, 3 days. */
export const DEFAULT_APPROVAL_CHAIN: ApprovalChainDefinition = { steps: [{ approver: { type: 'any' }, required: 1 }], sla_days: 3 }

/**
 * An approver as the API answers it: the input's shape plus `name` (extension of contract 9), the
 * role's or user's name, so a page shows "Finance" without reading the roles list; null once
 * the role or user is gone (nobody matches such a step until the chain is changed).
 */
export const approverSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('any') }),
  z.object({ type: z.literal('role'), role_id: z.number().int(), name: z.string().nullable() }),
  z.object({ type: z.literal('user'), user_id: z.number().int(), name: z.string().nullable() }),
])

export const stepSchema = z.object({ approver: approverSchema, required: z.number().int() })

/** GET and PUT `settings/approval-chain`. */
export const approvalChainSchema = z.object({ steps: z.array(stepSchema), sla_days: z.number().int() })

/** GET and PUT `settings/offer-approval-chain`. */
export const offerApprovalChainSchema = approvalChainSchema.extend({ only_out_of_range: z.boolean() })

/** The offer chain of a company that has not set one: the default chain, for every offer. */
export const DEFAULT_OFFER_APPROVAL_CHAIN: OfferApprovalChainDefinition = { ...DEFAULT_APPROVAL_CHAIN, only_out_of_range: false }

const approvalPerson = z.object({ id: z.number().int(), name: z.string() })
const approvalEntries = z.array(z.object({ user: z.object({ id: z.number().int().nullable(), name: z.string() }), at: z.string() }))

/**
 * A record's approval as the API answers it (contract section 10's `approval`, which offers share
 * in section 17): the current step and what it still needs.
 */
export const approvalStateSchema = z.object({
  /** The current step, 1-based. */
  step: z.number().int(),
  steps: z.number().int(),
  /** Approvals the current step needs. */
  required: z.number().int(),
  /** The current step's approvals (of this round: a restart voids earlier ones). */
  approvals: approvalEntries,
  /** The eligible approvers still to act on the current step (none unless waiting). */
  approvers: z.array(approvalPerson),
  /** When the current step started waiting, and when it becomes overdue (ISO 8601). */
  started_at: z.string(),
  due_at: z.string(),
  overdue: z.boolean(),
  /**
   * Extension of contract 10: the chain the record was submitted with, each step with its
   * approver (named) and the approvals it got in this round, for the page's stepper.
   */
  chain: z.array(stepSchema.extend({ approvals: approvalEntries })),
})

export type ApprovalState = z.infer<typeof approvalStateSchema>

export type Approver = z.infer<typeof approverSchema>
export type Step = z.infer<typeof stepSchema>
export type ApprovalChain = z.infer<typeof approvalChainSchema>

/** "Anyone who may approve", "Finance" (a role), "Dana Reyes" (a user). */
export function approverLabel(approver: Approver): string {
  if (approver.type === 'any') return 'Anyone who may approve'
  return approver.name ?? (approver.type === 'role' ? 'A deleted role' : 'A deleted user')
}
