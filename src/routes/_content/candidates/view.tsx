import { createFileRoute } from '@tanstack/react-router'
import { applicantQueryOptions } from '@/features/applicants/api/applicants'
import { ApplicantPage } from '@/features/applicants/components/ApplicantPage'
import { menuPageHead, requirePermission, routePage } from '@/platform/session/page-access'
import { recordSearch } from '@/lib/record-search'

const page = routePage('/candidates/view/')

export const Route = createFileRoute('/_content/candidates/view')({
  validateSearch: recordSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, page.permissions),
  loaderDeps: ({ search }) => ({ id: search.id }),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    if (deps.id !== undefined) void context.queryClient.prefetchQuery(applicantQueryOptions(deps.id))
  },
  head: menuPageHead(page),
  component: ApplicantRoute,
})

function ApplicantRoute() {
  const { id } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ApplicantPage id={id} title={page.title} onDeleted={() => void navigate({ to: '/candidates/' })} />
}
