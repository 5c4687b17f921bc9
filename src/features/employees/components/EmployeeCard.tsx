import { Group, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { Employee } from '@common/employees'
import { ListCardHead } from '@/components/list/ListCardHead'
import { formatDay } from '@/lib/format'
import { EmployeeStatusBadge } from './EmployeeBadges'
import { EmployeeName } from './EmployeesTable'

/** A person of the list as a card, for screens too narrow for the table. */
export function EmployeeCard({ employee, actions }: { employee: Employee; actions: ReactNode }) {
  return (
    <>
      <ListCardHead
        title={<EmployeeName employee={employee} />}
        detail={[employee.job_title, employee.department, employee.location].filter(Boolean).join(' · ')}
        actions={actions}
      />
      <Group gap="xs" mt="xs">
        <EmployeeStatusBadge status={employee.status} size="sm" />
        <Text size="xs" c="dimmed">
          {[employee.manager && `reports to ${employee.manager.name}`, employee.start_date && `since ${formatDay(employee.start_date)}`].filter(Boolean).join(' · ')}
        </Text>
      </Group>
    </>
  )
}
