import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AuthLayout } from '@/features/auth/components/AuthLayout'
import { redirectSignedIn } from '@/lib/route-guards'

/** Authentication layout (spec 4): a signed-in user goes to /. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context }) => redirectSignedIn(context.queryClient),
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
})
