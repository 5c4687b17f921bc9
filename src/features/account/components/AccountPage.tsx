import { Paper, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { PageLoader } from '@/components/feedback/PageLoader'
import { ListError } from '@/components/list/ListStates'
import { Page } from '@/components/page/Page'
import { Section } from '@/components/page/Section'
import { accountQueryOptions } from '../api/account'
import { useCompanyTimeZone } from '@/features/messages/api/time-zone'
import { useSession } from '@/platform/session/api/use-session'
import { NameForm } from './NameForm'
import { OtherSessions } from './OtherSessions'
import { PasswordForm } from './PasswordForm'
import { TimeZoneForm } from './TimeZoneForm'

/** My account: the signed-in user's own name, password and other sessions. */
export function AccountPage({ title }: { title: string }) {
  const account = useQuery(accountQueryOptions())
  const ownZone = useSession()?.user.timezone ?? null
  const companyZone = useCompanyTimeZone()

  if (account.isError) {
    return (
      <Page title={title}>
        <Paper withBorder radius="md">
          <ListError title="Your account could not be loaded" error={account.error} onRetry={() => void account.refetch()} />
        </Paper>
      </Page>
    )
  }
  if (!account.data) return <PageLoader />
  const { name, email, other_sessions } = account.data

  return (
    <Page title={title}>
      <Stack gap="lg" maw={720}>
        <Section
          title="Profile"
          description={
            <>
              You sign in as{' '}
              <Text span inherit fw={600} c="var(--mantine-color-text)">
                {email}
              </Text>
              .
            </>
          }
        >
          <NameForm name={name} />
        </Section>
        <Section title="Time zone" description="Where you are: times in your interview invitations are written in it.">
          <TimeZoneForm timezone={ownZone} companyZone={companyZone} />
        </Section>
        <Section title="Password" description="Changing your password signs out your other sessions; this one stays signed in.">
          <PasswordForm email={email} />
        </Section>
        <Section title="Sessions" description="The browsers and devices where you are signed in.">
          <OtherSessions count={other_sessions} />
        </Section>
      </Stack>
    </Page>
  )
}
