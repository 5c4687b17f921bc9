import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router'
import { render as testingLibraryRender, type RenderResult } from '@testing-library/react'
import type { ReactNode } from 'react'

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
}

/** Renders inside MantineProvider and a fresh QueryClient (mantine.dev/guides/vitest). */
export function render(ui: ReactNode, queryClient: QueryClient = createTestQueryClient()): RenderResult {
  return testingLibraryRender(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MantineProvider>,
  )
}

/**
 * Renders a component that uses router hooks or `<Link>`: it becomes the only page of a
 * memory-history router. The promise settles once the router has loaded; find elements with
 * `findBy…` since the first paint happens after that.
 */
export async function renderWithRouter(
  ui: ReactNode,
  { path = '/', queryClient = createTestQueryClient() }: { path?: string; queryClient?: QueryClient } = {},
): Promise<RenderResult & { router: AnyRouter }> {
  const rootRoute = createRootRoute({ component: () => ui })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
    trailingSlash: 'always',
  })
  const result = render(<RouterProvider router={router} />, queryClient)
  await router.load()
  return { ...result, router }
}
