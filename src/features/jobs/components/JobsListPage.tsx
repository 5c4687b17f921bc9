import { Box, Button, NativeSelect, Paper, Stack } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconBriefcase, IconPlus, IconSearchOff } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { JOB_DEFAULT_SORT, type JobListQuery, type JobSortField } from '@common/jobs'
import { listOrder } from '@common/list-query'
import { ListPagination } from '@/components/list/ListPagination'
import { ListEmpty, ListError, ListLoading } from '@/components/list/ListStates'
import type { ListSearchChange } from '@/components/list/use-list-search'
import { Page } from '@/components/page/Page'
import { useCan } from '@/platform/session/api/use-session'
import { jobDepartmentsQueryOptions, jobListQueryOptions } from '../api/jobs'
import { JobCards } from './JobCards'
import { isFiltered, JobFilters } from './JobFilters'
import { JobsTable } from './JobsTable'
import { useJobActions } from './use-job-actions'

type JobSort = JobSortField | `-${JobSortField}`

/** The sort select's value for "no sort chosen" while searching. */
const BEST_MATCH = ''

const SORT_OPTIONS: { value: JobSort; label: string }[] = [
  { value: '-created_at', label: 'Newest first' },
  { value: 'created_at', label: 'Oldest first' },
  { value: 'title', label: 'Title, A to Z' },
  { value: '-title', label: 'Title, Z to A' },
  { value: 'closes_at', label: 'Closing soonest' },
  { value: '-closes_at', label: 'Closing latest' },
  { value: 'status', label: 'Status' },
  { value: '-status', label: 'Status, reversed' },
]

interface JobsListPageProps {
  title: string
  query: JobListQuery
  onQueryChange: ListSearchChange<JobListQuery>
}

/** Jobs List: the company's jobs, searched, filtered, sorted and paged through the URL. */
export function JobsListPage({ title, query, onQueryChange }: JobsListPageProps) {
  const jobs = useQuery(jobListQueryOptions(query))
  const departments = useQuery(jobDepartmentsQueryOptions())
  const canAdd = useCan(['job.add'])
  const actions = useJobActions()
  // Below 768 px each job is a card; the table would need sideways scrolling there.
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false })

  // While searching, the default order is the best matches first: no column is sorted then.
  const order = listOrder(query, JOB_DEFAULT_SORT)
  const sortOptions = query.q ? [{ value: BEST_MATCH, label: 'Best match' }, ...SORT_OPTIONS] : SORT_OPTIONS

  const list = jobs.data
  const lastPage = list ? Math.max(1, Math.ceil(list.meta.total / list.meta.per_page)) : 1
  const pastTheEnd = !jobs.isPlaceholderData && list !== undefined && list.data.length === 0 && query.page > lastPage

  // A page beyond the last (after deletions, or from an old link) shows the last one instead.
  useEffect(() => {
    if (pastTheEnd) onQueryChange({ page: lastPage }, { replace: true })
  }, [pastTheEnd, lastPage, onQueryChange])

  const newJobButton = canAdd && (
    <Button component={Link} to="/jobs/create/" leftSection={<IconPlus size={16} aria-hidden />}>
      New job
    </Button>
  )

  const rowActions = {
    canView: actions.canView,
    canEdit: actions.canEdit,
    canDelete: actions.canDelete,
    movingId: actions.movingId,
    onMoveStatus: actions.moveStatus,
    onDelete: actions.requestDelete,
  }

  let body
  if (!list && jobs.isError) {
    body = <ListError title="Jobs could not be loaded" error={jobs.error} onRetry={() => void jobs.refetch()} />
  } else if (!list || pastTheEnd) {
    body = <ListLoading label="Loading jobs" />
  } else if (list.data.length === 0) {
    body = isFiltered(query) ? (
      <ListEmpty
        icon={<IconSearchOff aria-hidden />}
        title="No jobs match"
        description="No job fits this search and these filters. Try other words or fewer filters."
        action={
          <Button
            variant="light"
            onClick={() => onQueryChange({ q: undefined, status: undefined, department: undefined, workplace: undefined, employment_type: undefined })}
          >
            Clear filters
          </Button>
        }
      />
    ) : (
      <ListEmpty
        icon={<IconBriefcase aria-hidden />}
        title="No jobs yet"
        description={canAdd ? 'Create a job to start hiring: save it as a draft, publish it when it is ready.' : 'Jobs appear here once someone creates them.'}
        action={newJobButton}
      />
    )
  } else {
    body = (
      <Stack gap="md">
        <Box
          aria-busy={jobs.isFetching}
          style={{ opacity: jobs.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {narrow ? (
            <JobCards jobs={list.data} {...rowActions} />
          ) : (
            <JobsTable jobs={list.data} sort={order ?? ''} onSort={(sort) => onQueryChange({ sort })} {...rowActions} />
          )}
        </Box>
        <ListPagination
          page={query.page}
          perPage={query.per_page}
          total={list.meta.total}
          onPageChange={(page) => onQueryChange({ page })}
          onPerPageChange={(per_page) => onQueryChange({ per_page })}
        />
      </Stack>
    )
  }

  return (
    <Page title={title} actions={newJobButton}>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <JobFilters query={query} departments={departments.data ?? []} onChange={onQueryChange} />
          {narrow && list && list.data.length > 0 && (
            <NativeSelect
              label="Sort by"
              data={sortOptions}
              value={order ?? BEST_MATCH}
              onChange={(event) => {
                const value = event.currentTarget.value
                onQueryChange({ sort: value === BEST_MATCH ? undefined : (value as JobSort) })
              }}
            />
          )}
          {body}
        </Stack>
      </Paper>
      {actions.modal}
    </Page>
  )
}
