// Mantine styles only this lazily loaded page needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/Skeleton.css'
import { Alert, Button, Skeleton, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { settingsQueryOptions } from '@/features/settings/api/settings'
import { ConsentSection } from './ConsentSection'
import { DueSection } from './DueSection'
import { PrivacyRequestsSection } from './PrivacyRequestsSection'
import { RetentionSection } from './RetentionSection'

/** Settings → Privacy (contract 19): how long data is kept, what candidates agree to, who is due, and what candidates asked for. */
export function PrivacySettings() {
  const { data: settings, isPending, isError, refetch } = useQuery(settingsQueryOptions())
  return (
    <Stack gap="lg" maw={1080}>
      {isPending ? (
        <Stack gap="lg" aria-busy>
          <Skeleton height={160} radius="md" aria-label="Loading the privacy settings" />
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
          <RetentionSection settings={settings} />
          <ConsentSection settings={settings} />
        </>
      )}
      <DueSection />
      <PrivacyRequestsSection />
    </Stack>
  )
}
