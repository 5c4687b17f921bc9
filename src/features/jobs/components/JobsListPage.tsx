import { Button } from '@mantine/core'
import { IconBriefcase, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { JOB_ACCESS } from '@common/access/jobs'
import { JOB_DEFAULT_SORT, jobListQuerySchema, type Job, type JobListQuery, type JobSortField } from '@common/jobs'
import { alphabetical, bothWays, listQueryProps, NEWEST_FIRST, OLDEST_FIRST, type ListOrder, type ListPageProps } from '@/components/list/list-query-props'
import { listTexts } from '@/components/list/list-texts'
import { ListView } from '@/components/list/ListView'
import { RowActionsMenu } from '@/components/list/RowActionsMenu'
import { Page } from '@/components/page/Page'
import { useCan } from '@/platform/session/api/use-session'
import { jobDepartmentsQueryOptions, jobListQueryOptions } from '../api/jobs'
import { JobCard } from './JobCards'
import { JobFilters } from './JobFilters'
import { jobColumns } from './JobsTable'
import { useJobActions } from './use-job-actions'

// While searching, the default order is the best matches first: no column is sorted then.
const ORDER: ListOrder<JobSortField> = {
  defaultSort: JOB_DEFAULT_SORT,
  bestMatch: true,
  options: [
    NEWEST_FIRST,
    OLDEST_FIRST,
    ...alphabetical('title', 'Title'),
    ...bothWays('closes_at', 'Closing soonest', 'Closing latest'),
    ...bothWays('status', 'Status', 'Status, reversed'),
  ],
}

/** Jobs List: the company's jobs, searched, filtered, sorted and paged through the URL. */
export function JobsListPage({ title, query, onQueryChange }: ListPageProps<JobListQuery>) {
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
        texts={listTexts('jobs', 'No job', {
          icon: <IconBriefcase aria-hidden />,
          description: canAdd ? 'Create a job to start hiring: save it as a draft, publish it when it is ready.' : 'Jobs appear here once someone creates them.',
          action: newJobButton,
        })}
        filters={<JobFilters query={query} departments={departments.data ?? []} onChange={onQueryChange} />}
        {...listQueryProps(jobListQuerySchema, query, onQueryChange, ORDER)}
      />
      {actions.modal}
    </Page>
  )
}
