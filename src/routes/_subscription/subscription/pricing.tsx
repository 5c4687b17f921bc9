import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { SETTINGS_ACCESS } from '@common/access/settings'
import { hasAnyPermission } from '@common/permissions'
import type { Subscription } from '@common/session'
import { pageHead } from '@/components/page/page-head'
import { currentUserQueryOptions } from '@/platform/session/api/current-user'
import { useLogout } from '@/platform/session/api/logout'
import { storeSubscription } from '@/platform/session/api/start-session'
import { useSession } from '@/platform/session/api/use-session'
import { plansQueryOptions } from '@/platform/subscription/api/plans'
import { PricingPage } from '@/platform/subscription/components/PricingPage'

export const Route = createFileRoute('/_subscription/subscription/pricing')({
  // The loader and the plans' query ship with the page, not in the entry.
  // Stripe Checkout sends the browser back with ?checkout=complete once the customer has paid.
  validateSearch: (search: Record<string, unknown>): { checkout?: 'complete' } => (search.checkout === 'complete' ? { checkout: 'complete' } : {}),
  loader: ({ context }) => context.queryClient.ensureQueryData(plansQueryOptions()),
  head: () => pageHead('Choose your plan'),
  component: Pricing,
})

function Pricing() {
  const checkedByGuard = Route.useRouteContext({ select: (context) => context.session })
  const session = useSession() ?? checkedByGuard
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const logOut = useLogout()
  const checkoutComplete = Route.useSearch({ select: (search) => search.checkout === 'complete' })
  const active = session.subscription?.status === 'active'
  // Back from Checkout, the subscription opens when Stripe's webhook arrives: ask again until it has.
  const { data: confirmed } = useQuery({ ...currentUserQueryOptions(), enabled: checkoutComplete && !active, refetchInterval: 3000, staleTime: 0 })
  useEffect(() => {
    if (checkoutComplete && confirmed?.subscription?.status === 'active') void navigate({ to: '/' })
  }, [checkoutComplete, confirmed, navigate])

  async function enter(subscription: Subscription) {
    storeSubscription(queryClient, subscription)
    await navigate({ to: '/' })
  }

  return (
    <PricingPage
      user={session.user}
      subscription={session.subscription}
      canManageBilling={hasAnyPermission({ is_owner: session.user.is_owner, permissions: session.permissions }, SETTINGS_ACCESS.manage)}
      checkoutComplete={checkoutComplete}
      onSubscribed={enter}
      onLogOut={() => void logOut()}
    />
  )
}
