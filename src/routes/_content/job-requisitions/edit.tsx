import { createFileRoute } from '@tanstack/react-router'
import { requisitionQueryOptions } from '@/features/requisitions/api/requisitions'
import { EditRequisitionPage } from '@/features/requisitions/components/RequisitionFormPages'
import { companyListsQueryOptions } from '@/features/settings/api/settings'
import { menuPageHead, requirePermission, routePage } from '@/platform/session/page-access'
import { recordSearch } from '@/lib/record-search'

const page = routePage('/job-requisitions/edit/')

export const Route = createFileRoute('/_content/job-requisitions/edit')({
  validateSearch: recordSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, page.permissions),
  loaderDeps: ({ search }) => ({ id: search.id }),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    if (deps.id !== undefined) void context.queryClient.prefetchQuery(requisitionQueryOptions(deps.id))
    void context.queryClient.prefetchQuery(companyListsQueryOptions())
  },
  head: menuPageHead(page),
  component: EditRequisitionRoute,
})

function EditRequisitionRoute() {
  const { id } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <EditRequisitionPage
      id={id}
      title={page.title}
      onSaved={(requisition) => void navigate({ to: '/job-requisitions/view/', search: { id: requisition.id } })}
    />
  )
}
