import { Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { Employee } from '@common/employees'
import { formatDay } from '@/lib/format'
import { EmployeeStatusBadge } from './EmployeeBadges'
import { EmployeeName } from './EmployeesTable'

/** A person of the list as a card, for screens too narrow for the table. */
export function EmployeeCard({ employee, actions }: { employee: Employee; actions: ReactNode }) {
  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} miw={0}>
          <EmployeeName employee={employee} />
          <Text size="sm" c="dimmed">
            {[employee.job_title, employee.department, employee.location].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        {actions}
      </Group>
      <Group gap="xs" mt="xs">
        <EmployeeStatusBadge status={employee.status} size="sm" />
        <Text size="xs" c="dimmed">
          {[employee.manager && `reports to ${employee.manager.name}`, employee.start_date && `since ${formatDay(employee.start_date)}`]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Group>
    </>
  )
}
