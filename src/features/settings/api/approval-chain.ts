import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApprovalChainInput, OfferApprovalChainInput } from '@common/approval-chain'
import { api, request } from '@/lib/api-client'
import type { NormalizedError } from '@/lib/errors'
import type { AnyApprovalChain, ChainKind } from '../approval-chain-form'
import { settingsKeys } from './settings'

/** Each chain's address: the requisitions' (contract 9) and the offers' (contract 17). */
const CHAIN_PATHS = { requisition: 'settings/approval-chain', offer: 'settings/offer-approval-chain' } as const satisfies Record<ChainKind, string>

const approvalChainKey = (kind: ChainKind) => [...settingsKeys.all, CHAIN_PATHS[kind]] as const

export function fetchApprovalChain(kind: ChainKind): Promise<AnyApprovalChain> {
  return request(() => api.get(CHAIN_PATHS[kind]).json<AnyApprovalChain>())
}

export function saveApprovalChain(kind: ChainKind, chain: ApprovalChainInput | OfferApprovalChainInput): Promise<AnyApprovalChain> {
  return request(() => api.put(CHAIN_PATHS[kind], { json: chain }).json<AnyApprovalChain>())
}

/** The company's approval chain of a kind: its steps in order, the SLA in days (and the offers' only_out_of_range). */
export const approvalChainQueryOptions = (kind: ChainKind) => queryOptions({ queryKey: approvalChainKey(kind), queryFn: () => fetchApprovalChain(kind) })

export function useSaveApprovalChain(kind: ChainKind) {
  const queryClient = useQueryClient()
  return useMutation<AnyApprovalChain, NormalizedError, ApprovalChainInput | OfferApprovalChainInput>({
    mutationFn: (chain) => saveApprovalChain(kind, chain),
    onSuccess: (chain) => queryClient.setQueryData(approvalChainKey(kind), chain),
  })
}
