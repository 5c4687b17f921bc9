import { createFileRoute } from '@tanstack/react-router'
import { jobDepartmentsQueryOptions, jobQueryOptions } from '@/features/jobs/api/jobs'
import { EditJobPage } from '@/features/jobs/components/JobFormPages'
import { menuPageHead, requirePermission, routePage } from '@/platform/session/page-access'
import { recordSearch } from '@/lib/record-search'

const page = routePage('/jobs/edit/')

export const Route = createFileRoute('/_content/jobs/edit')({
  validateSearch: recordSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, page.permissions),
  loaderDeps: ({ search }) => ({ id: search.id }),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    if (deps.id !== undefined) void context.queryClient.prefetchQuery(jobQueryOptions(deps.id))
    void context.queryClient.prefetchQuery(jobDepartmentsQueryOptions())
  },
  head: menuPageHead(page),
  component: EditJobRoute,
})

function EditJobRoute() {
  const { id } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <EditJobPage id={id} title={page.title} onSaved={(job) => void navigate({ to: '/jobs/view/', search: { id: job.id } })} />
}
