import { Group, Paper, Stack, Text } from '@mantine/core'
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS, type Job } from '@common/jobs'
import { AnchorLink } from '@/components/links'
import { formatDay } from '@/lib/format'
import { JobActionsMenu, type JobRowActions } from './JobActionsMenu'
import { JobStatusBadge } from './JobStatusBadge'

/** The jobs of one page as cards, for screens too narrow for the table. */
export function JobCards({ jobs, ...actions }: JobRowActions & { jobs: readonly Job[] }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {jobs.map((job) => (
        <Paper component="li" key={job.id} withBorder radius="md" p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} miw={0}>
              {actions.canView ? (
                <AnchorLink to="/jobs/view/" search={{ id: job.id }} fw={600}>
                  {job.title}
                </AnchorLink>
              ) : (
                <Text fw={600}>{job.title}</Text>
              )}
              <Text size="sm" c="dimmed">
                {[job.department, job.location].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            <JobActionsMenu job={job} actions={actions} />
          </Group>
          <Group gap="xs" mt="xs">
            <JobStatusBadge status={job.status} size="sm" />
            <Text size="sm">
              {WORKPLACE_LABELS[job.workplace]} · {EMPLOYMENT_TYPE_LABELS[job.employment_type]} · {job.openings}{' '}
              {job.openings === 1 ? 'opening' : 'openings'}
            </Text>
          </Group>
          {job.closes_at && (
            <Text size="xs" c="dimmed" mt={4}>
              Closes {formatDay(job.closes_at)}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  )
}
