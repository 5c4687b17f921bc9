import { Alert, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { TRIAL_PLAN_ID } from '@common/plans'
import type { SessionUser, Subscription } from '@common/session'
import type { BillingMode } from '@common/subscription'
import { FormError } from '@/components/feedback/FormError'
import { showServerErrors } from '@/lib/form-errors'
import { useBillingPortal } from '../api/billing-portal'
import { plansQueryOptions } from '../api/plans'
import { useSubscribeMutation } from '../api/subscribe'
import { PlanCard } from './PlanCard'

/** How subscribing is paid, said plainly before anyone chooses (issue 29: billing that is honest). */
export const BILLING_STATEMENT: Record<BillingMode, string> = {
  embedded: 'This installation activates plans without payment: choosing a plan opens Staffdesk for your company at once, and no card is asked for.',
  stripe: 'Paid plans are billed monthly through Stripe: choosing one takes you to Stripe’s secure checkout, and Staffdesk opens once the payment goes through.',
}

/** Why the content is closed, and what to do about it, for each status but active. */
function inactiveNotice(subscription: Subscription, planName: string, billing: BillingMode): { title: string; text: string } {
  switch (subscription.status) {
    case 'past_due':
      return billing === 'stripe'
        ? {
            title: 'Your payment failed',
            text: `The payment for your ${planName} plan did not go through, so Staffdesk is closed for your company until it is paid. Update the card or pay the invoice in Manage billing.`,
          }
        : { title: 'Your subscription is past due', text: `The ${planName} subscription is past due. Choose a plan to continue.` }
    case 'canceled':
      return { title: 'Your subscription was canceled', text: `The ${planName} subscription was canceled. Choose a plan to continue.` }
    default:
      return subscription.plan === TRIAL_PLAN_ID
        ? { title: 'Your free trial has ended', text: 'Choose a plan to keep using Staffdesk.' }
        : { title: 'Your subscription has ended', text: `The ${planName} subscription has ended. Choose a plan to continue.` }
  }
}

interface PricingPageProps {
  user: SessionUser
  subscription: Subscription | null
  /** The owner or a holder of settings.allow: who may subscribe and open Stripe's portal. */
  canManageBilling: boolean
  /** Back from Stripe Checkout: the payment is done, Stripe's webhook has yet to confirm it. */
  checkoutComplete: boolean
  onSubscribed: (subscription: Subscription) => Promise<void> | void
  onLogOut: () => void
}

/** Plans from GET `subscription/plans`; choosing one subscribes the user's company, or with Stripe billing goes to Checkout. */
export function PricingPage({ user, subscription, canManageBilling, checkoutComplete, onSubscribed, onLogOut }: PricingPageProps) {
  const {
    data: { data: plans, billing },
  } = useSuspenseQuery(plansQueryOptions())
  const subscribeMutation = useSubscribeMutation()
  const portal = useBillingPortal()
  const [chosen, setChosen] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const active = subscription?.status === 'active'
  const busy = chosen !== null || portal.isPending
  const planName = (id: string) => plans.find((plan) => plan.id === id)?.name ?? id
  // Stripe bills the company once it has paid for a plan; the trial is ours, not Stripe's.
  const showPortal = billing === 'stripe' && canManageBilling && subscription !== null && subscription.plan !== TRIAL_PLAN_ID
  const notice = subscription && !active ? inactiveNotice(subscription, planName(subscription.plan), billing) : null

  async function choose(planId: string) {
    if (busy) return
    setChosen(planId)
    setError(null)
    try {
      const { subscription: next, checkout_url: checkoutUrl } = await subscribeMutation.mutateAsync({ plan: planId })
      if (checkoutUrl) {
        window.location.assign(checkoutUrl)
        return
      }
      if (next) await onSubscribed(next)
    } catch (failure) {
      setError(showServerErrors({ setErrors: () => undefined }, failure, []))
    }
    setChosen(null)
  }

  async function manageBilling() {
    setError(null)
    try {
      await portal.mutateAsync()
    } catch (failure) {
      setError(showServerErrors({ setErrors: () => undefined }, failure, []))
    }
  }

  const manageButton = showPortal && (
    <Button variant="default" size="xs" loading={portal.isPending} disabled={chosen !== null} onClick={() => void manageBilling()}>
      Manage billing
    </Button>
  )

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap={6}>
          <Title order={1}>Choose your plan</Title>
          {/* <bdi>: in the right-to-left layout an English sentence keeps its full stop at its end. */}
          <Text c="dimmed">
            <bdi>Staffdesk opens for your company once it has an active subscription.</bdi>
          </Text>
          <Text>
            <bdi>{BILLING_STATEMENT[billing]}</bdi>
          </Text>
        </Stack>
        {checkoutComplete && !active && (
          <Alert color="blue" variant="light" role="status" title="Thank you: your payment is being confirmed">
            <bdi>Stripe is confirming your payment. Staffdesk opens for your company as soon as it does; this page checks every few seconds.</bdi>
          </Alert>
        )}
        {notice && (
          <Alert color="yellow" variant="light" title={notice.title}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                <bdi>{notice.text}</bdi>
              </Text>
              {manageButton}
            </Stack>
          </Alert>
        )}
        {active && (
          <Alert color="teal" variant="light" role="status">
            <Group justify="space-between" gap="sm">
              <Text size="sm">
                <bdi>Your company&apos;s subscription is active.</bdi>
              </Text>
              <Group gap="xs">
                {manageButton}
                <Button component={Link} to="/" size="xs" variant="light" color="teal">
                  Back to dashboard
                </Button>
              </Group>
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
            <bdi>
              Signed in as {user.name} ({user.email}).
            </bdi>
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={onLogOut}>
            Log Out
          </Button>
        </Group>
      </Stack>
    </Container>
  )
}
