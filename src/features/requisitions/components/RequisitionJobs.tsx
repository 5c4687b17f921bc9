import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core'
import { useQueries } from '@tanstack/react-query'
import { useState } from 'react'
import { JOB_ACCESS } from '@common/access/jobs'
import { JOB_STATUS_LABELS, type Job } from '@common/jobs'
import type { Requisition } from '@common/requisitions'
import { notify } from '@/components/feedback/notify'
import { AnchorLink } from '@/components/links'
import { failureText } from '@/lib/errors'
import { plural } from '@/lib/format'
import { jobQueryOptions } from '@/features/jobs/api/jobs'
import { useChangeJobStatus } from '@/features/jobs/api/job-mutations'
import { useCan } from '@/platform/session/api/use-session'
import { jobsTakingApplications, stillTakingApplications } from '../api/requisitions'
import { Ltr } from '@/components/text/Isolate'
import { Section } from '@/components/page/Section'

/** The jobs created from the requisition, with their openings against its headcount and its hires. */
export function RequisitionJobs({ requisition }: { requisition: Requisition }) {
  const canViewJobs = useCan(JOB_ACCESS.read)
  const jobs = useQueries({ queries: canViewJobs ? requisition.job_ids.map((id) => jobQueryOptions(id)) : [] })
  const loaded = jobs.flatMap((job) => (job.data ? [job.data] : []))
  const openings = loaded.reduce((sum, job) => sum + job.openings, 0)

  return (
    <Section id="requisition-jobs" title="Jobs">
      {requisition.job_ids.length === 0 ? (
        <Text size="sm" c="dimmed">
          {requisition.status === 'approved' ? 'No job yet. Create one to start hiring.' : 'Once approved, jobs are created from it.'}
        </Text>
      ) : (
        <Stack gap="xs">
          {requisition.status === 'filled' && <CloseOpenJobs jobs={loaded} headcount={requisition.headcount} />}
          <Text size="sm">
            <Ltr>
              {plural(requisition.job_ids.length, 'job', 'jobs')}
              {canViewJobs && loaded.length === requisition.job_ids.length && ` · ${openings} of ${requisition.headcount} openings`} · {plural(requisition.hires, 'hire', 'hires')}
            </Ltr>
          </Text>
          {canViewJobs && (
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
              {requisition.job_ids.map((id, index) => {
                const job = jobs[index]?.data
                return (
                  <Group component="li" key={id} gap="xs" wrap="nowrap">
                    <AnchorLink to="/jobs/view/" search={{ id }} size="sm" fw={600}>
                      {job?.title ?? `Job ${id}`}
                    </AnchorLink>
                    {job && (
                      <>
                        <Badge size="xs" variant="light" color="gray" miw="max-content">
                          {JOB_STATUS_LABELS[job.status]}
                        </Badge>
                        <Text size="xs" c="dimmed">
                          <Ltr>{plural(job.openings, 'opening', 'openings')}</Ltr>
                        </Text>
                      </>
                    )}
                  </Group>
                )
              })}
            </Stack>
          )}
        </Stack>
      )}
    </Section>
  )
}

/**
 * A filled requisition (hires reached its headcount) whose jobs still take applications: the
 * offer to close them, to those who may edit jobs.
 */
function CloseOpenJobs({ jobs, headcount }: { jobs: Job[]; headcount: number }) {
  const canEditJobs = useCan(JOB_ACCESS.edit)
  const changeStatus = useChangeJobStatus()
  const [closing, setClosing] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const open = jobsTakingApplications(jobs)
  if (open.length === 0) return null

  const closeAll = async () => {
    setClosing(true)
    setError(null)
    try {
      for (const job of open) await changeStatus.mutateAsync({ id: job.id, status: 'closed' })
      notify({ color: 'teal', title: open.length === 1 ? 'Job closed' : `${open.length} jobs closed`, message: 'They no longer take applications.' })
    } catch (failure) {
      setError(failureText(failure))
    } finally {
      setClosing(false)
    }
  }

  return (
    <Alert color="grape" variant="light" title={`Filled: ${plural(headcount, 'hire', 'hires')} made`}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{stillTakingApplications(open)}</Text>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        {canEditJobs && (
          <Button size="xs" variant="light" color="grape" loading={closing} onClick={() => void closeAll()}>
            {open.length === 1 ? 'Close the open job' : `Close ${open.length} open jobs`}
          </Button>
        )}
      </Stack>
    </Alert>
  )
}
