import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/page/Page'
import { menuPage, menuPageHead, requirePermission } from '@/platform/session/page-access'

const page = menuPage('/users-and-roles/')

export const Route = createFileRoute('/_content/users-and-roles/')({
  beforeLoad: ({ context }) => requirePermission(context.session, page.permissions),
  head: menuPageHead(page),
  component: () => <Page title={page.title} />,
})
