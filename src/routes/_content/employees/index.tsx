import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/page/Page'
import { menuPage, menuPageHead, requirePermission } from '@/platform/session/page-access'

const page = menuPage('/employees/')

export const Route = createFileRoute('/_content/employees/')({
  beforeLoad: ({ context }) => requirePermission(context.session, page.permissions),
  head: menuPageHead(page),
  component: () => <Page title={page.title} />,
})
