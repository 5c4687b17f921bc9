import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRouter, RouterProvider, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AccessDenied } from '@/components/errors/AccessDenied'
import { AccessDeniedError } from '@/components/errors/access-denied-error'
import { ErrorPage } from '@/components/errors/ErrorPage'
import { PageLoader } from '@/components/feedback/PageLoader'
import { ThemeProvider } from '@/components/theme/ThemeProvider'
import { getToken } from '@/lib/cookies'
import { isNormalizedError } from '@/lib/errors'
import { retryOnceUnlessRefused } from '@/lib/query-retry'
import { routeTree } from './routeTree.gen'

/**
 * A 401 while holding a token ends the session (leaveWhenSignedOut). The session code loads
 * only then, so the public pages' first script carries none of it.
 */
const signedOut = (error: unknown) => {
  if (!isNormalizedError(error) || error.status !== 401 || !getToken()) return
  void import('@/platform/session/api/logout').then(({ leaveWhenSignedOut }) => leaveWhenSignedOut(error, queryClient, router))
}
const queryClient: QueryClient = new QueryClient({
  defaultOptions: { queries: { retry: retryOnceUnlessRefused, refetchOnWindowFocus: false } },
  queryCache: new QueryCache({
    onError: (error, query) => {
      // The current-user check is left to the guards (its query says so in its meta).
      if (!query.meta?.sessionCheck) signedOut(error)
    },
  }),
  mutationCache: new MutationCache({ onError: signedOut }),
})

/** A page that failed shows why in its own place, so the shell around it keeps working. */
function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  if (error instanceof AccessDeniedError) return <AccessDenied />
  return (
    <ErrorPage
      error={error}
      onRetry={() => {
        reset()
        void router.invalidate()
      }}
    />
  )
}

const router = createRouter({
  routeTree,
  context: { queryClient },
  trailingSlash: 'always',
  // Query owns caching: hovering a link starts its loader, which reads through Query.
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: () => <PageLoader />,
  defaultErrorComponent: RouteError,
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** A one-time note for the next page, e.g. "password changed" on the login page. */
    notice?: string
    /** Home greets by the company's name: the user has just set their password (an invitation taken up, or a reset). */
    joined?: boolean
  }
}

const root = document.getElementById('root')
if (!root) throw new Error('The #root element is missing from index.html')

const reactRoot = createRoot(root, {
  // A refused page is an expected outcome shown as "Access denied", not a fault worth logging.
  onCaughtError: (error) => {
    if (!(error instanceof AccessDeniedError)) console.error(error)
  },
})

/**
 * Rendered as a transition, which React splits into short tasks: on a phone's CPU the sign-in
 * page's render was one task of a few hundred milliseconds in which the page could not answer a
 * tap (Lighthouse's Total Blocking Time on /login/). Signed out, the router first resolves the
 * page (its code, which the static export preloads, and guards that need no call), so that render
 * is the page's only one; signed in, React renders at once, so the layout's "Loading" shows while
 * the current user is fetched.
 */
const resolved = getToken() ? Promise.resolve() : router.load().catch(console.error)
void resolved.then(() =>
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <ThemeProvider>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ThemeProvider>
      </StrictMode>,
    ),
  ),
)
