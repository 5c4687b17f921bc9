import { createFileRoute } from '@tanstack/react-router'
import { ImportEmployeesPage } from '@/features/employees/components/ImportEmployeesPage'
import { menuPageHead, requirePermission, routePage } from '@/platform/session/page-access'

const page = routePage('/employees/import/')

export const Route = createFileRoute('/_content/employees/import')({
  beforeLoad: ({ context }) => requirePermission(context.session, page.permissions),
  head: menuPageHead(page),
  component: ImportRoute,
})

function ImportRoute() {
  const navigate = Route.useNavigate()
  return <ImportEmployeesPage title={page.title} onImported={() => void navigate({ to: '/employees/' })} />
}
