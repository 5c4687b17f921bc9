import { Button, Group } from '@mantine/core'
import { IconDownload, IconHierarchy2, IconPlus, IconUpload, IconUsers } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { EMPLOYEE_ACCESS } from '@common/access/employees'
import { mergeNames } from '@common/company-lists'
import { EMPLOYEE_DEFAULT_SORT, employeeListQuerySchema, type Employee, type EmployeeListQuery, type EmployeeSortField } from '@common/employees'
import { notify } from '@/components/feedback/notify'
import { ButtonLink } from '@/components/links'
import { alphabetical, listQueryProps, type ListOrder, type ListPageProps } from '@/components/list/list-query-props'
import { listTexts } from '@/components/list/list-texts'
import { ListView } from '@/components/list/ListView'
import { PlanExcludedNote, usePlanIncludes } from '@/components/plan/PlanExcludedNote'
import { RowActionsMenu } from '@/components/list/RowActionsMenu'
import { Page } from '@/components/page/Page'
import { companyListsQueryOptions } from '@/features/settings/api/settings'
import { failureText } from '@/lib/errors'
import { useCan } from '@/platform/session/api/use-session'
import { downloadEmployeesCsv, employeeListQueryOptions, orgChartQueryOptions } from '../api/employees'
import { EmployeeCard } from './EmployeeCard'
import { EmployeeFilters } from './EmployeeFilters'
import { EMPLOYEE_COLUMNS } from './EmployeesTable'
import { useEmployeeActions } from './use-employee-actions'

const ORDER: ListOrder<EmployeeSortField> = {
  defaultSort: EMPLOYEE_DEFAULT_SORT,
  bestMatch: true,
  options: [
    ...alphabetical('name', 'Name'),
    { value: '-start_date', label: 'Newest starters first' },
    { value: 'start_date', label: 'Longest serving first' },
    { value: 'department', label: 'Department' },
    { value: 'location', label: 'Location' },
    { value: 'status', label: 'Status' },
  ],
}

/** Employees: searched, filtered, sorted and paged through the URL; the filtered list as CSV. */
export function EmployeesListPage({ title, query, onQueryChange }: ListPageProps<EmployeeListQuery>) {
  const employees = useQuery(employeeListQueryOptions(query))
  const lists = useQuery(companyListsQueryOptions()).data
  const people = useQuery(orgChartQueryOptions()).data ?? []
  const managerIds = new Set(people.map((person) => person.manager_id))
  const managers = people.filter((person) => managerIds.has(person.id))
  const shown = employees.data?.data ?? []
  const departments = mergeNames(lists?.departments ?? [], shown.map((employee) => employee.department ?? ''))
  const locations = mergeNames(lists?.locations ?? [], shown.map((employee) => employee.location ?? ''))
  const mayAdd = useCan(EMPLOYEE_ACCESS.add)
  const included = usePlanIncludes('employees')
  const canAdd = mayAdd && included
  const actions = useEmployeeActions()
  const [exporting, setExporting] = useState(false)

  async function exportCsv() {
    setExporting(true)
    try {
      await downloadEmployeesCsv(query)
    } catch (failure) {
      notify({ color: 'red', title: 'The export failed', message: failureText(failure), autoClose: false })
    } finally {
      setExporting(false)
    }
  }

  const newButton = canAdd && (
    <ButtonLink to="/employees/create/" leftSection={<IconPlus size={16} aria-hidden />}>
      New employee
    </ButtonLink>
  )
  const rowActions = (employee: Employee) => <RowActionsMenu name={employee.name} items={actions.rowActions(employee)} />

  return (
    <Page
      title={title}
      actions={
        <Group gap="sm">
          <ButtonLink to="/employees/" search={{ view: 'org-chart' }} variant="default" leftSection={<IconHierarchy2 size={16} aria-hidden />}>
            Org chart
          </ButtonLink>
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={exporting} onClick={() => void exportCsv()}>
            Export CSV
          </Button>
          {canAdd && (
            <ButtonLink to="/employees/" search={{ view: 'import' }} variant="default" leftSection={<IconUpload size={16} aria-hidden />}>
              Import CSV
            </ButtonLink>
          )}
          {newButton}
          {((mayAdd && !included) || actions.excludedByPlan) && <PlanExcludedNote feature="employees" />}
        </Group>
      }
    >
      <ListView
        list={employees}
        columns={EMPLOYEE_COLUMNS}
        rowActions={rowActions}
        card={(employee) => <EmployeeCard employee={employee} actions={rowActions(employee)} />}
        texts={listTexts('employees', 'No one', {
          icon: <IconUsers aria-hidden />,
          description: canAdd ? 'Add people one by one, import them from a CSV file, or hire them from an applicant.' : 'People appear here once someone adds them.',
          action: newButton,
        })}
        filters={<EmployeeFilters query={query} departments={departments} locations={locations} managers={managers} onChange={onQueryChange} />}
        {...listQueryProps(employeeListQuerySchema, query, onQueryChange, ORDER)}
      />
      {actions.modal}
    </Page>
  )
}
