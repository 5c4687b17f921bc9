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
 * The deepest route's `head` title becomes the document title. Only the title is managed, so
 * this replaces the router's general HeadContent and keeps it off every page's first script.
 */
function DocumentTitle() {
  const title = useMatches({
    select: (matches) => matches.findLast((match) => match.meta?.some((meta) => meta?.title))?.meta?.find((meta) => meta?.title)?.title,
  })
  useEffect(() => {
    if (title) document.title = title
  }, [title])
  return null
}

function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  )
}
