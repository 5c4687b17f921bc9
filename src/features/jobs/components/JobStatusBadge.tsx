import { Badge } from '@mantine/core'
import { JOB_STATUS_LABELS, type JobStatus } from '@common/jobs'
import { JOB_STATUS_COLORS } from '../job-format'

export function JobStatusBadge({ status, size = 'md' }: { status: JobStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={JOB_STATUS_COLORS[status]} variant="light" size={size}>
      {JOB_STATUS_LABELS[status]}
    </Badge>
  )
}
