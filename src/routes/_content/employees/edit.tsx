import { createFileRoute } from '@tanstack/react-router'
import { employeeQueryOptions } from '@/features/employees/api/employees'
import { EditEmployeePage } from '@/features/employees/components/EmployeeFormPages'
import { companyListsQueryOptions } from '@/features/settings/api/settings'
import { menuPageHead, requirePermission, routePage } from '@/platform/session/page-access'
import { recordSearch } from '@/lib/record-search'

const page = routePage('/employees/edit/')

export const Route = createFileRoute('/_content/employees/edit')({
  validateSearch: recordSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, page.permissions),
  loaderDeps: ({ search }) => ({ id: search.id }),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    if (deps.id !== undefined) void context.queryClient.prefetchQuery(employeeQueryOptions(deps.id))
    void context.queryClient.prefetchQuery(companyListsQueryOptions())
  },
  head: menuPageHead(page),
  component: EditEmployeeRoute,
})

function EditEmployeeRoute() {
  const { id } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <EditEmployeePage id={id} title={page.title} onSaved={(employee) => void navigate({ to: '/employees/view/', search: { id: employee.id } })} />
}
