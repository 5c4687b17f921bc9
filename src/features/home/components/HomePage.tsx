import { Avatar, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { Session } from '@common/session'
import { visibleMenu } from '@/lib/menu'
import { Dashboard } from './Dashboard'

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'long' })

/**
 * Home: who is signed in, for which company, on which plan, and which areas they can use.
 * `joined`: they have just set their password (an invitation taken up), so the company greets them.
 */
export function HomePage({ session, joined = false }: { session: Session; joined?: boolean }) {
  const { user, subscription } = session
  const company = user.company_settings
  const areas = visibleMenu({ is_owner: user.is_owner, permissions: session.permissions })
    .map((section) => section.heading)
    .filter((heading) => heading !== 'MAIN')

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        {joined ? (
          <>
            <Title order={1}>Welcome to {company.company_name}</Title>
            <Text c="dimmed">Your password is set and you are signed in as {user.name}. Below is what your role lets you use.</Text>
          </>
        ) : (
          <>
            <Title order={1}>Welcome, {user.name}</Title>
            <Text c="dimmed">You are signed in to {company.company_name} on Staffdesk.</Text>
          </>
        )}
      </Stack>
      <Dashboard />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="home-company">
          <Title order={2} fz="h4" id="home-company" mb="sm">
            Company
          </Title>
          <Group gap="sm" wrap="nowrap">
            {/* Logos come in any shape: show the whole of a wide one rather than crop it. */}
            <Avatar src={company.company_logo ?? null} alt="" radius="md" color="blue" size="lg" styles={{ image: { objectFit: 'contain' } }}>
              {company.company_name.slice(0, 2).toUpperCase()}
            </Avatar>
            <Stack gap={0}>
              <Text fw={600}>{company.company_name}</Text>
              <Text size="sm" c="dimmed">
                {user.email}
              </Text>
            </Stack>
          </Group>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="home-subscription">
          <Title order={2} fz="h4" id="home-subscription" mb="sm">
            Subscription
          </Title>
          {subscription && (
            <Stack gap={4}>
              <Group gap="xs">
                <Text fw={600} tt="capitalize">
                  {subscription.plan}
                </Text>
                <Badge color={subscription.status === 'active' ? 'teal' : 'yellow'} variant="light">
                  {subscription.status.replace('_', ' ')}
                </Badge>
              </Group>
              {subscription.current_period_end && (
                <Text size="sm" c="dimmed">
                  Current period ends {dateFormat.format(new Date(subscription.current_period_end))}
                </Text>
              )}
            </Stack>
          )}
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="home-access">
          <Title order={2} fz="h4" id="home-access" mb="sm">
            Your access
          </Title>
          <Text size="sm" mb="xs">
            {user.is_owner
              ? 'As the owner you can use every area.'
              : areas.length > 0
                ? 'Your role lets you use:'
                : 'Your role does not include any area yet. Ask the owner for access.'}
          </Text>
          {areas.length > 0 && (
            <Group gap={6}>
              {areas.map((heading) => (
                <Badge key={heading} variant="default" tt="none">
                  {heading}
                </Badge>
              ))}
            </Group>
          )}
        </Card>
      </SimpleGrid>
    </Stack>
  )
}
