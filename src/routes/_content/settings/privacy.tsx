import { createFileRoute } from '@tanstack/react-router'
import { dueApplicantsQueryOptions, privacyRequestsQueryOptions } from '@/features/privacy/api/privacy'
import { PrivacySettings } from '@/features/privacy/components/PrivacySettings'
import { settingsQueryOptions } from '@/features/settings/api/settings'
import { SettingsFrame } from '@/features/settings/components/SettingsFrame'
import { staffRoute } from '@/lib/route-guards'
import { prefetchPage } from '@/lib/route-loaders'

export const Route = createFileRoute('/_content/settings/privacy')({
  ...staffRoute('/settings/privacy/'),
  loader: prefetchPage(() => [settingsQueryOptions(), dueApplicantsQueryOptions(), privacyRequestsQueryOptions()]),
  component: () => (
    <SettingsFrame tab="/settings/privacy/">
      <PrivacySettings />
    </SettingsFrame>
  ),
})
