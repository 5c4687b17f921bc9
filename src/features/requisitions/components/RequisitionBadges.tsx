import { Badge } from '@mantine/core'
import { REQUISITION_PRIORITY_LABELS, REQUISITION_STATUS_LABELS, type RequisitionPriority, type RequisitionStatus } from '@common/requisitions'
import { PRIORITY_COLORS, REQUISITION_STATUS_COLORS } from '../requisition-format'

type Size = 'sm' | 'md' | 'lg'

// A table squeezing its columns must not cut a badge short ("PENDING APPR…").
export function RequisitionStatusBadge({ status, size = 'md' }: { status: RequisitionStatus; size?: Size }) {
  return (
    <Badge color={REQUISITION_STATUS_COLORS[status]} variant="light" size={size} miw="max-content">
      {REQUISITION_STATUS_LABELS[status]}
    </Badge>
  )
}

export function PriorityBadge({ priority, size = 'md' }: { priority: RequisitionPriority; size?: Size }) {
  return (
    <Badge color={PRIORITY_COLORS[priority]} variant={priority === 'urgent' ? 'filled' : 'outline'} size={size} miw="max-content">
      {REQUISITION_PRIORITY_LABELS[priority]}
    </Badge>
  )
}
