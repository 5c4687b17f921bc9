// Mantine styles only this lazily loaded page needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/Grid.css'
import '@mantine/core/styles/Skeleton.css'
import { Alert, Button, Skeleton, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
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
  const { data: settings, isPending, isError, refetch } = useQuery(settingsQueryOptions())
  return (
    <SettingsFrame tab="/settings/">
      <Stack gap="lg" maw={1080}>
        {isPending ? (
          <Stack gap="lg" aria-busy>
            <Skeleton height={260} radius="md" aria-label="Loading the settings" />
            <Skeleton height={200} radius="md" />
          </Stack>
        ) : isError ? (
          <Alert color="red" variant="light" title="The settings could not be loaded">
            <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
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
        <SubscriptionSection />
      </Stack>
    </SettingsFrame>
  )
}
