// Mantine styles only this lazily loaded page needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/Grid.css'
import { Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { WithQuery } from '@/components/feedback/WithQuery'
import { settingsQueryOptions } from '../api/settings'
import { ApprovalChainSection } from './ApprovalChainSection'
import { CareersSection } from './CareersSection'
import { CompanyListsSection } from './CompanyListsSection'
import { CompanyProfileSection } from './CompanyProfileSection'
import { PipelineStagesSection } from './PipelineStagesSection'
import { RejectionReasonsSection } from './RejectionReasonsSection'
import { SettingsFrame } from './SettingsFrame'
import { SubscriptionSection } from './SubscriptionSection'
import { WorkingHoursSection } from './WorkingHoursSection'

/**
 * Settings → General: the company's profile, its lists, and its subscription, each saved on its
 * own. `emailTemplates` is the messages feature's section, composed in by the route.
 */
export function SettingsPage({ emailTemplates }: { emailTemplates?: ReactNode }) {
  const query = useQuery(settingsQueryOptions())
  return (
    <SettingsFrame tab="/settings/">
      <Stack gap="lg" maw={1080}>
        <WithQuery query={query} loadingLabel="Loading the settings" placeholders={[260, 200]} errorTitle="The settings could not be loaded">
          {(settings) => (
            <>
              <CompanyProfileSection settings={settings} />
              <CompanyListsSection settings={settings} />
              <WorkingHoursSection settings={settings} />
              <ApprovalChainSection kind="requisition" />
              <PipelineStagesSection />
              <RejectionReasonsSection settings={settings} />
              {emailTemplates}
              <CareersSection settings={settings} />
            </>
          )}
        </WithQuery>
        <SubscriptionSection />
      </Stack>
    </SettingsFrame>
  )
}
