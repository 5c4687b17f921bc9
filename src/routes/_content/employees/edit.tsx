import { createFileRoute } from '@tanstack/react-router'
import { employeeQueryOptions } from '@/features/employees/api/employees'
import { EditEmployeePage } from '@/features/employees/components/EmployeeFormPages'
import { companyListsQueryOptions } from '@/features/settings/api/settings'
import { recordRoute } from '@/lib/route-guards'
import { prefetchRecord } from '@/lib/route-loaders'
import { useOpenRecord } from '@/lib/use-open-record'
import { staffPage } from '@/platform/session/page-access'

export const Route = createFileRoute('/_content/employees/edit')({
  ...recordRoute('/employees/edit/'),
  loader: prefetchRecord((id) => [employeeQueryOptions(id), companyListsQueryOptions()]),
  component: EditEmployeeRoute,
})

function EditEmployeeRoute() {
  return <EditEmployeePage id={Route.useSearch().id} title={staffPage('/employees/edit/').title} onSaved={useOpenRecord('/employees/view/')} />
}
