import { createFileRoute } from '@tanstack/react-router'
import { emailTemplatesQueryOptions } from '@/features/messages/api/email-templates'
import { EmailTemplatesSection } from '@/features/messages/components/EmailTemplatesSection'
import { settingsQueryOptions } from '@/features/settings/api/settings'
import { SettingsPage } from '@/features/settings/components/SettingsPage'
import { subscriptionOverviewQueryOptions } from '@/platform/subscription/api/subscription'
import { staffPage } from '@/platform/session/page-access'
import { requirePage, staffPageHead } from '@/lib/route-guards'

export const Route = createFileRoute('/_content/settings/')({
  beforeLoad: ({ context }) => requirePage(context.session, '/settings/'),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(settingsQueryOptions())
    void context.queryClient.prefetchQuery(subscriptionOverviewQueryOptions())
    void context.queryClient.prefetchQuery(emailTemplatesQueryOptions())
  },
  head: staffPageHead('/settings/'),
  component: () => <SettingsPage title={staffPage('/settings/').title} emailTemplates={<EmailTemplatesSection />} />,
})
