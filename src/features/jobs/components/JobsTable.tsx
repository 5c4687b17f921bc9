import { Text } from '@mantine/core'
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS, type Job, type JobSortField } from '@common/jobs'
import { AnchorLink } from '@/components/links'
import type { ListColumn } from '@/components/list/ListView'
import { formatDay, formatTimestampDay } from '@/lib/format'
import { JobStatusBadge } from './JobStatusBadge'

/** A job's title: a link to its page for those who may open it. */
export function JobTitle({ job, canView, size }: { job: Job; canView: boolean; size?: 'sm' }) {
  return canView ? (
    <AnchorLink to="/jobs/view/" search={{ id: job.id }} fw={600} size={size}>
      {job.title}
    </AnchorLink>
  ) : (
    <Text fw={600} size={size}>
      {job.title}
    </Text>
  )
}

/** The Jobs List's table columns. */
export function jobColumns(canView: boolean): ListColumn<Job, JobSortField>[] {
  return [
    {
      header: 'Title',
      sortField: 'title',
      maxWidth: 320,
      cell: (job) => (
        <>
          <JobTitle job={job} canView={canView} size="sm" />
          {job.location && (
            <Text size="xs" c="dimmed">
              {job.location}
            </Text>
          )}
        </>
      ),
    },
    { header: 'Department', cell: (job) => job.department },
    { header: 'Workplace', cell: (job) => WORKPLACE_LABELS[job.workplace] },
    { header: 'Employment type', cell: (job) => EMPLOYMENT_TYPE_LABELS[job.employment_type] },
    { header: 'Status', sortField: 'status', cell: (job) => <JobStatusBadge status={job.status} size="sm" /> },
    { header: 'Openings', align: 'end', cell: (job) => job.openings },
    { header: 'Closing date', sortField: 'closes_at', nowrap: true, cell: (job) => formatDay(job.closes_at) },
    { header: 'Created', sortField: 'created_at', nowrap: true, cell: (job) => formatTimestampDay(job.created_at) },
  ]
}
