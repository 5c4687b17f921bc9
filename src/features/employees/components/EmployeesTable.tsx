import { Text } from '@mantine/core'
import type { Employee, EmployeeSortField } from '@common/employees'
import { AnchorLink } from '@/components/links'
import type { ListColumn } from '@/components/list/ListView'
import { formatDay } from '@/lib/format'
import { EmployeeStatusBadge } from './EmployeeBadges'

/** A person's name: a link to their page. */
export function EmployeeName({ employee, size }: { employee: Pick<Employee, 'id' | 'name'>; size?: 'sm' }) {
  return (
    <AnchorLink to="/employees/view/" search={{ id: employee.id }} fw={600} size={size}>
      {employee.name}
    </AnchorLink>
  )
}

/** The Employees list's table columns. */
export const EMPLOYEE_COLUMNS: ListColumn<Employee, EmployeeSortField>[] = [
  {
    header: 'Name',
    sortField: 'name',
    maxWidth: 260,
    cell: (employee) => (
      <>
        <EmployeeName employee={employee} size="sm" />
        <Text size="xs" c="dimmed" truncate dir="ltr">
          {employee.work_email}
        </Text>
      </>
    ),
  },
  { header: 'Job title', sortField: 'job_title', maxWidth: 220, cell: (employee) => employee.job_title || '—' },
  { header: 'Department', sortField: 'department', cell: (employee) => employee.department || '—' },
  { header: 'Location', sortField: 'location', cell: (employee) => employee.location || '—' },
  {
    header: 'Manager',
    cell: (employee) => (employee.manager ? <EmployeeName employee={employee.manager} size="sm" /> : '—'),
  },
  { header: 'Status', sortField: 'status', cell: (employee) => <EmployeeStatusBadge status={employee.status} size="sm" /> },
  { header: 'Start date', sortField: 'start_date', nowrap: true, cell: (employee) => (employee.start_date ? formatDay(employee.start_date) : '—') },
]
