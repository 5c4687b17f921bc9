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

interface HeadTags {
  title?: string
  description?: string
  canonical?: string
  jsonLd: string[]
}

/**
 * The deepest route's `head` becomes the document's: its title, and where it gives them (the
 * public careers pages) its meta description, canonical link and JSON-LD scripts; leaving such a
 * page puts index.html's description back and takes its tags away. Only these are managed, so
 * this replaces the router's general HeadContent and keeps it off every page's first script.
 */
function DocumentHead() {
  const tags = useMatches({
    select: (matches): string => {
      const match = matches.findLast((candidate) => candidate.meta?.some((meta) => meta?.title))
      const head: HeadTags = {
        title: match?.meta?.find((meta) => meta?.title)?.title,
        description: match?.meta?.find((meta) => meta?.name === 'description')?.content,
        canonical: match?.links?.find((link) => link?.rel === 'canonical')?.href,
        jsonLd: (match?.headScripts ?? []).flatMap((script) => (script?.type === 'application/ld+json' && typeof script.children === 'string' ? [script.children] : [])),
      }
      return JSON.stringify(head)
    },
  })
  useEffect(() => {
    const head = JSON.parse(tags) as HeadTags
    if (head.title) document.title = head.title
    const description = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    const defaultDescription = description?.content
    if (description && head.description) description.content = head.description
    const added = [
      ...(head.canonical ? [Object.assign(document.createElement('link'), { rel: 'canonical', href: head.canonical })] : []),
      ...head.jsonLd.map((json) => Object.assign(document.createElement('script'), { type: 'application/ld+json', text: json })),
    ]
    // The product's own server sends a careers page with these tags already: the page's own replace them.
    if (added.length > 0) for (const sent of document.head.querySelectorAll('link[rel="canonical"], script[type="application/ld+json"]')) sent.remove()
    document.head.append(...added)
    return () => {
      for (const element of added) element.remove()
      if (description && defaultDescription !== undefined) description.content = defaultDescription
    }
  }, [tags])
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
