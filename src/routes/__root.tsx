import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet, useMatches } from '@tanstack/react-router'
import { useEffect } from 'react'
import { NotFound } from '@/components/errors/NotFound'
import { PRODUCT_NAME } from '@/components/page/page-head'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  head: () => ({ meta: [{ title: PRODUCT_NAME }] }),
  component: RootLayout,
  notFoundComponent: () => <NotFound fullPage />,
})

/**
 * The deepest route's `head` title becomes the document's. Only the title is managed: this
 * replaces the router's general HeadContent and keeps it off every page's first script.
 */
function DocumentHead() {
  const title = useMatches({
    select: (matches) => matches.findLast((candidate) => candidate.meta?.some((meta) => meta?.title))?.meta?.find((meta) => meta?.title)?.title,
  })
  useEffect(() => {
    if (title) document.title = title
  }, [title])
  return null
}

function RootLayout() {
  return (
    <>
      <DocumentHead />
      <Outlet />
    </>
  )
}
