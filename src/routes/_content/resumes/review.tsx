import { createFileRoute } from '@tanstack/react-router'
import { resumeQueryOptions } from '@/features/resumes/api/resumes'
import { ReviewPage } from '@/features/resumes/components/ReviewPage'
import { recordRoute } from '@/lib/route-guards'
import { prefetchRecord } from '@/lib/route-loaders'
import { staffPage } from '@/platform/session/page-access'

export const Route = createFileRoute('/_content/resumes/review')({
  ...recordRoute('/resumes/review/'),
  loader: prefetchRecord((id) => [resumeQueryOptions(id)]),
  component: ReviewRoute,
})

function ReviewRoute() {
  return <ReviewPage id={Route.useSearch().id} title={staffPage('/resumes/review/').title} />
}
