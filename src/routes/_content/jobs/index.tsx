import { createFileRoute } from '@tanstack/react-router'
import { jobListQuerySchema, type JobListQuery } from '@common/jobs'
import { useListSearch } from '@/components/list/use-list-search'
import { jobListQueryOptions } from '@/features/jobs/api/jobs'
import { JobsListPage } from '@/features/jobs/components/JobsListPage'
import { listSearchInput, parseListSearch } from '@/lib/list-search'
import { staffPage } from '@/platform/session/page-access'
import { requirePage, staffPageHead } from '@/lib/route-guards'

export const Route = createFileRoute('/_content/jobs/')({
  validateSearch: listSearchInput<JobListQuery>(),
  beforeLoad: ({ context }) => requirePage(context.session, '/jobs/'),
  loaderDeps: ({ search }) => search,
  // The loader parses the search with the shared zod schema, so it ships with the page, not
  // in the entry; it starts the list's request (also on hovering a link) without waiting for it.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(jobListQueryOptions(parseListSearch(jobListQuerySchema, deps)))
  },
  head: staffPageHead('/jobs/'),
  component: JobsListRoute,
})

function JobsListRoute() {
  const navigate = Route.useNavigate()
  const [query, changeQuery] = useListSearch(jobListQuerySchema, Route.useSearch(), (search, replace) => {
    void navigate({ search, replace })
  })
  return <JobsListPage title={staffPage('/jobs/').title} query={query} onQueryChange={changeQuery} />
}
