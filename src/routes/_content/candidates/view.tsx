import { createFileRoute } from '@tanstack/react-router'
import { applicantQueryOptions } from '@/features/applicants/api/applicants'
import { ApplicantPage } from '@/features/applicants/components/ApplicantPage'
import { recordSearch } from '@/lib/record-search'
import { staffPage } from '@/platform/session/page-access'
import { requirePage, staffPageHead } from '@/lib/route-guards'

export const Route = createFileRoute('/_content/candidates/view')({
  validateSearch: recordSearch,
  beforeLoad: ({ context }) => requirePage(context.session, '/candidates/view/'),
  loaderDeps: ({ search }) => ({ id: search.id }),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    if (deps.id !== undefined) void context.queryClient.prefetchQuery(applicantQueryOptions(deps.id))
  },
  head: staffPageHead('/candidates/view/'),
  component: ApplicantRoute,
})

function ApplicantRoute() {
  const { id } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ApplicantPage id={id} title={staffPage('/candidates/view/').title} onDeleted={() => void navigate({ to: '/candidates/' })} />
}
