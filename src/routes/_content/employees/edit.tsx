import { createFileRoute } from '@tanstack/react-router'
import { employeeQueryOptions } from '@/features/employees/api/employees'
import { EditEmployeePage } from '@/features/employees/components/EmployeeFormPages'
import { companyListsQueryOptions } from '@/features/settings/api/settings'
import { recordSearch } from '@/lib/record-search'
import { staffPage } from '@/platform/session/page-access'
import { requirePage, staffPageHead } from '@/lib/route-guards'

export const Route = createFileRoute('/_content/employees/edit')({
  validateSearch: recordSearch,
  beforeLoad: ({ context }) => requirePage(context.session, '/employees/edit/'),
  loaderDeps: ({ search }) => ({ id: search.id }),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    if (deps.id !== undefined) void context.queryClient.prefetchQuery(employeeQueryOptions(deps.id))
    void context.queryClient.prefetchQuery(companyListsQueryOptions())
  },
  head: staffPageHead('/employees/edit/'),
  component: EditEmployeeRoute,
})

function EditEmployeeRoute() {
  const { id } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <EditEmployeePage id={id} title={staffPage('/employees/edit/').title} onSaved={(employee) => void navigate({ to: '/employees/view/', search: { id: employee.id } })} />
}
