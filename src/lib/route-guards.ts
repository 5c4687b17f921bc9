import type { QueryClient } from '@tanstack/react-query'
import type { Session } from '@common/session'
import { AccessDeniedError } from '@/components/errors/access-denied-error'
import { pageHead } from '@/components/page/page-head'
import { getToken } from './cookies'
import { listSearchInput, type ListSearch } from './list-search'
import { recordSearch } from './record-search'

/**
 * The route files' side of the session and page guards (src/platform/session/guards.ts and
 * page-access.ts). A route's `beforeLoad` and `head` ship in the entry script, which every page
 * loads, the sign-in page first; these load the guards, the menu and the permission tables on
 * first use instead, so only signed-in pages ever fetch them.
 */
const sessionGuards = () => import('@/platform/session/guards')
const pageAccess = () => import('@/platform/session/page-access')

/** Signed in or sent to /login/ (the subscription layout). */
export async function requireSession(queryClient: QueryClient): Promise<Session> {
  return (await sessionGuards()).requireSession(queryClient)
}

/** Signed in with an active subscription (the content layout). */
export async function requireActiveSubscription(queryClient: QueryClient): Promise<Session> {
  return (await sessionGuards()).requireActiveSubscription(queryClient)
}

/** The authentication layout: without a token cookie there is nothing to check or to load. */
export async function redirectSignedIn(queryClient: QueryClient): Promise<void> {
  if (!getToken()) return
  await (await sessionGuards()).redirectSignedIn(queryClient)
}

/** A staff page's guard, named by its path: the menu says who may open it. */
export async function requirePage(session: Session, to: string): Promise<void> {
  ;(await pageAccess()).requirePage(session, to)
}

/** A staff page's document title, from the menu; "Access denied" when its guard refused it. */
export function staffPageHead(to: string) {
  return async ({ match }: { match: { error: unknown } }) => pageHead(match.error instanceof AccessDeniedError ? 'Access denied' : (await pageAccess()).staffPage(to).title)
}

/**
 * What every staff page's route declares, from its path: its guard and its document title.
 * A route file spreads it (`...staffRoute('/settings/')`) and states only its loader and page.
 */
export function staffRoute(to: string) {
  return {
    beforeLoad: ({ context }: { context: { session: Session } }) => requirePage(context.session, to),
    head: staffPageHead(to),
  }
}

/** A record's page (`/jobs/view/?id=12`): staffRoute, and the id its loader reads as `deps.id`. */
export function recordRoute(to: string) {
  return {
    ...staffRoute(to),
    validateSearch: recordSearch,
    loaderDeps: ({ search }: { search: { id?: number } }) => ({ id: search.id }),
  }
}

/** A list's page: staffRoute, and the URL's list parameters, which its loader and page parse. */
export function listRoute<Query>(to: string) {
  return {
    ...staffRoute(to),
    validateSearch: listSearchInput<Query>(),
    loaderDeps: ({ search }: { search: ListSearch<Query> }) => search,
  }
}
