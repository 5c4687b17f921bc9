import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { NewEmployeePage } from '@/features/employees/components/EmployeeFormPages'
import { companyListsQueryOptions } from '@/features/settings/api/settings'
import { menuPageHead, requirePermission, routePage } from '@/platform/session/page-access'

const page = routePage('/employees/create/')

export const Route = createFileRoute('/_content/employees/create')({
  beforeLoad: ({ context }) => requirePermission(context.session, page.permissions),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(companyListsQueryOptions())
  },
  head: menuPageHead(page),
  component: NewEmployeeRoute,
})

function NewEmployeeRoute() {
  const navigate = useNavigate()
  return <NewEmployeePage title={page.title} onSaved={(employee) => void navigate({ to: '/employees/view/', search: { id: employee.id } })} />
}
