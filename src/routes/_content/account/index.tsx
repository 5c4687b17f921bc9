import { createFileRoute } from '@tanstack/react-router'
import { accountQueryOptions } from '@/features/account/api/account'
import { AccountPage } from '@/features/account/components/AccountPage'
import { staffPage } from '@/platform/session/page-access'
import { staffPageHead } from '@/lib/route-guards'
import { prefetchPage } from '@/lib/route-loaders'

/** Any signed-in user's own account: no permission needed, so no guard beyond the layout's. */
export const Route = createFileRoute('/_content/account/')({
  loader: prefetchPage(() => [accountQueryOptions()]),
  head: staffPageHead('/account/'),
  component: () => <AccountPage title={staffPage('/account/').title} />,
})
