import { Alert, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { SessionUser, Subscription } from '@common/session'
import { FormError } from '@/components/feedback/FormError'
import { showServerErrors } from '@/lib/form-errors'
import { plansQueryOptions } from '../api/plans'
import { useSubscribeMutation } from '../api/subscribe'
import { PlanCard } from './PlanCard'

const STATUS_LABEL: Record<Subscription['status'], string> = {
  active: 'active',
  past_due: 'past due',
  canceled: 'canceled',
  expired: 'expired',
}

interface PricingPageProps {
  user: SessionUser
  subscription: Subscription | null
  onSubscribed: (subscription: Subscription) => Promise<void> | void
  onLogOut: () => void
}

/** Plans from GET `subscription/plans`; choosing one subscribes the user's company. */
export function PricingPage({ user, subscription, onSubscribed, onLogOut }: PricingPageProps) {
  const { data: plans } = useSuspenseQuery(plansQueryOptions())
  const subscribeMutation = useSubscribeMutation()
  const [chosen, setChosen] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const active = subscription?.status === 'active'
  const busy = chosen !== null

  async function choose(planId: string) {
    if (busy) return
    setChosen(planId)
    setError(null)
    try {
      const next = await subscribeMutation.mutateAsync({ plan: planId })
      await onSubscribed(next)
    } catch (failure) {
      setError(showServerErrors({ setErrors: () => undefined }, failure, []))
    } finally {
      setChosen(null)
    }
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap={6}>
          <Title order={1}>Choose your plan</Title>
          <Text c="dimmed">Staffdesk opens for your company once it has an active subscription.</Text>
        </Stack>
        {subscription && !active && (
          <Alert color="yellow" variant="light" title="Your subscription is not active">
            The {subscription.plan} subscription is {STATUS_LABEL[subscription.status]}. Choose a plan to continue.
          </Alert>
        )}
        {active && (
          <Alert color="teal" variant="light" role="status">
            <Group justify="space-between" gap="sm">
              <Text size="sm">Your company&apos;s subscription is active.</Text>
              <Button component={Link} to="/" size="xs" variant="light" color="teal">
                Back to dashboard
              </Button>
            </Group>
          </Alert>
        )}
        <FormError message={error} />
        {plans.length === 0 ? (
          <Text>No plans are on offer right now. Please try again later.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(plans.length, 4) }} spacing="lg">
            {plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                current={active && subscription.plan === plan.id}
                subscribing={chosen === plan.id}
                disabled={busy && chosen !== plan.id}
                onSubscribe={() => void choose(plan.id)}
              />
            ))}
          </SimpleGrid>
        )}
        <Group justify="center" gap="xs">
          <Text size="sm" c="dimmed">
            Signed in as {user.name} ({user.email}).
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={onLogOut}>
            Log Out
          </Button>
        </Group>
      </Stack>
    </Container>
  )
}
