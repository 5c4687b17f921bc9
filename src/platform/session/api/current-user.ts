import { queryOptions } from '@tanstack/react-query'
import type { Session } from '@common/session'
import { api, request } from '@/lib/api-client'

export const currentUserQueryKey = ['currentUser'] as const

export function fetchCurrentUser(): Promise<Session> {
  return request(() => api.get('user').json<Session>())
}

/**
 * The `currentUser` query feeds every guard. It never retries (a failed check logs out) and
 * stays fresh for the session: login, signup and subscribe write into it directly.
 */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: fetchCurrentUser,
    staleTime: Infinity,
    retry: false,
    // main.tsx leaves this query's failures to the guards instead of logging out on a 401.
    meta: { sessionCheck: true },
  })
