import { createFileRoute } from '@tanstack/react-router'
import { employeeHistoryQueryOptions, employeeQueryOptions } from '@/features/employees/api/employees'
import { EmployeePage } from '@/features/employees/components/EmployeePage'
import { menuPageHead, requirePermission, routePage } from '@/platform/session/page-access'
import { recordSearch } from '@/lib/record-search'

const page = routePage('/employees/view/')

export const Route = createFileRoute('/_content/employees/view')({
  validateSearch: recordSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, page.permissions),
  loaderDeps: ({ search }) => ({ id: search.id }),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    if (deps.id === undefined) return
    void context.queryClient.prefetchQuery(employeeQueryOptions(deps.id))
    void context.queryClient.prefetchQuery(employeeHistoryQueryOptions(deps.id))
  },
  head: menuPageHead(page),
  component: EmployeeRoute,
})

function EmployeeRoute() {
  const { id } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <EmployeePage id={id} title={page.title} onDeleted={() => void navigate({ to: '/employees/' })} />
}
