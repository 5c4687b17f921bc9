import { Alert, Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { TRIAL_PLAN_ID } from '@common/plans'
import type { Subscription } from '@common/session'
import { FormError } from '@/components/feedback/FormError'
import { ButtonLink } from '@/components/links'
import { useBillingPortal } from '@/platform/subscription/api/billing-portal'
import { subscriptionOverviewQueryOptions } from '@/platform/subscription/api/subscription'
import { Section } from '@/components/page/Section'

const STATUS: Record<Subscription['status'], { label: string; color: string }> = {
  active: { label: 'Active', color: 'teal' },
  past_due: { label: 'Past due', color: 'yellow' },
  canceled: { label: 'Canceled', color: 'gray' },
  expired: { label: 'Expired', color: 'gray' },
}

const formatDate = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(iso))

/** What the period's end means for this subscription: a renewal, a trial's end, or when it stopped. */
function periodLine(subscription: Subscription): { term: string; date: string } | null {
  if (!subscription.current_period_end) return null
  const date = formatDate(subscription.current_period_end)
  if (subscription.status !== 'active') return { term: subscription.status === 'past_due' ? 'Payment due since' : 'Ended on', date }
  return { term: subscription.plan === TRIAL_PLAN_ID ? 'Trial ends on' : 'Renews on', date }
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </div>
  )
}

/** The plan, its state, renewal or trial end, and seats used; changing plan happens on the pricing page, or in Stripe's portal once Stripe bills the company. */
export function SubscriptionSection() {
  const { data, isPending, isError, refetch } = useQuery(subscriptionOverviewQueryOptions())
  const portal = useBillingPortal()

  return (
    <Section title="Subscription" description="Your plan and how many of its seats your active users take.">
      {isPending ? (
        <Skeleton height={56} aria-label="Loading the subscription" />
      ) : isError ? (
        <Alert color="red" variant="light" title="The subscription could not be loaded">
          <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Stack gap="md">
          {data.subscription ? (
            <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="md" m={0}>
              <Fact term="Plan">{data.plan?.name ?? data.subscription.plan}</Fact>
              <Fact term="Status">
                <Badge color={STATUS[data.subscription.status].color} variant="light">
                  {STATUS[data.subscription.status].label}
                </Badge>
              </Fact>
              {(() => {
                const period = periodLine(data.subscription)
                return period && <Fact term={period.term}>{period.date}</Fact>
              })()}
              <Fact term="Seats used">{data.seats.limit === null ? `${data.seats.used} (no limit)` : `${data.seats.used} of ${data.seats.limit}`}</Fact>
            </SimpleGrid>
          ) : (
            <Text size="sm">Your company has no subscription yet.</Text>
          )}
          <FormError message={portal.error?.message ?? null} />
          <Group justify="flex-end">
            {data.manage_billing && (
              <Button variant="default" loading={portal.isPending} onClick={() => portal.mutate()}>
                Manage billing
              </Button>
            )}
            <ButtonLink to="/subscription/pricing/" variant="default">
              {data.subscription ? 'Change plan' : 'Choose a plan'}
            </ButtonLink>
          </Group>
        </Stack>
      )}
    </Section>
  )
}
