import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Session } from '@common/session'
import { hasAnyPermission, type Permission } from '@common/permissions'
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
  })

/**
 * The signed-in session inside the content and subscription layouts. Their guards load it;
 * components only read the cache, so a cleared cache (logout) never triggers a GET `user`.
 */
export function useSession(): Session | undefined {
  return useQuery({ ...currentUserQueryOptions(), enabled: false }).data
}

/** Spec section 6 for the signed-in user: owner, empty list, or any one listed permission. */
export function useCan(required?: readonly Permission[] | null): boolean {
  const session = useSession()
  if (!session) return false
  return hasAnyPermission({ is_owner: session.user.is_owner, permissions: session.permissions }, required)
}
