import { Text } from '@mantine/core'
import type { Offer } from '@common/offers'
import { Fact } from '@/components/record/Fact'
import { useCompanyTimeZone } from '@/features/messages/api/time-zone'
import { formatDateTime } from '@/lib/format'

/**
 * A moment of an offer in the company's time zone, named: the letter gives the expiry in that zone,
 * so every page showing it reads the same time the candidate was told, and the offer's other
 * moments (sent, signed) use it too, so one page never gives one moment in two zones.
 */
export function OfferTime({ at }: { at: string }) {
  const zone = useCompanyTimeZone()
  return (
    <>
      <time dateTime={at}>{formatDateTime(at, zone)}</time>{' '}
      <Text span size="xs" c="dimmed">
        <bdi dir="ltr">{zone}</bdi>
      </Text>
    </>
  )
}

/** When an offer ended by an answer or its withdrawal, and what ended it; null while its expiry still matters. */
function endOf(offer: Pick<Offer, 'status' | 'responded_at' | 'decided_at'>): { label: string; at: string } | null {
  if (offer.status === 'accepted' && offer.responded_at) return { label: 'Accepted', at: offer.responded_at }
  if (offer.status === 'declined' && offer.responded_at) return { label: 'Declined', at: offer.responded_at }
  if (offer.status === 'withdrawn' && offer.decided_at) return { label: 'Withdrawn', at: offer.decided_at }
  return null
}

/** The offer's expiry while it can still be answered; once accepted, declined or withdrawn, when that happened instead. */
export function OfferExpiryFact({ offer }: { offer: Pick<Offer, 'status' | 'expires_at' | 'responded_at' | 'decided_at'> }) {
  const end = endOf(offer)
  return (
    <Fact label={end?.label ?? 'Expires'}>
      <OfferTime at={end?.at ?? offer.expires_at} />
    </Fact>
  )
}
