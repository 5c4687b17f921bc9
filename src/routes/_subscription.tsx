import { createFileRoute, Outlet } from '@tanstack/react-router'
import { PageLoader } from '@/components/feedback/PageLoader'
import { SubscriptionShell } from '@/components/shell/SubscriptionShell'
import { requireSession } from '@/lib/route-guards'

/** Subscription layout (spec 4): signed in, any subscription state; header without sidebar. */
export const Route = createFileRoute('/_subscription')({
  beforeLoad: async ({ context }) => ({ session: await requireSession(context.queryClient) }),
  pendingComponent: () => <PageLoader fullPage />,
  pendingMs: 0,
  pendingMinMs: 0,
  component: () => (
    <SubscriptionShell>
      <Outlet />
    </SubscriptionShell>
  ),
})
