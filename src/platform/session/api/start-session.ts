import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { Session, SessionWithToken, Subscription } from '@common/session'
import { setToken } from '@/lib/cookies'
import { currentUserQueryKey } from './current-user'

/**
 * Login and signup answer with the session plus its token: the token goes to the cookie only,
 * the rest becomes the `currentUser` query, so the guards need no second GET `user`.
 */
export function startSession(queryClient: QueryClient, { token, ...session }: SessionWithToken): Session {
  setToken(token)
  queryClient.setQueryData(currentUserQueryKey, session)
  return session
}

/** After subscribing, the cached session carries the new subscription so the content guard lets the user in. */
export function storeSubscription(queryClient: QueryClient, subscription: Subscription): void {
  queryClient.setQueryData<Session>(currentUserQueryKey, (session) => (session ? { ...session, subscription } : session))
}

/** What login and signup do with their answer: start the session, then go home (the guards take it from there). */
export function useSignIn(): (session: SessionWithToken) => Promise<void> {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(
    async (session: SessionWithToken) => {
      startSession(queryClient, session)
      await navigate({ to: '/' })
    },
    [queryClient, navigate],
  )
}
