import { Group, Text, TextInput } from '@mantine/core'
import { IconLayoutKanban, IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { APPLICANT_ACCESS, PIPELINE_ACCESS } from '@common/access/applicants'
import type { Pipeline } from '@common/pipeline'
import { AccessDenied } from '@/components/errors/AccessDenied'
import { AnchorLink } from '@/components/links'
import { BackLink } from '@/components/page/BackLink'
import { Page } from '@/components/page/Page'
import { RecordNotFound } from '@/components/record/RecordNotFound'
import { WithRecord } from '@/components/record/WithRecord'
import { jobQueryOptions } from '@/features/jobs/api/jobs'
import { useCan, useCanAll } from '@/platform/session/api/use-session'
import { pipelineQueryOptions } from '../../api/pipeline'
import { useRejectionReasons } from '../../api/rejection-reasons'
import { PipelineBoard } from './PipelineBoard'

const PIPELINE_RECORD = {
  query: pipelineQueryOptions,
  errorTitle: 'The pipeline could not be loaded',
  notFound: (
    <RecordNotFound icon={<IconLayoutKanban size={32} stroke={1.5} />} title="Job not found" back={{ label: 'Back to Jobs List', to: '/jobs/' }}>
      The job may have been deleted, or the link is mistyped.
    </RecordNotFound>
  ),
}

/** The board of the job of `?id=`, once loaded; or why it cannot be shown. */
export function PipelinePage({ id, title }: { id: number | undefined; title: string }) {
  // The route's guard checks the applicant permission; the board also needs job.view.
  const allowed = useCanAll(Object.values(PIPELINE_ACCESS))
  if (!allowed) return <AccessDenied />
  return (
    <WithRecord {...PIPELINE_RECORD} id={id} title={title}>
      {(pipeline) => <BoardPage jobId={id ?? 0} pipeline={pipeline} title={title} />}
    </WithRecord>
  )
}

function BoardPage({ jobId, pipeline, title }: { jobId: number; pipeline: Pipeline; title: string }) {
  const job = useQuery(jobQueryOptions(jobId))
  const canEdit = useCan(APPLICANT_ACCESS.edit)
  const reasons = useRejectionReasons(canEdit)
  const [filter, setFilter] = useState('')
  return (
    <Page
      title={job.data ? `${title}: ${job.data.title}` : title}
      back={
        <BackLink to="/jobs/view/" search={{ id: jobId }}>
          {job.data?.title ?? 'The job'}
        </BackLink>
      }
    >
      <Group justify="space-between" gap="sm" mt={-8}>
        <TextInput
          label="Filter the board"
          placeholder="Name or tag"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          w={{ base: '100%', xs: 280 }}
        />
        {pipeline.rejected_count > 0 ? (
          <AnchorLink to="/candidates/" search={{ job_id: jobId, status: 'rejected' }} size="sm">
            {pipeline.rejected_count} rejected, not on the board
          </AnchorLink>
        ) : (
          <Text size="sm" c="dimmed">
            None rejected
          </Text>
        )}
      </Group>
      <PipelineBoard jobId={jobId} jobTitle={job.data?.title ?? 'the job'} pipeline={pipeline} filter={filter} canEdit={canEdit} reasons={reasons} />
    </Page>
  )
}
