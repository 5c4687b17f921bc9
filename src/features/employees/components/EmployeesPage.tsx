import type { EmployeeListQuery } from '@common/employees'
import { EMPLOYEE_ACCESS } from '@common/access/employees'
import type { ListSearchChange } from '@/components/list/use-list-search'
import { usePlanIncludes } from '@/components/plan/PlanExcludedNote'
import { useCan } from '@/platform/session/api/use-session'
import { EmployeesListPage } from './EmployeesListPage'
import { ImportEmployeesPage } from './ImportEmployeesPage'
import { OrgChartPage } from './OrgChartPage'

/** What `/employees/` shows besides the list (`?view=`): the reporting tree, or the CSV import. */
export type EmployeesView = 'org-chart' | 'import'

interface EmployeesPageProps {
  title: string
  view: EmployeesView | undefined
  query: EmployeeListQuery
  onQueryChange: ListSearchChange<EmployeeListQuery>
  onImported: () => void
}

/** Employees Management: the list, the org chart, or (for those who may add people) the import. */
export function EmployeesPage({ title, view, query, onQueryChange, onImported }: EmployeesPageProps) {
  const mayAdd = useCan(EMPLOYEE_ACCESS.add)
  const canAdd = usePlanIncludes('employees') && mayAdd
  if (view === 'org-chart') return <OrgChartPage title="Org Chart" />
  if (view === 'import' && canAdd) return <ImportEmployeesPage title="Import Employees" onImported={onImported} />
  return <EmployeesListPage title={title} query={query} onQueryChange={onQueryChange} />
}
