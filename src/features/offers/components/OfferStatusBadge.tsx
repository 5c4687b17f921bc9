import { Badge } from '@mantine/core'
import { OFFER_STATUS_LABELS, type OfferStatus } from '@common/offers'
import { OFFER_STATUS_COLORS } from '../offer-format'

// A narrow card must not cut a badge short ("PENDING APPR…").
export function OfferStatusBadge({ status, size = 'md' }: { status: OfferStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={OFFER_STATUS_COLORS[status]} variant="light" size={size} miw="max-content">
      {OFFER_STATUS_LABELS[status]}
    </Badge>
  )
}
