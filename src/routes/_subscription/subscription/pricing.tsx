import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import type { Subscription } from '@common/session'
import { pageHead } from '@/components/page/page-head'
import { useLogout } from '@/platform/session/api/logout'
import { storeSubscription } from '@/platform/session/api/start-session'
import { useSession } from '@/platform/session/api/use-session'
import { plansQueryOptions } from '@/platform/subscription/api/plans'
import { PricingPage } from '@/platform/subscription/components/PricingPage'

export const Route = createFileRoute('/_subscription/subscription/pricing')({
  // The loader and the plans' query ship with the page, not in the entry.
  codeSplitGroupings: [['loader', 'component']],
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

  async function enter(subscription: Subscription) {
    storeSubscription(queryClient, subscription)
    await navigate({ to: '/' })
  }

  return (
    <PricingPage
      user={session.user}
      subscription={session.subscription}
      onSubscribed={enter}
      onLogOut={() => void logOut()}
    />
  )
}
