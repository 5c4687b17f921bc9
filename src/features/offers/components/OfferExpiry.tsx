import { Text } from '@mantine/core'
import { useCompanyTimeZone } from '@/features/messages/api/time-zone'
import { formatDateTime } from '@/lib/format'

/**
 * When an offer expires, in the company's time zone and named: the letter gives the expiry in
 * that zone, so every page showing it reads the same time the candidate was told.
 */
export function OfferExpiry({ at }: { at: string }) {
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
