import { createFileRoute } from '@tanstack/react-router'
import { requisitionQueryOptions } from '@/features/requisitions/api/requisitions'
import { EditRequisitionPage } from '@/features/requisitions/components/RequisitionFormPages'
import { companyListsQueryOptions } from '@/features/settings/api/settings'
import { recordRoute } from '@/lib/route-guards'
import { prefetchRecord } from '@/lib/route-loaders'
import { useOpenRecord } from '@/lib/use-open-record'
import { staffPage } from '@/platform/session/page-access'

export const Route = createFileRoute('/_content/job-requisitions/edit')({
  ...recordRoute('/job-requisitions/edit/'),
  loader: prefetchRecord((id) => [requisitionQueryOptions(id), companyListsQueryOptions()]),
  component: EditRequisitionRoute,
})

function EditRequisitionRoute() {
  return <EditRequisitionPage id={Route.useSearch().id} title={staffPage('/job-requisitions/edit/').title} onSaved={useOpenRecord('/job-requisitions/view/')} />
}
