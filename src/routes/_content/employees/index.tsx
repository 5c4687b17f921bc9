import { createFileRoute } from '@tanstack/react-router'
import { employeeListQuerySchema, type EmployeeListQuery } from '@common/employees'
import { useListSearch } from '@/components/list/use-list-search'
import { employeeListQueryOptions } from '@/features/employees/api/employees'
import { EmployeesPage, type EmployeesView } from '@/features/employees/components/EmployeesPage'
import { parseListSearch } from '@/lib/list-search'
import { listRoute } from '@/lib/route-guards'
import { staffPage } from '@/platform/session/page-access'

export const Route = createFileRoute('/_content/employees/')({
  // `view` opens the org chart or the import in place of the list (no routes of their own).
  ...listRoute<EmployeeListQuery & { view?: EmployeesView }>('/employees/'),
  loader: ({ context, deps }) => {
    if (deps.view === undefined) void context.queryClient.prefetchQuery(employeeListQueryOptions(parseListSearch(employeeListQuerySchema, deps)))
  },
  component: EmployeesListRoute,
})

function EmployeesListRoute() {
  const navigate = Route.useNavigate()
  const search = Route.useSearch()
  const [query, changeQuery] = useListSearch(employeeListQuerySchema, search, (next, replace) => void navigate({ search: next, replace }))
  return <EmployeesPage title={staffPage('/employees/').title} view={search.view} query={query} onQueryChange={changeQuery} onImported={() => void navigate({ search: {} })} />
}
