import { createFileRoute } from '@tanstack/react-router'
import { interviewDetailQueryOptions } from '@/features/interviews/api/interview-page'
import { InterviewPage } from '@/features/interviews/components/InterviewPage'
import { recordRoute } from '@/lib/route-guards'
import { prefetchRecord } from '@/lib/route-loaders'
import { staffPage } from '@/platform/session/page-access'

export const Route = createFileRoute('/_content/interviews/view')({
  ...recordRoute('/interviews/view/'),
  loader: prefetchRecord((id) => [interviewDetailQueryOptions(id)]),
  component: InterviewRoute,
})

function InterviewRoute() {
  return <InterviewPage id={Route.useSearch().id} title={staffPage('/interviews/view/').title} />
}
