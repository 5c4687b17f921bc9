import { Paper } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Job } from '@common/jobs'
import { PageLoader } from '@/components/feedback/PageLoader'
import { ListError } from '@/components/list/ListStates'
import { Page } from '@/components/page/Page'
import { isNormalizedError } from '@/lib/errors'
import { jobQueryOptions } from '../api/jobs'
import { JobNotFound } from './JobNotFound'

interface WithJobProps {
  /** From the page's `?id=`; missing or not a number means no such job. */
  id: number | undefined
  /** The page's title while the job loads or fails to. */
  title: string
  children: (job: Job) => ReactNode
}

/** A job's own page (view, edit) once its job has loaded; until then, or instead, why not. */
export function WithJob({ id, title, children }: WithJobProps) {
  const job = useQuery({ ...jobQueryOptions(id ?? 0), enabled: id !== undefined })
  if (id === undefined) return <JobNotFound />
  if (job.data) return children(job.data)
  if (job.isError) {
    if (isNormalizedError(job.error) && job.error.status === 404) return <JobNotFound />
    return (
      <Page title={title}>
        <Paper withBorder radius="md">
          <ListError title="The job could not be loaded" error={job.error} onRetry={() => void job.refetch()} />
        </Paper>
      </Page>
    )
  }
  return <PageLoader />
}
