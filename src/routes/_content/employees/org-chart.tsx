import { createFileRoute } from '@tanstack/react-router'
import { orgChartQueryOptions } from '@/features/employees/api/employees'
import { OrgChartPage } from '@/features/employees/components/OrgChartPage'
import { menuPageHead, requirePermission, routePage } from '@/platform/session/page-access'

const page = routePage('/employees/org-chart/')

export const Route = createFileRoute('/_content/employees/org-chart')({
  beforeLoad: ({ context }) => requirePermission(context.session, page.permissions),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(orgChartQueryOptions())
  },
  head: menuPageHead(page),
  component: () => <OrgChartPage title={page.title} />,
})
