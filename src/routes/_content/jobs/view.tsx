import { createFileRoute } from '@tanstack/react-router'
import { jobQueryOptions } from '@/features/jobs/api/jobs'
import { JobPage } from '@/features/jobs/components/JobDetailsPage'
import { menuPageHead, requirePermission, routePage } from '@/platform/session/page-access'
import { recordSearch } from '@/lib/record-search'

const page = routePage('/jobs/view/')

export const Route = createFileRoute('/_content/jobs/view')({
  validateSearch: recordSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, page.permissions),
  loaderDeps: ({ search }) => ({ id: search.id }),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    if (deps.id !== undefined) void context.queryClient.prefetchQuery(jobQueryOptions(deps.id))
  },
  head: menuPageHead(page),
  component: JobRoute,
})

function JobRoute() {
  const { id } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <JobPage id={id} title={page.title} onDeleted={() => void navigate({ to: '/jobs/' })} />
}
