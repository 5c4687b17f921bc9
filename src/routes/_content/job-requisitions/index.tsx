import { createFileRoute } from '@tanstack/react-router'
import { requisitionListQuerySchema, type RequisitionListQuery } from '@common/requisitions'
import { useListSearch } from '@/components/list/use-list-search'
import { requisitionListQueryOptions } from '@/features/requisitions/api/requisitions'
import { RequisitionsListPage } from '@/features/requisitions/components/RequisitionsListPage'
import { listSearchInput, parseListSearch } from '@/lib/list-search'
import { staffPage } from '@/platform/session/page-access'
import { requirePage, staffPageHead } from '@/lib/route-guards'

export const Route = createFileRoute('/_content/job-requisitions/')({
  validateSearch: listSearchInput<RequisitionListQuery>(),
  beforeLoad: ({ context }) => requirePage(context.session, '/job-requisitions/'),
  loaderDeps: ({ search }) => search,
  // The loader parses the search with the shared zod schema, so it ships with the page.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(requisitionListQueryOptions(parseListSearch(requisitionListQuerySchema, deps)))
  },
  head: staffPageHead('/job-requisitions/'),
  component: RequisitionsListRoute,
})

function RequisitionsListRoute() {
  const navigate = Route.useNavigate()
  const [query, changeQuery] = useListSearch(requisitionListQuerySchema, Route.useSearch(), (search, replace) => {
    void navigate({ search, replace })
  })
  return <RequisitionsListPage title={staffPage('/job-requisitions/').title} query={query} onQueryChange={changeQuery} />
}
