import { createFileRoute } from '@tanstack/react-router'
import { requisitionHistoryQueryOptions, requisitionQueryOptions } from '@/features/requisitions/api/requisitions'
import { RequisitionPage } from '@/features/requisitions/components/RequisitionPage'
import { menuPageHead, requirePermission, routePage } from '@/platform/session/page-access'
import { recordSearch } from '@/lib/record-search'

const page = routePage('/job-requisitions/view/')

export const Route = createFileRoute('/_content/job-requisitions/view')({
  validateSearch: recordSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, page.permissions),
  loaderDeps: ({ search }) => ({ id: search.id }),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    if (deps.id === undefined) return
    void context.queryClient.prefetchQuery(requisitionQueryOptions(deps.id))
    void context.queryClient.prefetchQuery(requisitionHistoryQueryOptions(deps.id))
  },
  head: menuPageHead(page),
  component: RequisitionRoute,
})

function RequisitionRoute() {
  const { id } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <RequisitionPage id={id} title={page.title} onDeleted={() => void navigate({ to: '/job-requisitions/' })} />
}
