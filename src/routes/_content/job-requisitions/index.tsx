import { createFileRoute } from '@tanstack/react-router'
import { requisitionListQuerySchema, type RequisitionListQuery } from '@common/requisitions'
import { useListSearch } from '@/components/list/use-list-search'
import { requisitionListQueryOptions } from '@/features/requisitions/api/requisitions'
import { RequisitionsListPage } from '@/features/requisitions/components/RequisitionsListPage'
import { listRoute } from '@/lib/route-guards'
import { prefetchList } from '@/lib/route-loaders'
import { staffPage } from '@/platform/session/page-access'

export const Route = createFileRoute('/_content/job-requisitions/')({
  ...listRoute<RequisitionListQuery>('/job-requisitions/'),
  loader: prefetchList(requisitionListQuerySchema, requisitionListQueryOptions),
  component: RequisitionsListRoute,
})

function RequisitionsListRoute() {
  const navigate = Route.useNavigate()
  const [query, changeQuery] = useListSearch(requisitionListQuerySchema, Route.useSearch(), (search, replace) => void navigate({ search, replace }))
  return <RequisitionsListPage title={staffPage('/job-requisitions/').title} query={query} onQueryChange={changeQuery} />
}
