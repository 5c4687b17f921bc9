import { createFileRoute } from '@tanstack/react-router'
import { employeeHistoryQueryOptions, employeeQueryOptions } from '@/features/employees/api/employees'
import { EmployeePage } from '@/features/employees/components/EmployeePage'
import { recordRoute } from '@/lib/route-guards'
import { prefetchRecord } from '@/lib/route-loaders'
import { staffPage } from '@/platform/session/page-access'

export const Route = createFileRoute('/_content/employees/view')({
  ...recordRoute('/employees/view/'),
  loader: prefetchRecord((id) => [employeeQueryOptions(id), employeeHistoryQueryOptions(id)]),
  component: EmployeeRoute,
})

function EmployeeRoute() {
  const navigate = Route.useNavigate()
  return <EmployeePage id={Route.useSearch().id} title={staffPage('/employees/view/').title} onDeleted={() => void navigate({ to: '/employees/' })} />
}
