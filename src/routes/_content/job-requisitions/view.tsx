import { createFileRoute } from '@tanstack/react-router'
import { requisitionHistoryQueryOptions, requisitionQueryOptions } from '@/features/requisitions/api/requisitions'
import { RequisitionPage } from '@/features/requisitions/components/RequisitionPage'
import { recordRoute } from '@/lib/route-guards'
import { prefetchRecord } from '@/lib/route-loaders'
import { staffPage } from '@/platform/session/page-access'

export const Route = createFileRoute('/_content/job-requisitions/view')({
  ...recordRoute('/job-requisitions/view/'),
  loader: prefetchRecord((id) => [requisitionQueryOptions(id), requisitionHistoryQueryOptions(id)]),
  component: RequisitionRoute,
})

function RequisitionRoute() {
  const navigate = Route.useNavigate()
  return <RequisitionPage id={Route.useSearch().id} title={staffPage('/job-requisitions/view/').title} onDeleted={() => void navigate({ to: '/job-requisitions/' })} />
}
