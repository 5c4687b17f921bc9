import { createFileRoute } from '@tanstack/react-router'
import { resumeQueryOptions } from '@/features/resumes/api/resumes'
import { ReviewPage } from '@/features/resumes/components/ReviewPage'
import { recordSearch } from '@/lib/record-search'
import { staffPage } from '@/platform/session/page-access'
import { requirePage, staffPageHead } from '@/lib/route-guards'

export const Route = createFileRoute('/_content/resumes/review')({
  validateSearch: recordSearch,
  beforeLoad: ({ context }) => requirePage(context.session, '/resumes/review/'),
  loaderDeps: ({ search }) => ({ id: search.id }),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    if (deps.id !== undefined) void context.queryClient.prefetchQuery(resumeQueryOptions(deps.id))
  },
  head: staffPageHead('/resumes/review/'),
  component: ReviewRoute,
})

function ReviewRoute() {
  const { id } = Route.useSearch()
  return <ReviewPage id={id} title={staffPage('/resumes/review/').title} />
}
