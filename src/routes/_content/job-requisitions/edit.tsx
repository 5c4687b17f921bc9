import { createFileRoute } from '@tanstack/react-router'
import { requisitionQueryOptions } from '@/features/requisitions/api/requisitions'
import { EditRequisitionPage } from '@/features/requisitions/components/RequisitionFormPages'
import { companyListsQueryOptions } from '@/features/settings/api/settings'
import { recordSearch } from '@/lib/record-search'
import { staffPage } from '@/platform/session/page-access'
import { requirePage, staffPageHead } from '@/lib/route-guards'

export const Route = createFileRoute('/_content/job-requisitions/edit')({
  validateSearch: recordSearch,
  beforeLoad: ({ context }) => requirePage(context.session, '/job-requisitions/edit/'),
  loaderDeps: ({ search }) => ({ id: search.id }),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    if (deps.id !== undefined) void context.queryClient.prefetchQuery(requisitionQueryOptions(deps.id))
    void context.queryClient.prefetchQuery(companyListsQueryOptions())
  },
  head: staffPageHead('/job-requisitions/edit/'),
  component: EditRequisitionRoute,
})

function EditRequisitionRoute() {
  const { id } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <EditRequisitionPage
      id={id}
      title={staffPage('/job-requisitions/edit/').title}
      onSaved={(requisition) => void navigate({ to: '/job-requisitions/view/', search: { id: requisition.id } })}
    />
  )
}
