import { createFileRoute } from '@tanstack/react-router'
import { jobQueryOptions } from '@/features/jobs/api/jobs'
import { JobPage } from '@/features/jobs/components/JobDetailsPage'
import { InterviewPlanSection } from '@/features/interviews/components/InterviewPlanSection'
import { recordRoute } from '@/lib/route-guards'
import { prefetchRecord } from '@/lib/route-loaders'
import { staffPage } from '@/platform/session/page-access'

export const Route = createFileRoute('/_content/jobs/view')({
  ...recordRoute('/jobs/view/'),
  loader: prefetchRecord((id) => [jobQueryOptions(id)]),
  component: JobRoute,
})

function JobRoute() {
  const navigate = Route.useNavigate()
  return (
    <JobPage
      id={Route.useSearch().id}
      title={staffPage('/jobs/view/').title}
      onDeleted={() => void navigate({ to: '/jobs/' })}
      interviewPlan={(jobId) => <InterviewPlanSection jobId={jobId} />}
    />
  )
}
