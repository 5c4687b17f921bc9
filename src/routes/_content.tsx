import { createFileRoute, Outlet } from '@tanstack/react-router'
import { PageLoader } from '@/components/feedback/PageLoader'
import { ContentShell } from '@/components/shell/ContentShell'
import { requireActiveSubscription } from '@/lib/route-guards'

/** Content layout (spec 4): signed in with an active subscription; header, sidebar, footer. */
export const Route = createFileRoute('/_content')({
  beforeLoad: async ({ context }) => ({ session: await requireActiveSubscription(context.queryClient) }),
  // The session check blocks the whole layout, so its spinner shows at once, however short.
  pendingComponent: () => <PageLoader fullPage />,
  pendingMs: 0,
  pendingMinMs: 0,
  component: ContentLayout,
})

function ContentLayout() {
  return (
    <ContentShell>
      <Outlet />
    </ContentShell>
  )
}
