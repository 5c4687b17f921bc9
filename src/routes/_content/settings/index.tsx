import { createFileRoute } from '@tanstack/react-router'
import { emailTemplatesQueryOptions } from '@/features/messages/api/email-templates'
import { EmailTemplatesSection } from '@/features/messages/components/EmailTemplatesSection'
import { settingsQueryOptions } from '@/features/settings/api/settings'
import { SettingsPage } from '@/features/settings/components/SettingsPage'
import { subscriptionOverviewQueryOptions } from '@/platform/subscription/api/subscription'
import { staffRoute } from '@/lib/route-guards'
import { prefetchPage } from '@/lib/route-loaders'

export const Route = createFileRoute('/_content/settings/')({
  ...staffRoute('/settings/'),
  loader: prefetchPage(() => [settingsQueryOptions(), subscriptionOverviewQueryOptions(), emailTemplatesQueryOptions()]),
  component: () => <SettingsPage emailTemplates={<EmailTemplatesSection />} />,
})
