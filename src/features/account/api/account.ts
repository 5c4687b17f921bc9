import { queryOptions } from '@tanstack/react-query'
import type { Account } from '@common/account'
import { api, request } from '@/lib/api-client'

export const accountQueryKey = ['account'] as const

export function fetchAccount(): Promise<Account> {
  return request(() => api.get('account').json<Account>())
}

/** The signed-in user's name, email and other sessions; stale at once, so each visit counts the sessions again. */
export const accountQueryOptions = () => queryOptions({ queryKey: accountQueryKey, queryFn: fetchAccount })
