import { createFileRoute } from '@tanstack/react-router'
import { requisitionListQuerySchema, type RequisitionListQuery } from '@common/requisitions'
import { useListSearch } from '@/components/list/use-list-search'
import { requisitionListQueryOptions } from '@/features/requisitions/api/requisitions'
import { RequisitionsListPage } from '@/features/requisitions/components/RequisitionsListPage'
import { menuPage, menuPageHead, requirePermission } from '@/platform/session/page-access'
import { listSearchInput, parseListSearch } from '@/lib/list-search'

const page = menuPage('/job-requisitions/')

export const Route = createFileRoute('/_content/job-requisitions/')({
  validateSearch: listSearchInput<RequisitionListQuery>(),
  beforeLoad: ({ context }) => requirePermission(context.session, page.permissions),
  loaderDeps: ({ search }) => search,
  // The loader parses the search with the shared zod schema, so it ships with the page.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(requisitionListQueryOptions(parseListSearch(requisitionListQuerySchema, deps)))
  },
  head: menuPageHead(page),
  component: RequisitionsListRoute,
})

function RequisitionsListRoute() {
  const navigate = Route.useNavigate()
  const [query, changeQuery] = useListSearch(requisitionListQuerySchema, Route.useSearch(), (search, replace) => {
    void navigate({ search, replace })
  })
  return <RequisitionsListPage title={page.title} query={query} onQueryChange={changeQuery} />
}
