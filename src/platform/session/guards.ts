import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import type { Session } from '@common/session'
import { getToken } from '@/lib/cookies'
import { isLeavingPage } from '@/lib/page-leaving'
import { currentUserQueryOptions } from './api/current-user'
import { endSession } from './api/logout'

/**
 * Session guards for the pathless layouts' `beforeLoad` (spec section 4). Each reads the one
 * `currentUser` query; the router, not the HTTP client, decides where the user goes.
 */

/**
 * After a failed current-user check: logs out. A check cut short by the page being left has not
 * failed, so its error goes on as it is: the next page checks again, still signed in.
 */
async function endSessionAfter(error: unknown, queryClient: QueryClient): Promise<void> {
  if (await isLeavingPage()) throw error
  endSession(queryClient)
}

/** Signed in or sent to /login/; a failed current-user check logs out first (endSessionAfter). */
export async function requireSession(queryClient: QueryClient): Promise<Session> {
  if (!getToken()) throw redirect({ to: '/login/' })
  try {
    return await queryClient.ensureQueryData(currentUserQueryOptions())
  } catch (error) {
    await endSessionAfter(error, queryClient)
    throw redirect({ to: '/login/' })
  }
}

/** The content layout's rule: signed in, and a subscription whose status is `active`. */
export async function requireActiveSubscription(queryClient: QueryClient): Promise<Session> {
  const session = await requireSession(queryClient)
  if (session.subscription?.status !== 'active') throw redirect({ to: '/subscription/pricing/' })
  return session
}

/**
 * The authentication layout sends a signed-in user to /. Without a token cookie nothing is
 * asked of the server; a token the server refuses is dropped and the page stays.
 */
export async function redirectSignedIn(queryClient: QueryClient): Promise<void> {
  if (!getToken()) return
  let signedIn = false
  try {
    await queryClient.ensureQueryData(currentUserQueryOptions())
    signedIn = true
  } catch (error) {
    await endSessionAfter(error, queryClient)
  }
  if (signedIn) throw redirect({ to: '/' })
}
