// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/Code.css'
import '@mantine/core/styles/Grid.css'
import { Alert, Badge, Button, Code, Grid, Group, Stack, Text } from '@mantine/core'
import { IconDownload, IconSignature } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { APPLICANT_ACCESS } from '@common/access/applicants'
import { OFFER_ACCESS } from '@common/access/offers'
import { EMPLOYMENT_TYPE_LABELS } from '@common/job-labels'
import type { OfferAction } from '@common/offer-workflow'
import type { Offer } from '@common/offers'
import { ApprovalStepper } from '@/components/approval/ApprovalStepper'
import { notify } from '@/components/feedback/notify'
import { AnchorLink } from '@/components/links'
import { BackLink } from '@/components/page/BackLink'
import { Page } from '@/components/page/Page'
import { Section } from '@/components/page/Section'
import { Fact } from '@/components/record/Fact'
import { WithRecord } from '@/components/record/WithRecord'
import { Ltr } from '@/components/text/Isolate'
import { failureText } from '@/lib/errors'
import { formatDay, formatMoney, formatSalary, formatTimestampDay } from '@/lib/format'
import { useCan } from '@/platform/session/api/use-session'
import { downloadOfferLetter } from '../api/offers'
import { bandText, offerApprovalOutcome } from '../offer-format'
import { OFFER_RECORD } from './offer-record'
import { OfferFormModal, type OfferApplication } from './OfferFormModal'
import { OfferExpiryFact, OfferTime } from './OfferExpiry'
import { OfferHistory } from './OfferHistory'
import { OfferLetter } from './OfferLetter'
import { OfferStatusBadge } from './OfferStatusBadge'
import { useOfferActions } from './use-offer-actions'

/** How each action's button looks: the decisions first and strongest, as on a requisition's page. */
const BUTTON_STYLE: Record<OfferAction, { variant: string; color?: string }> = {
  approve: { variant: 'filled', color: 'teal' },
  submit: { variant: 'filled' },
  send: { variant: 'filled' },
  hire: { variant: 'filled', color: 'teal' },
  reject: { variant: 'light', color: 'red' },
  edit: { variant: 'default' },
  withdraw: { variant: 'subtle', color: 'red' },
  delete: { variant: 'subtle', color: 'red' },
}

/** The hire dialog of the applicants feature, which the route gives the page (a feature never reaches another's components). */
export type HireDialogSlot = (application: OfferApplication, onClose: () => void) => ReactNode

interface OfferPageProps {
  id: number | undefined
  title: string
  onDeleted: () => void
  hireDialog: HireDialogSlot
}

/** The offer of `?id=` on its page once loaded; or why it cannot be shown. */
export function OfferPage({ id, title, onDeleted, hireDialog }: OfferPageProps) {
  return (
    <WithRecord {...OFFER_RECORD} id={id} title={title}>
      {(offer) => <OfferDetailsPage offer={offer} onDeleted={onDeleted} hireDialog={hireDialog} />}
    </WithRecord>
  )
}

const applicationOf = (offer: Offer): OfferApplication => ({ id: offer.application.id, applicant: offer.application.applicant, job: offer.application.job })

/**
 * An offer's page: who it is for and where it stands, its terms, its approval, the letter as the
 * candidate reads it, the signature once accepted, its history, and what the viewer may do.
 */
export function OfferDetailsPage({ offer, onDeleted, hireDialog }: { offer: Offer; onDeleted: () => void; hireDialog: HireDialogSlot }) {
  const [editing, setEditing] = useState(false)
  const [hiring, setHiring] = useState(false)
  const [downloading, setDownloading] = useState(false)
  const actions = useOfferActions({ onEdit: () => setEditing(true), onHire: () => setHiring(true), onDeleted })
  const canReadApplicant = useCan(APPLICANT_ACCESS.read)
  const canDownload = useCan(OFFER_ACCESS.read)
  const { applicant, job } = offer.application

  async function download() {
    setDownloading(true)
    try {
      await downloadOfferLetter(offer)
    } catch (failure) {
      notify({ color: 'red', title: 'The PDF could not be downloaded', message: failureText(failure), autoClose: false })
    } finally {
      setDownloading(false)
    }
  }

  const buttons = actions.actionItems(offer).map((item) => {
    const style = BUTTON_STYLE[item.action]
    return (
      <Button
        key={item.action}
        variant={style.variant}
        color={style.color}
        leftSection={item.icon}
        loading={actions.busyAction === item.action}
        disabled={actions.busyAction !== undefined && actions.busyAction !== item.action}
        onClick={item.onClick}
      >
        {item.label}
      </Button>
    )
  })
  if (canDownload) {
    buttons.push(
      <Button key="pdf" variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={downloading} onClick={() => void download()}>
        Download PDF
      </Button>,
    )
  }

  const band = bandText(offer.band)
  return (
    <Page
      title={`Offer to ${applicant.name}`}
      badge={<OfferStatusBadge status={offer.status} size="lg" />}
      back={
        canReadApplicant && (
          <BackLink to="/candidates/view/" search={{ id: applicant.id }}>
            {applicant.name}
          </BackLink>
        )
      }
      actions={buttons}
    >
      <Text c="dimmed" mt={-8}>
        {offer.job_title === job.title ? job.title : `${offer.job_title} · applied for ${job.title}`}
      </Text>
      {offer.status === 'declined' && (
        <Alert color="orange" variant="light" title={`Declined by ${applicant.name}`}>
          {offer.decline_reason ? `“${offer.decline_reason}”` : 'No reason given.'}
        </Alert>
      )}
      {offer.status === 'withdrawn' && (
        <Alert color="gray" variant="light" title="Withdrawn">
          {offer.withdraw_reason ? `“${offer.withdraw_reason}”` : 'No reason given.'}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Section id="offer-details" title="Details">
            <Stack component="dl" gap="sm" m={0}>
              <Fact label="Candidate">
                {canReadApplicant ? (
                  <AnchorLink to="/candidates/view/" search={{ id: applicant.id }}>
                    {applicant.name}
                  </AnchorLink>
                ) : (
                  applicant.name
                )}
              </Fact>
              <Fact label="Job title">{offer.job_title}</Fact>
              <Fact label="Employment type">{EMPLOYMENT_TYPE_LABELS[offer.employment_type]}</Fact>
              <Fact label="Salary">
                <Group gap="xs" component="span">
                  <Ltr>{formatSalary(offer.salary, offer.salary_currency, offer.salary_period)}</Ltr>
                  {offer.out_of_range && (
                    <Badge color="orange" variant="light" size="sm">
                      Outside the band
                    </Badge>
                  )}
                </Group>
              </Fact>
              {band && (
                <Fact label="Requisition’s band">
                  <Ltr>{band}</Ltr>
                </Fact>
              )}
              <Fact label="Bonus">{offer.bonus === null ? 'None' : <Ltr>{formatMoney(offer.bonus, offer.salary_currency)}</Ltr>}</Fact>
              <Fact label="Equity">{offer.equity ?? 'None'}</Fact>
              <Fact label="Start date">{formatDay(offer.start_date)}</Fact>
              <Fact label="Manager">{offer.manager?.name ?? 'Not chosen'}</Fact>
              <OfferExpiryFact offer={offer} />
              {offer.sent_at && (
                <Fact label="Sent">
                  <OfferTime at={offer.sent_at} />
                </Fact>
              )}
              <Fact label="Made by">{offer.created_by.name}</Fact>
              <Fact label="Created">{formatTimestampDay(offer.created_at)}</Fact>
            </Stack>
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <ApprovalStepper
              id="offer-approval"
              approval={offer.approval}
              outcome={offerApprovalOutcome(offer.status)}
              empty={
                offer.status === 'draft'
                  ? 'Not submitted yet. The company’s offer approval chain applies once it is submitted.'
                  : 'No approval was needed: the salary lies within the requisition’s band.'
              }
            />
            {offer.signature && (
              <Section id="offer-signature" title="Signature" icon={<IconSignature size={18} />}>
                <Stack component="dl" gap="sm" m={0}>
                  <Fact label="Signed by">{offer.signature.name}</Fact>
                  <Fact label="Signed at">
                    <OfferTime at={offer.signature.at} />
                  </Fact>
                  {offer.document_sha256 && (
                    <Fact label="Letter’s SHA-256">
                      <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{offer.document_sha256}</Code>
                    </Fact>
                  )}
                </Stack>
              </Section>
            )}
            <Section id="offer-letter" title="Letter" description={`As ${applicant.name} reads it.`}>
              <OfferLetter letter={offer.letter} />
            </Section>
            <OfferHistory id={offer.id} />
          </Stack>
        </Grid.Col>
      </Grid>
      {actions.modals}
      {editing && <OfferFormModal application={applicationOf(offer)} offer={offer} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />}
      {hiring && hireDialog(applicationOf(offer), () => setHiring(false))}
    </Page>
  )
}
