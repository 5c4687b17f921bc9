import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { REQUISITION_ACCESS } from '@common/access/requisitions'
import { NewRequisitionPage } from '@/features/requisitions/components/RequisitionFormPages'
import { companyListsQueryOptions } from '@/features/settings/api/settings'
import { useCan } from '@/platform/session/api/use-session'
import { staffPage } from '@/platform/session/page-access'
import { staffRoute } from '@/lib/route-guards'
import { prefetchPage } from '@/lib/route-loaders'

export const Route = createFileRoute('/_content/job-requisitions/create')({
  ...staffRoute('/job-requisitions/create/'),
  loader: prefetchPage(() => [companyListsQueryOptions()]),
  component: NewRequisitionRoute,
})

function NewRequisitionRoute() {
  const navigate = useNavigate()
  // The requester may always open their own requisition.
  const canRead = useCan(REQUISITION_ACCESS.read)
  return (
    <NewRequisitionPage
      title={staffPage('/job-requisitions/create/').title}
      onSaved={(requisition) => {
        if (canRead) void navigate({ to: '/job-requisitions/view/', search: { id: requisition.id } })
      }}
    />
  )
}
