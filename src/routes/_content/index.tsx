import { createFileRoute, useLocation } from '@tanstack/react-router'
import { pageHead } from '@/components/page/page-head'
import { HomePage } from '@/features/home/components/HomePage'
import { useSession } from '@/platform/session/api/use-session'

export const Route = createFileRoute('/_content/')({
  head: () => pageHead('Home'),
  component: Home,
})

function Home() {
  const checkedByGuard = Route.useRouteContext({ select: (context) => context.session })
  // The cache follows later changes to the session; the guard's copy covers the first render.
  const session = useSession() ?? checkedByGuard
  const joined = useLocation({ select: (location) => location.state.joined === true })
  return <HomePage session={session} joined={joined} />
}
