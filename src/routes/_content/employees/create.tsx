import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { NewEmployeePage } from '@/features/employees/components/EmployeeFormPages'
import { companyListsQueryOptions } from '@/features/settings/api/settings'
import { staffPage } from '@/platform/session/page-access'
import { requirePage, staffPageHead } from '@/lib/route-guards'

export const Route = createFileRoute('/_content/employees/create')({
  beforeLoad: ({ context }) => requirePage(context.session, '/employees/create/'),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(companyListsQueryOptions())
  },
  head: staffPageHead('/employees/create/'),
  component: NewEmployeeRoute,
})

function NewEmployeeRoute() {
  const navigate = useNavigate()
  return <NewEmployeePage title={staffPage('/employees/create/').title} onSaved={(employee) => void navigate({ to: '/employees/view/', search: { id: employee.id } })} />
}
