import { createFileRoute } from '@tanstack/react-router'
import { jobQueryOptions } from '@/features/jobs/api/jobs'
import { JobPage } from '@/features/jobs/components/JobDetailsPage'
import { recordSearch } from '@/lib/record-search'
import { staffPage } from '@/platform/session/page-access'
import { requirePage, staffPageHead } from '@/lib/route-guards'

export const Route = createFileRoute('/_content/jobs/view')({
  validateSearch: recordSearch,
  beforeLoad: ({ context }) => requirePage(context.session, '/jobs/view/'),
  loaderDeps: ({ search }) => ({ id: search.id }),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    if (deps.id !== undefined) void context.queryClient.prefetchQuery(jobQueryOptions(deps.id))
  },
  head: staffPageHead('/jobs/view/'),
  component: JobRoute,
})

function JobRoute() {
  const { id } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <JobPage id={id} title={staffPage('/jobs/view/').title} onDeleted={() => void navigate({ to: '/jobs/' })} />
}
