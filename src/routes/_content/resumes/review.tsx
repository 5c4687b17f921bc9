import { createFileRoute } from '@tanstack/react-router'
import { resumeQueryOptions } from '@/features/resumes/api/resumes'
import { ReviewPage } from '@/features/resumes/components/ReviewPage'
import { menuPageHead, requirePermission, routePage } from '@/platform/session/page-access'
import { recordSearch } from '@/lib/record-search'

const page = routePage('/resumes/review/')

export const Route = createFileRoute('/_content/resumes/review')({
  validateSearch: recordSearch,
  beforeLoad: ({ context }) => requirePermission(context.session, page.permissions),
  loaderDeps: ({ search }) => ({ id: search.id }),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    if (deps.id !== undefined) void context.queryClient.prefetchQuery(resumeQueryOptions(deps.id))
  },
  head: menuPageHead(page),
  component: ReviewRoute,
})

function ReviewRoute() {
  const { id } = Route.useSearch()
  return <ReviewPage id={id} title={page.title} />
}
