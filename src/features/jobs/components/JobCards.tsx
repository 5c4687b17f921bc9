import { Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS, type Job } from '@common/jobs'
import { formatDay, plural } from '@/lib/format'
import { JobStatusBadge } from './JobStatusBadge'
import { JobTitle } from './JobsTable'
import { Ltr } from '@/components/text/Isolate'

/** A job of the list as a card, for screens too narrow for the table. */
export function JobCard({ job, canView, actions }: { job: Job; canView: boolean; actions: ReactNode }) {
  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} miw={0}>
          <JobTitle job={job} canView={canView} />
          <Text size="sm" c="dimmed">
            {[job.department, job.location].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        {actions}
      </Group>
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
