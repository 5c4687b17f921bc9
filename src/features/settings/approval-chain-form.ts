import {
  approvalChainInputSchema,
  offerApprovalChainInputSchema,
  type ApprovalChain,
  type ApprovalChainInput,
  type Approver,
  type OfferApprovalChainInput,
} from '@common/approval-chain'
import { isNormalizedError, type NormalizedError } from '@/lib/errors'

/** The chains Settings edits with one form: the requisitions' (contract 9) and the offers' (contract 17). */
export type ChainKind = 'requisition' | 'offer'

/** A chain as the API answers it; the offers' also says whether an offer inside its band skips approval. */
export type AnyApprovalChain = ApprovalChain & { only_out_of_range?: boolean }

/**
 * The Approval chain form's values. A step's approver is one select's value: `any`, `role:<id>`
 * or `user:<id>`; an empty number input holds ''. `only_out_of_range` is the offers' checkbox.
 */
export interface ChainFormValues {
  steps: { key: string; approver: string; required: number | string }[]
  sla_days: number | string
  only_out_of_range: boolean
}

let keys = 0
/** A step's identity in the list while it is moved around (React's key). */
export const newStepKey = () => `step-${++keys}`

export function approverValue(approver: Approver | ApprovalChainInput['steps'][number]['approver']): string {
  if (approver.type === 'role') return `role:${approver.role_id}`
  if (approver.type === 'user') return `user:${approver.user_id}`
  return 'any'
}

export function chainFormValues(chain: AnyApprovalChain): ChainFormValues {
  return {
    steps: chain.steps.map((step) => ({ key: newStepKey(), approver: approverValue(step.approver), required: step.required })),
    sla_days: chain.sla_days,
    only_out_of_range: chain.only_out_of_range ?? false,
  }
}

function approverInput(value: string): ApprovalChainInput['steps'][number]['approver'] {
  const [type, id] = value.split(':')
  if (type === 'role') return { type: 'role', role_id: Number(id) }
  if (type === 'user') return { type: 'user', user_id: Number(id) }
  return { type: 'any' }
}

/** The values as PUT settings/approval-chain (or settings/offer-approval-chain, with `only_out_of_range`) takes them. */
export function chainFormInput(values: ChainFormValues, kind: ChainKind): ApprovalChainInput | OfferApprovalChainInput {
  const chain = {
    steps: values.steps.map((step) => ({ approver: approverInput(step.approver), required: step.required === '' ? Number.NaN : Number(step.required) })),
    sla_days: values.sla_days === '' ? Number.NaN : Number(values.sla_days),
  }
  return kind === 'offer' ? { ...chain, only_out_of_range: values.only_out_of_range } : chain
}

/**
 * An error's field as the form names it: the approver's parts (`steps.0.approver.role_id`)
 * belong to the step's one approver select.
 */
export function chainErrorField(path: readonly PropertyKey[]): string {
  const [first, index, field] = path
  if (first === 'steps' && typeof index === 'number' && field !== undefined) return `steps.${index}.${String(field)}`
  if (first === 'steps' && typeof index === 'number') return `steps.${index}.approver`
  return String(first)
}

const INPUT_SCHEMAS = { requisition: approvalChainInputSchema, offer: offerApprovalChainInputSchema } as const

/** The errors the server would answer with, by the shared schema. */
export function chainFormErrors(values: ChainFormValues, kind: ChainKind): Record<string, string> {
  const parsed = INPUT_SCHEMAS[kind].safeParse(chainFormInput(values, kind))
  const errors: Record<string, string> = {}
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[chainErrorField(issue.path)] ??= issue.message
  }
  return errors
}

/** A 422 from the server with its fields named as the form names them. */
export function chainServerFailure(failure: unknown): unknown {
  if (!isNormalizedError(failure) || typeof failure.data !== 'object' || failure.data === null) return failure
  const data = failure.data as { errors?: Record<string, string[]> }
  if (!data.errors) return failure
  const errors: Record<string, string[]> = {}
  for (const [field, messages] of Object.entries(data.errors)) {
    const path = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))
    errors[chainErrorField(path)] = messages
  }
  return { ...failure, data: { ...data, errors } } satisfies NormalizedError
}
