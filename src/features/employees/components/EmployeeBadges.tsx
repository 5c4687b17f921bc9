import { Badge, type BadgeProps } from '@mantine/core'
import { EMPLOYEE_STATUS_LABELS, type EmployeeStatus } from '@common/employees'

const STATUS_COLORS: Record<EmployeeStatus, string> = { active: 'teal', on_leave: 'yellow', terminated: 'gray' }

export function EmployeeStatusBadge({ status, size }: { status: EmployeeStatus; size?: BadgeProps['size'] }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" size={size} tt="none">
      {EMPLOYEE_STATUS_LABELS[status]}
    </Badge>
  )
}
