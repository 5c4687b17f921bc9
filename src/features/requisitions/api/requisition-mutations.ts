import type { QueryClient } from '@tanstack/react-query'
import type { CreateRequisitionInput, Requisition, UpdateRequisitionInput } from '@common/requisitions'
import { api, request } from '@/lib/api-client'
import { mutationHook } from '@/lib/mutation-hook'
import { requisitionKeys } from './requisitions'

/** The transitions that are `POST requisitions/{id}/<action>` (contract section 10). */
export type RequisitionDecision = 'submit' | 'approve' | 'reject' | 'hold' | 'resume' | 'cancel'

export interface DecisionInput {
  id: number
  action: RequisitionDecision
  comment?: string
  /** The approval step the user saw; the server answers 409 when it has moved on since. */
  step?: number
}

export function createRequisition(input: CreateRequisitionInput): Promise<Requisition> {
  return request(() => api.post('requisitions', { json: input }).json<Requisition>())
}

export function updateRequisition(id: number, input: UpdateRequisitionInput): Promise<Requisition> {
  return request(() => api.patch(`requisitions/${id}`, { json: input }).json<Requisition>())
}

export async function deleteRequisition(id: number): Promise<void> {
  await request(() => api.delete(`requisitions/${id}`))
}

export function decideRequisition({ id, action, comment, step }: DecisionInput): Promise<Requisition> {
  const json: { comment?: string; step?: number } = {}
  if (comment) json.comment = comment
  if (step !== undefined) json.step = step
  return request(() => api.post(`requisitions/${id}/${action}`, { json }).json<Requisition>())
}

/**
 * After a change the requisition's page shows the server's answer at once; every list, its
 * history and the menu's count are fetched again (only those on screen; the rest when shown).
 */
function refreshAfter(queryClient: QueryClient, requisition: Requisition): Promise<void> {
  const detail = requisitionKeys.detail(requisition.id)
  queryClient.setQueryData(detail, requisition)
  return queryClient.invalidateQueries({
    queryKey: requisitionKeys.all,
    predicate: (query) => query.queryKey[1] !== detail[1] || query.queryKey[2] !== detail[2],
  })
}

export const useCreateRequisition = mutationHook(createRequisition, refreshAfter)

export const useUpdateRequisition = mutationHook(({ id, input }: { id: number; input: UpdateRequisitionInput }) => updateRequisition(id, input), refreshAfter, requisitionKeys.all)

/** Submit, approve, reject, hold, resume or withdraw. */
export const useDecideRequisition = mutationHook(decideRequisition, refreshAfter, requisitionKeys.all)

export const useDeleteRequisition = mutationHook(
  ({ id }: { id: number }) => deleteRequisition(id),
  (queryClient, _, { id }) => {
    queryClient.removeQueries({ queryKey: requisitionKeys.detail(id), exact: true })
    return queryClient.invalidateQueries({ queryKey: requisitionKeys.all })
  },
  requisitionKeys.all,
)
