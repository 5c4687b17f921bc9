import type { QueryClient } from '@tanstack/react-query'
import type { CreateOfferInput, Offer, UpdateOfferInput } from '@common/offers'
import { api, request } from '@/lib/api-client'
import { mutationHook } from '@/lib/mutation-hook'
import { offerKeys } from './offers'

/** The transitions that are `POST offers/{id}/<action>` (contract section 17). */
export type OfferDecision = 'submit' | 'approve' | 'reject' | 'send' | 'withdraw'

export interface OfferDecisionInput {
  id: number
  action: OfferDecision
  /** The comment of an approval or a rejection; a withdrawal's reason. */
  comment?: string
  /** The approval step the user saw; the server answers 409 when it has moved on since. */
  step?: number
}

export function createOffer(input: CreateOfferInput): Promise<Offer> {
  return request(() => api.post('offers', { json: input }).json<Offer>())
}

export function updateOffer(id: number, input: UpdateOfferInput): Promise<Offer> {
  return request(() => api.patch(`offers/${id}`, { json: input }).json<Offer>())
}

export function decideOffer({ id, action, comment, step }: OfferDecisionInput): Promise<Offer> {
  const json: { comment?: string; reason?: string; step?: number } = {}
  if (comment) json[action === 'withdraw' ? 'reason' : 'comment'] = comment
  if (step !== undefined && (action === 'approve' || action === 'reject')) json.step = step
  return request(() => api.post(`offers/${id}/${action}`, { json }).json<Offer>())
}

/**
 * After a change the offer's page shows the server's answer at once; its history and the
 * application's offers (the applicant page's section) are fetched again.
 */
function refreshAfter(queryClient: QueryClient, offer: Offer): Promise<void> {
  const detail = offerKeys.detail(offer.id)
  queryClient.setQueryData(detail, offer)
  return queryClient.invalidateQueries({
    queryKey: offerKeys.all,
    predicate: (query) => query.queryKey[1] !== detail[1] || query.queryKey[2] !== detail[2],
  })
}

export const useCreateOffer = mutationHook(createOffer, refreshAfter, offerKeys.all)

export const useUpdateOffer = mutationHook(({ id, input }: { id: number; input: UpdateOfferInput }) => updateOffer(id, input), refreshAfter, offerKeys.all)

/** Submit, approve, reject, send or withdraw. */
export const useDecideOffer = mutationHook(decideOffer, refreshAfter, offerKeys.all)

/** DELETE offers/{id}: a draft only. */
export const useDeleteOffer = mutationHook(
  async ({ id }: { id: number }) => {
    await request(() => api.delete(`offers/${id}`))
  },
  (queryClient, _, { id }) => {
    queryClient.removeQueries({ queryKey: offerKeys.detail(id), exact: true })
    return queryClient.invalidateQueries({ queryKey: offerKeys.all })
  },
  offerKeys.all,
)
