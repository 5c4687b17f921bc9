import { Badge } from '@mantine/core'
import { JOB_STATUS_LABELS, type JobStatus } from '@common/jobs'
import { JOB_STATUS_COLORS } from '../job-format'

export function JobStatusBadge({ status, size = 'md' }: { status: JobStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    // A table squeezing its columns must not cut the status short ("PUBLISH…").
    <Badge color={JOB_STATUS_COLORS[status]} variant="light" size={size} miw="max-content">
      {JOB_STATUS_LABELS[status]}
    </Badge>
  )
}
