import { createFileRoute } from '@tanstack/react-router'
import { NotFound } from '@/components/errors/NotFound'
import { pageHead } from '@/components/page/page-head'

/** Unknown careers addresses stay on the public site: no session check, a way back to careers. */
export const Route = createFileRoute('/_landing/careers/$')({
  head: () => pageHead('Page not found'),
  component: () => <NotFound backTo="/careers/" backLabel="Back to careers" />,
})
