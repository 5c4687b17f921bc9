import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApprovalChain, ApprovalChainInput } from '@common/approval-chain'
import { api, request } from '@/lib/api-client'
import type { NormalizedError } from '@/lib/errors'
import { settingsKeys } from './settings'

const approvalChainKey = [...settingsKeys.all, 'approval-chain'] as const

export function fetchApprovalChain(): Promise<ApprovalChain> {
  return request(() => api.get('settings/approval-chain').json<ApprovalChain>())
}

export function saveApprovalChain(chain: ApprovalChainInput): Promise<ApprovalChain> {
  return request(() => api.put('settings/approval-chain', { json: chain }).json<ApprovalChain>())
}

/** The company's approval chain for requisitions: its steps in order and the SLA in days. */
export const approvalChainQueryOptions = () => queryOptions({ queryKey: approvalChainKey, queryFn: fetchApprovalChain })

export function useSaveApprovalChain() {
  const queryClient = useQueryClient()
  return useMutation<ApprovalChain, NormalizedError, ApprovalChainInput>({
    mutationFn: saveApprovalChain,
    onSuccess: (chain) => queryClient.setQueryData(approvalChainKey, chain),
  })
}
