import { Group, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS, type Job } from '@common/jobs'
import { formatDay, plural } from '@/lib/format'
import { JobStatusBadge } from './JobStatusBadge'
import { JobTitle } from './JobsTable'
import { ListCardHead } from '@/components/list/ListCardHead'
import { Ltr } from '@/components/text/Isolate'

/** A job of the list as a card, for screens too narrow for the table. */
export function JobCard({ job, canView, actions }: { job: Job; canView: boolean; actions: ReactNode }) {
  return (
    <>
      <ListCardHead title={<JobTitle job={job} canView={canView} />} detail={[job.department, job.location].filter(Boolean).join(' · ')} actions={actions} />
      <Group gap="xs" mt="xs">
        <JobStatusBadge status={job.status} size="sm" />
        <Text size="sm">
          {WORKPLACE_LABELS[job.workplace]} · {EMPLOYMENT_TYPE_LABELS[job.employment_type]} · <Ltr>{plural(job.openings, 'opening')}</Ltr>
        </Text>
      </Group>
      {job.closes_at && (
        <Text size="xs" c="dimmed" mt={4}>
          Closes {formatDay(job.closes_at)}
        </Text>
      )}
    </>
  )
}
