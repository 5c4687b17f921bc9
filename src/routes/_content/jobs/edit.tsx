import { createFileRoute } from '@tanstack/react-router'
import { jobDepartmentsQueryOptions, jobQueryOptions } from '@/features/jobs/api/jobs'
import { EditJobPage } from '@/features/jobs/components/JobFormPages'
import { recordSearch } from '@/lib/record-search'
import { staffPage } from '@/platform/session/page-access'
import { requirePage, staffPageHead } from '@/lib/route-guards'

export const Route = createFileRoute('/_content/jobs/edit')({
  validateSearch: recordSearch,
  beforeLoad: ({ context }) => requirePage(context.session, '/jobs/edit/'),
  loaderDeps: ({ search }) => ({ id: search.id }),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    if (deps.id !== undefined) void context.queryClient.prefetchQuery(jobQueryOptions(deps.id))
    void context.queryClient.prefetchQuery(jobDepartmentsQueryOptions())
  },
  head: staffPageHead('/jobs/edit/'),
  component: EditJobRoute,
})

function EditJobRoute() {
  const { id } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <EditJobPage id={id} title={staffPage('/jobs/edit/').title} onSaved={(job) => void navigate({ to: '/jobs/view/', search: { id: job.id } })} />
}
