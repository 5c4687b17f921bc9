import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { api } from '@/lib/api-client'
import { getToken, removeToken } from '@/lib/cookies'

/**
 * Deletes the token cookie at once and asks the server to revoke the token in the background:
 * the user is out immediately, and a failing or slow POST `logout` is ignored (spec section 4).
 */
function revokeToken(): void {
  const token = getToken()
  removeToken()
  if (!token) return
  api.post('logout', { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined)
}

/** Logs out without navigating; guards use it when the current-user check fails. */
export function endSession(queryClient: QueryClient): void {
  revokeToken()
  queryClient.clear()
}

/**
 * Spec section 4: logout calls the server and ignores its failure, deletes the token cookie,
 * clears the cached session and every other query, and goes to /login/.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useCallback(async () => {
    revokeToken()
    await router.navigate({ to: '/login/' })
    // Cleared after leaving, so the pages being left never render without their data.
    queryClient.clear()
  }, [queryClient, router])
}
