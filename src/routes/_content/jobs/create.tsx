import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { JOB_ACCESS } from '@common/access/jobs'
import { jobDepartmentsQueryOptions } from '@/features/jobs/api/jobs'
import { NewJobPage } from '@/features/jobs/components/JobFormPages'
import { requisitionQueryOptions } from '@/features/requisitions/api/requisitions'
import { useCan } from '@/platform/session/api/use-session'
import { searchId } from '@/lib/record-search'
import { staffPage } from '@/platform/session/page-access'
import { staffRoute } from '@/lib/route-guards'

export const Route = createFileRoute('/_content/jobs/create')({
  // `?requisition_id=`: the approved requisition the new job fills, which prefills the form.
  validateSearch: (search: Record<string, unknown>): { requisition_id?: number } => {
    const id = searchId(search, 'requisition_id')
    return id === undefined ? {} : { requisition_id: id }
  },
  ...staffRoute('/jobs/create/'),
  loaderDeps: ({ search }) => ({ requisitionId: search.requisition_id }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(jobDepartmentsQueryOptions())
    if (deps.requisitionId !== undefined) void context.queryClient.prefetchQuery(requisitionQueryOptions(deps.requisitionId))
  },
  component: NewJobRoute,
})

function NewJobRoute() {
  const { requisition_id } = Route.useSearch()
  const navigate = useNavigate()
  const canView = useCan(JOB_ACCESS.read)
  const canList = useCan(JOB_ACCESS.list)
  return (
    <NewJobPage
      title={staffPage('/jobs/create/').title}
      requisitionId={requisition_id}
      onSaved={(job) => {
        // Someone who may only add jobs cannot open them: a fresh form awaits the next one.
        if (canView) void navigate({ to: '/jobs/view/', search: { id: job.id } })
        else if (canList) void navigate({ to: '/jobs/' })
      }}
    />
  )
}
