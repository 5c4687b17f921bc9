import { createFileRoute } from '@tanstack/react-router'
import { NotFound } from '@/components/errors/NotFound'
import { pageHead } from '@/components/page/page-head'

/**
 * Any other path belongs to the content layout, so without a session it leads to /login/
 * (spec 2) and with one it says "Page not found" inside the shell.
 */
export const Route = createFileRoute('/_content/$')({
  head: () => pageHead('Page not found'),
  component: () => <NotFound />,
})
