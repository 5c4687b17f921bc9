import { createFileRoute } from '@tanstack/react-router'
import { requisitionHistoryQueryOptions, requisitionQueryOptions } from '@/features/requisitions/api/requisitions'
import { RequisitionPage } from '@/features/requisitions/components/RequisitionPage'
import { recordSearch } from '@/lib/record-search'
import { staffPage } from '@/platform/session/page-access'
import { requirePage, staffPageHead } from '@/lib/route-guards'

export const Route = createFileRoute('/_content/job-requisitions/view')({
  validateSearch: recordSearch,
  beforeLoad: ({ context }) => requirePage(context.session, '/job-requisitions/view/'),
  loaderDeps: ({ search }) => ({ id: search.id }),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    if (deps.id === undefined) return
    void context.queryClient.prefetchQuery(requisitionQueryOptions(deps.id))
    void context.queryClient.prefetchQuery(requisitionHistoryQueryOptions(deps.id))
  },
  head: staffPageHead('/job-requisitions/view/'),
  component: RequisitionRoute,
})

function RequisitionRoute() {
  const { id } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <RequisitionPage id={id} title={staffPage('/job-requisitions/view/').title} onDeleted={() => void navigate({ to: '/job-requisitions/' })} />
}
