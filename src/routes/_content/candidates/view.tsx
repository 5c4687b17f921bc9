import { createFileRoute } from '@tanstack/react-router'
import { applicantQueryOptions } from '@/features/applicants/api/applicants'
import { ApplicantPage } from '@/features/applicants/components/ApplicantPage'
import { ApplicantInterviewsSection } from '@/features/interviews/components/ApplicantInterviewsSection'
import { ApplicantOffersSection } from '@/features/offers/components/ApplicantOffersSection'
import { recordRoute } from '@/lib/route-guards'
import { prefetchRecord } from '@/lib/route-loaders'
import { staffPage } from '@/platform/session/page-access'

export const Route = createFileRoute('/_content/candidates/view')({
  ...recordRoute('/candidates/view/'),
  loader: prefetchRecord((id) => [applicantQueryOptions(id)]),
  component: ApplicantRoute,
})

function ApplicantRoute() {
  const navigate = Route.useNavigate()
  return (
    <ApplicantPage
      id={Route.useSearch().id}
      title={staffPage('/candidates/view/').title}
      onDeleted={() => void navigate({ to: '/candidates/' })}
      interviews={(applicant) => <ApplicantInterviewsSection applicant={applicant} />}
      offers={(applicant) => <ApplicantOffersSection applicant={applicant} />}
    />
  )
}
