import { createFileRoute } from '@tanstack/react-router'
import { HireDialog } from '@/features/applicants/components/HireDialog'
import { offerHistoryQueryOptions, offerQueryOptions } from '@/features/offers/api/offers'
import { OfferPage } from '@/features/offers/components/OfferPage'
import { recordRoute } from '@/lib/route-guards'
import { prefetchRecord } from '@/lib/route-loaders'
import { staffPage } from '@/platform/session/page-access'

export const Route = createFileRoute('/_content/offers/view')({
  ...recordRoute('/offers/view/'),
  loader: prefetchRecord((id) => [offerQueryOptions(id), offerHistoryQueryOptions(id)]),
  component: OfferRoute,
})

function OfferRoute() {
  const navigate = Route.useNavigate()
  return (
    <OfferPage
      id={Route.useSearch().id}
      title={staffPage('/offers/view/').title}
      onDeleted={() => void navigate({ to: '/' })}
      hireDialog={(application, onClose) => (
        <HireDialog target={{ id: application.id, name: application.applicant.name, job: application.job }} onHired={onClose} onCancel={onClose} />
      )}
    />
  )
}
