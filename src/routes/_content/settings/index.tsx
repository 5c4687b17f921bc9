import { createFileRoute } from '@tanstack/react-router'
import { settingsQueryOptions } from '@/features/settings/api/settings'
import { SettingsPage } from '@/features/settings/components/SettingsPage'
import { subscriptionOverviewQueryOptions } from '@/platform/subscription/api/subscription'
import { menuPage, menuPageHead, requirePermission } from '@/platform/session/page-access'

const page = menuPage('/settings/')

export const Route = createFileRoute('/_content/settings/')({
  beforeLoad: ({ context }) => requirePermission(context.session, page.permissions),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(settingsQueryOptions())
    void context.queryClient.prefetchQuery(subscriptionOverviewQueryOptions())
  },
  head: menuPageHead(page),
  component: () => <SettingsPage title={page.title} />,
})
