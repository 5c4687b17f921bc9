import { createFileRoute } from '@tanstack/react-router'
import { applicantListQuerySchema, type ApplicantListQuery } from '@common/applicants'
import { useListSearch } from '@/components/list/use-list-search'
import { applicantListQueryOptions } from '@/features/applicants/api/applicants'
import { applicantUrlSearch } from '@/features/applicants/components/ApplicantFilters'
import { ApplicantsListPage } from '@/features/applicants/components/ApplicantsListPage'
import { listSearchInput, parseListSearch } from '@/lib/list-search'
import { staffPage } from '@/platform/session/page-access'
import { requirePage, staffPageHead } from '@/lib/route-guards'

export const Route = createFileRoute('/_content/candidates/')({
  validateSearch: listSearchInput<ApplicantListQuery>(),
  beforeLoad: ({ context }) => requirePage(context.session, '/candidates/'),
  loaderDeps: ({ search }) => search,
  // The loader parses the search with the shared zod schema, so it ships with the page, not in the entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(applicantListQueryOptions(parseListSearch(applicantListQuerySchema, deps)))
  },
  head: staffPageHead('/candidates/'),
  component: ApplicantsListRoute,
})

function ApplicantsListRoute() {
  const navigate = Route.useNavigate()
  const [query, changeQuery] = useListSearch(applicantListQuerySchema, Route.useSearch(), (search, replace) => {
    void navigate({ search: applicantUrlSearch(search), replace })
  })
  return <ApplicantsListPage title={staffPage('/candidates/').title} query={query} onQueryChange={changeQuery} />
}
