// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/Grid.css'
import { Button, Grid, Stack, Text } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Job } from '@common/jobs'
import { PIPELINE_ACCESS } from '@common/access/applicants'
import { JOB_ACCESS } from '@common/access/jobs'
import { REQUISITION_ACCESS } from '@common/access/requisitions'
import { AnchorLink, ButtonLink } from '@/components/links'
import { BackLink } from '@/components/page/BackLink'
import { Page } from '@/components/page/Page'
import { WithRecord } from '@/components/record/WithRecord'
import { formatDay, formatSalaryRange, formatTimestampDay } from '@/lib/format'
import { requisitionQueryOptions } from '@/features/requisitions/api/requisitions'
import { useCan, useCanAll } from '@/platform/session/api/use-session'
import { JOB_STATUS_ACTIONS } from '../job-format'
import { JOB_RECORD } from './job-record'
import { MarkdownText } from '@/components/markdown/MarkdownText'
import { Fact } from '@/components/record/Fact'
import { RoleFacts } from '@/components/record/RoleFacts'
import { WordBadges } from '@/components/record/WordBadges'
import { JobHistory } from './JobHistory'
import { JobPipelineSummary } from './JobPipelineSummary'
import { JobStatusBadge } from './JobStatusBadge'
import { useJobActions } from './use-job-actions'
import { Ltr } from '@/components/text/Isolate'
import { Section } from '@/components/page/Section'

/** The requisition the job fills: a link by its title for those who may open it. */
function RequisitionLink({ id }: { id: number }) {
  const canRead = useCan(REQUISITION_ACCESS.read)
  const requisition = useQuery({ ...requisitionQueryOptions(id), enabled: canRead })
  if (!canRead) return `Requisition ${id}`
  return (
    <AnchorLink to="/job-requisitions/view/" search={{ id }}>
      {requisition.data?.title ?? `Requisition ${id}`}
    </AnchorLink>
  )
}

interface JobDetailsPageProps {
  job: Job
  onDeleted: () => void
  /** Under the description: the counts per stage with a link to the board. */
  pipeline?: ReactNode
  /** Under the pipeline: the interviews of each stage. */
  interviewPlan?: ReactNode
  /** Under the description: the job's history. */
  history?: ReactNode
}

/** A job's page: its facts, its rendered description and what the user may do with it. */
export function JobDetailsPage({ job, onDeleted, pipeline, interviewPlan, history }: JobDetailsPageProps) {
  const actions = useJobActions({ onDeleted })
  const canList = useCan(JOB_ACCESS.list)
  const statusAction = JOB_STATUS_ACTIONS[job.status]

  return (
    <Page
      title={job.title}
      badge={<JobStatusBadge status={job.status} size="lg" />}
      back={
        canList && (
          <BackLink to="/jobs/" search={{}}>
            Jobs List
          </BackLink>
        )
      }
      actions={
        <>
          {actions.canEdit && (
            <>
              <ButtonLink to="/jobs/edit/" search={{ id: job.id }} variant="default" leftSection={<IconPencil size={16} aria-hidden />}>
                Edit
              </ButtonLink>
              <Button variant="light" loading={actions.movingId === job.id} onClick={() => actions.moveStatus(job)}>
                {statusAction.label}
              </Button>
            </>
          )}
          {actions.canDelete && (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => actions.requestDelete(job)}>
              Delete
            </Button>
          )}
        </>
      }
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Section id="job-details" title="Details">
            <Stack component="dl" gap="sm" m={0}>
              <RoleFacts role={job} />
              <Fact label="Openings">{job.openings}</Fact>
              <Fact label="Salary">
                <Ltr>{formatSalaryRange(job.salary_min, job.salary_max, job.salary_currency) ?? 'Not shown'}</Ltr>
              </Fact>
              <Fact label="Closing date">{job.closes_at ? formatDay(job.closes_at) : 'Open until filled'}</Fact>
              <Fact label="Skills">
                <WordBadges words={job.skills} none="None listed" />
              </Fact>
              {job.requisition_id !== null && (
                <Fact label="Requisition">
                  <RequisitionLink id={job.requisition_id} />
                </Fact>
              )}
              <Fact label="Created">{formatTimestampDay(job.created_at)}</Fact>
              <Fact label="Last updated">{formatTimestampDay(job.updated_at)}</Fact>
            </Stack>
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <Section id="job-description" title="Description">
              {job.description.trim() ? (
                <MarkdownText source={job.description} />
              ) : (
                <Text c="dimmed">No description yet.{actions.canEdit && ' Add one before publishing the job.'}</Text>
              )}
            </Section>
            {pipeline}
            {interviewPlan}
            {history}
          </Stack>
        </Grid.Col>
      </Grid>
      {actions.modal}
    </Page>
  )
}

/** The job of `?id=` on its page, with its pipeline and history, once loaded; or why it cannot be shown. */
export function JobPage({
  id,
  title,
  onDeleted,
  interviewPlan,
}: {
  id: number | undefined
  title: string
  onDeleted: () => void
  /** The interviews feature's plan of the job, composed in by the route. */
  interviewPlan?: (jobId: number) => ReactNode
}) {
  const canSeePipeline = useCanAll(Object.values(PIPELINE_ACCESS))
  return (
    <WithRecord {...JOB_RECORD} id={id} title={title}>
      {(job) => (
        <JobDetailsPage
          job={job}
          onDeleted={onDeleted}
          pipeline={canSeePipeline && <JobPipelineSummary jobId={job.id} />}
          interviewPlan={interviewPlan?.(job.id)}
          history={<JobHistory id={job.id} />}
        />
      )}
    </WithRecord>
  )
}
