import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/page/Page'
import { menuPage, menuPageHead, requirePermission } from '@/features/session/page-access'

const page = menuPage('/jobs/create/')

export const Route = createFileRoute('/_content/jobs/create')({
  beforeLoad: ({ context }) => requirePermission(context.session, page.permissions),
  head: menuPageHead(page),
  component: () => <Page title={page.title} />,
})
