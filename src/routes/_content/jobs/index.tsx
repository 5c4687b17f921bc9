import { createFileRoute } from '@tanstack/react-router'
import { jobListQuerySchema, type JobListQuery } from '@common/jobs'
import { useListSearch } from '@/components/list/use-list-search'
import { jobListQueryOptions } from '@/features/jobs/api/jobs'
import { JobsListPage } from '@/features/jobs/components/JobsListPage'
import { listRoute } from '@/lib/route-guards'
import { prefetchList } from '@/lib/route-loaders'
import { staffPage } from '@/platform/session/page-access'

export const Route = createFileRoute('/_content/jobs/')({
  ...listRoute<JobListQuery>('/jobs/'),
  loader: prefetchList(jobListQuerySchema, jobListQueryOptions),
  component: JobsListRoute,
})

function JobsListRoute() {
  const navigate = Route.useNavigate()
  const [query, changeQuery] = useListSearch(jobListQuerySchema, Route.useSearch(), (search, replace) => void navigate({ search, replace }))
  return <JobsListPage title={staffPage('/jobs/').title} query={query} onQueryChange={changeQuery} />
}
