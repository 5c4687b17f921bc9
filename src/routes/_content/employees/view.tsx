import { createFileRoute } from '@tanstack/react-router'
import { employeeHistoryQueryOptions, employeeQueryOptions } from '@/features/employees/api/employees'
import { EmployeePage } from '@/features/employees/components/EmployeePage'
import { recordSearch } from '@/lib/record-search'
import { staffPage } from '@/platform/session/page-access'
import { requirePage, staffPageHead } from '@/lib/route-guards'

export const Route = createFileRoute('/_content/employees/view')({
  validateSearch: recordSearch,
  beforeLoad: ({ context }) => requirePage(context.session, '/employees/view/'),
  loaderDeps: ({ search }) => ({ id: search.id }),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    if (deps.id === undefined) return
    void context.queryClient.prefetchQuery(employeeQueryOptions(deps.id))
    void context.queryClient.prefetchQuery(employeeHistoryQueryOptions(deps.id))
  },
  head: staffPageHead('/employees/view/'),
  component: EmployeeRoute,
})

function EmployeeRoute() {
  const { id } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <EmployeePage id={id} title={staffPage('/employees/view/').title} onDeleted={() => void navigate({ to: '/employees/' })} />
}
