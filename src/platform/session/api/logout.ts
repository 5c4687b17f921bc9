import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useRouter, type AnyRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { api } from '@/lib/api-client'
import { getToken, removeToken } from '@/lib/cookies'
import { isNormalizedError } from '@/lib/errors'

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

/**
 * Contract section 5: a deactivated user's tokens stop working at once. Any call the server
 * answers with 401 while the app holds a token means the session ended there (deactivated,
 * expired, signed out everywhere): the app leaves for /login/ with the server's reason instead
 * of showing a broken page. Wired to every query and mutation in main.tsx; the current-user
 * check is left to the guards, which decide for the pages outside the content layout too.
 */
export function leaveWhenSignedOut(error: unknown, queryClient: QueryClient, router: AnyRouter): void {
  if (!isNormalizedError(error) || error.status !== 401 || !getToken()) return
  removeToken()
  void router.navigate({ to: '/login/', state: { notice: error.message } }).then(() => queryClient.clear())
}
