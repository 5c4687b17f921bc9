import { Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { WithQuery } from '@/components/feedback/WithQuery'
import { settingsQueryOptions } from '@/features/settings/api/settings'
import { ConsentSection } from './ConsentSection'
import { DueSection } from './DueSection'
import { PrivacyRequestsSection } from './PrivacyRequestsSection'
import { RetentionSection } from './RetentionSection'

/** Settings → Privacy (contract 19): how long data is kept, what candidates agree to, who is due, and what candidates asked for. */
export function PrivacySettings() {
  const query = useQuery(settingsQueryOptions())
  return (
    <Stack gap="lg" maw={1080}>
      <WithQuery query={query} loadingLabel="Loading the privacy settings" placeholders={[160, 200]} errorTitle="The settings could not be loaded">
        {(settings) => (
          <>
            <RetentionSection settings={settings} />
            <ConsentSection settings={settings} />
          </>
        )}
      </WithQuery>
      <DueSection />
      <PrivacyRequestsSection />
    </Stack>
  )
}
