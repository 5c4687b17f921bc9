import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { api } from '@/lib/api-client'
import { removeToken } from '@/lib/cookies'

/**
 * Spec section 4: logout calls the server and ignores its failure, clears the cached session
 * and every other query, deletes the token cookie and goes to /login/.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useCallback(async () => {
    await api.post('logout').catch(() => undefined)
    removeToken()
    queryClient.clear()
    await router.navigate({ to: '/login/' })
  }, [queryClient, router])
}
