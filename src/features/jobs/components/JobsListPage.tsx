import { Button } from '@mantine/core'
import { IconBriefcase, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { JOB_ACCESS } from '@common/access/jobs'
import { JOB_DEFAULT_SORT, type Job, type JobListQuery, type JobSortField } from '@common/jobs'
import { listOrder } from '@common/list-query'
import { ListView, type ListSort } from '@/components/list/ListView'
import { RowActionsMenu } from '@/components/list/RowActionsMenu'
import type { ListSearchChange } from '@/components/list/use-list-search'
import { Page } from '@/components/page/Page'
import { useCan } from '@/platform/session/api/use-session'
import { jobDepartmentsQueryOptions, jobListQueryOptions } from '../api/jobs'
import { JobCard } from './JobCards'
import { isFiltered, JobFilters, NO_FILTERS } from './JobFilters'
import { jobColumns } from './JobsTable'
import { useJobActions } from './use-job-actions'

/** The sort select's value for "no sort chosen" while searching. */
const BEST_MATCH = ''

const SORT_OPTIONS: { value: ListSort<JobSortField>; label: string }[] = [
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
  const canAdd = useCan(JOB_ACCESS.add)
  const actions = useJobActions()
  const columns = useMemo(() => jobColumns(actions.canView), [actions.canView])

  const newJobButton = canAdd && (
    <Button component={Link} to="/jobs/create/" leftSection={<IconPlus size={16} aria-hidden />}>
      New job
    </Button>
  )
  const rowActions = (job: Job) => <RowActionsMenu name={job.title} items={actions.rowActions(job)} busy={actions.movingId === job.id} />

  return (
    <Page title={title} actions={newJobButton}>
      <ListView
        list={jobs}
        columns={columns}
        rowActions={rowActions}
        card={(job) => <JobCard job={job} canView={actions.canView} actions={rowActions(job)} />}
        texts={{
          loading: 'Loading jobs',
          error: 'Jobs could not be loaded',
          empty: {
            icon: <IconBriefcase aria-hidden />,
            title: 'No jobs yet',
            description: canAdd ? 'Create a job to start hiring: save it as a draft, publish it when it is ready.' : 'Jobs appear here once someone creates them.',
            action: newJobButton,
          },
          noMatch: { title: 'No jobs match', description: 'No job fits this search and these filters. Try other words or fewer filters.' },
        }}
        filters={<JobFilters query={query} departments={departments.data ?? []} onChange={onQueryChange} />}
        filtered={isFiltered(query)}
        onClearFilters={() => onQueryChange(NO_FILTERS)}
        // While searching, the default order is the best matches first: no column is sorted then.
        sort={listOrder(query, JOB_DEFAULT_SORT) ?? BEST_MATCH}
        onSort={(sort) => onQueryChange({ sort })}
        sortOptions={query.q ? [{ value: BEST_MATCH, label: 'Best match' }, ...SORT_OPTIONS] : SORT_OPTIONS}
        page={query.page}
        perPage={query.per_page}
        onPageChange={(page, options) => onQueryChange({ page }, options)}
        onPerPageChange={(per_page) => onQueryChange({ per_page })}
      />
      {actions.modal}
    </Page>
  )
}
