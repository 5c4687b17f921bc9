import { createFileRoute } from '@tanstack/react-router'
import { applicantListQuerySchema, type ApplicantListQuery } from '@common/applicants'
import { useListSearch } from '@/components/list/use-list-search'
import { applicantListQueryOptions } from '@/features/applicants/api/applicants'
import { applicantUrlSearch } from '@/features/applicants/components/ApplicantFilters'
import { ApplicantsListPage } from '@/features/applicants/components/ApplicantsListPage'
import { listRoute } from '@/lib/route-guards'
import { prefetchList } from '@/lib/route-loaders'
import { staffPage } from '@/platform/session/page-access'

export const Route = createFileRoute('/_content/candidates/')({
  ...listRoute<ApplicantListQuery>('/candidates/'),
  loader: prefetchList(applicantListQuerySchema, applicantListQueryOptions),
  component: ApplicantsListRoute,
})

function ApplicantsListRoute() {
  const navigate = Route.useNavigate()
  const [query, changeQuery] = useListSearch(applicantListQuerySchema, Route.useSearch(), (search, replace) => void navigate({ search: applicantUrlSearch(search), replace }))
  return <ApplicantsListPage title={staffPage('/candidates/').title} query={query} onQueryChange={changeQuery} />
}
