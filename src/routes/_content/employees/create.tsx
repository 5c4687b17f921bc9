import { createFileRoute } from '@tanstack/react-router'
import { NewEmployeePage } from '@/features/employees/components/EmployeeFormPages'
import { companyListsQueryOptions } from '@/features/settings/api/settings'
import { staffRoute } from '@/lib/route-guards'
import { prefetchPage } from '@/lib/route-loaders'
import { useOpenRecord } from '@/lib/use-open-record'
import { staffPage } from '@/platform/session/page-access'

export const Route = createFileRoute('/_content/employees/create')({
  ...staffRoute('/employees/create/'),
  loader: prefetchPage(() => [companyListsQueryOptions()]),
  component: NewEmployeeRoute,
})

function NewEmployeeRoute() {
  return <NewEmployeePage title={staffPage('/employees/create/').title} onSaved={useOpenRecord('/employees/view/')} />
}
