import { createFileRoute } from '@tanstack/react-router'
import { employeeListQuerySchema, type EmployeeListQuery } from '@common/employees'
import { useListSearch } from '@/components/list/use-list-search'
import { employeeListQueryOptions } from '@/features/employees/api/employees'
import { EmployeesListPage } from '@/features/employees/components/EmployeesListPage'
import { menuPage, menuPageHead, requirePermission } from '@/platform/session/page-access'
import { listSearchInput, parseListSearch } from '@/lib/list-search'

const page = menuPage('/employees/')

export const Route = createFileRoute('/_content/employees/')({
  validateSearch: listSearchInput<EmployeeListQuery>(),
  beforeLoad: ({ context }) => requirePermission(context.session, page.permissions),
  loaderDeps: ({ search }) => search,
  // The loader parses the search with the shared zod schema, so it ships with the page.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(employeeListQueryOptions(parseListSearch(employeeListQuerySchema, deps)))
  },
  head: menuPageHead(page),
  component: EmployeesListRoute,
})

function EmployeesListRoute() {
  const navigate = Route.useNavigate()
  const [query, changeQuery] = useListSearch(employeeListQuerySchema, Route.useSearch(), (search, replace) => {
    void navigate({ search, replace })
  })
  return <EmployeesListPage title={page.title} query={query} onQueryChange={changeQuery} />
}
