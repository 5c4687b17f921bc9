import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core'
import { IconFileDollar } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { OFFER_ACCESS } from '@common/access/offers'
import { ENDED_OFFER_STATUSES, OFFER_STATUS_LABELS, type Offer, type OfferStatus } from '@common/offers'
import { ListError } from '@/components/list/ListStates'
import { AnchorLink } from '@/components/links'
import { Section } from '@/components/page/Section'
import { Fact } from '@/components/record/Fact'
import { Ltr } from '@/components/text/Isolate'
import { formatDay, formatSalary, formatTimestampDay } from '@/lib/format'
import { useCan } from '@/platform/session/api/use-session'
import { applicationOffersQueryOptions } from '../api/offers'
import { OfferExpiryFact } from './OfferExpiry'
import { OfferFormModal, type OfferApplication } from './OfferFormModal'
import { OfferStatusBadge } from './OfferStatusBadge'

/** An application as the applicant page has it. */
interface Application extends OfferApplication {
  status: string
}

interface Applicant {
  name: string
  applications: readonly { id: number; job: { id: number; title: string }; status: string }[]
}

const isLive = (status: OfferStatus) => !(ENDED_OFFER_STATUSES as readonly OfferStatus[]).includes(status)

/**
 * The applicant page's "Offers": for each application its live offer (status, salary, start,
 * expiry, a link to it), the offers that ended before it, and "Make offer" for an active
 * application without a live offer. Shown to those who may read offers.
 */
export function ApplicantOffersSection({ applicant }: { applicant: Applicant }) {
  const canRead = useCan(OFFER_ACCESS.read)
  const [making, setMaking] = useState<OfferApplication | null>(null)
  const navigate = useNavigate()
  if (!canRead || applicant.applications.length === 0) return null
  const many = applicant.applications.length > 1
  return (
    <Section id="applicant-offers" title="Offers">
      <Stack gap="md">
        {applicant.applications.map((application) => (
          <ApplicationOffers
            key={application.id}
            application={{ ...application, applicant: { name: applicant.name } }}
            titled={many}
            onMake={() => setMaking({ ...application, applicant: { name: applicant.name } })}
          />
        ))}
      </Stack>
      {making && (
        <OfferFormModal
          application={making}
          onClose={() => setMaking(null)}
          onSaved={(offer) => {
            setMaking(null)
            void navigate({ to: '/offers/view/', search: { id: offer.id } })
          }}
        />
      )}
    </Section>
  )
}

function ApplicationOffers({ application, titled, onMake }: { application: Application; titled: boolean; onMake: () => void }) {
  const canAdd = useCan(OFFER_ACCESS.add)
  const offers = useQuery(applicationOffersQueryOptions(application.id))
  const live = offers.data?.find((offer) => isLive(offer.status))
  const ended = offers.data?.filter((offer) => !isLive(offer.status)) ?? []
  const mayMake = canAdd && application.status === 'active' && offers.data !== undefined && !live

  return (
    <Stack gap="xs">
      {(titled || mayMake) && (
        <Group justify={titled ? 'space-between' : 'flex-end'} gap="xs">
          {titled && (
            <Text fw={600} size="sm">
              {application.job.title}
            </Text>
          )}
          {mayMake && (
            <Button size="xs" leftSection={<IconFileDollar size={14} aria-hidden />} onClick={onMake}>
              Make offer
            </Button>
          )}
        </Group>
      )}
      {offers.isError ? (
        <ListError title="The offers could not be loaded" error={offers.error} onRetry={() => void offers.refetch()} />
      ) : !offers.data ? (
        <Skeleton height={60} radius="sm" aria-label="Loading the offers" />
      ) : live ? (
        <LiveOffer offer={live} />
      ) : (
        <Text c="dimmed" size="sm">
          No offer {application.status === 'active' ? 'yet' : 'on this application'}.
        </Text>
      )}
      {ended.length > 0 && (
        <Text size="sm" c="dimmed">
          Earlier:{' '}
          {ended.map((offer, index) => (
            <span key={offer.id}>
              {index > 0 && ', '}
              <AnchorLink to="/offers/view/" search={{ id: offer.id }} size="sm">
                {OFFER_STATUS_LABELS[offer.status]} offer of {formatTimestampDay(offer.created_at)}
              </AnchorLink>
            </span>
          ))}
        </Text>
      )}
    </Stack>
  )
}

function LiveOffer({ offer }: { offer: Offer }) {
  return (
    <Paper withBorder radius="sm" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <OfferStatusBadge status={offer.status} />
          <AnchorLink to="/offers/view/" search={{ id: offer.id }} size="sm" fw={600}>
            View offer
          </AnchorLink>
        </Group>
        <Group component="dl" gap="lg" m={0} align="flex-start">
          <Fact label="Salary">
            <Ltr>{formatSalary(offer.salary, offer.salary_currency, offer.salary_period)}</Ltr>
          </Fact>
          <Fact label="Start date">{formatDay(offer.start_date)}</Fact>
          <OfferExpiryFact offer={offer} />
        </Group>
      </Stack>
    </Paper>
  )
}
