import '@mantine/core/styles/Grid.css'
import '@mantine/core/styles/Rating.css'
import { Alert, Button, Grid, Group, Stack, Text, Tooltip } from '@mantine/core'
import { IconEraser, IconGitMerge, IconId, IconMail, IconShieldLock, IconTrash, IconUserQuestion } from '@tabler/icons-react'
import { useId, useState, type ReactNode } from 'react'
import { APPLICANT_ACCESS } from '@common/access/applicants'
import { EMPLOYEE_ACCESS } from '@common/access/employees'
import type { ApplicantDetail } from '@common/applicants'
import { notify } from '@/components/feedback/notify'
import { AnchorLink } from '@/components/links'
import { BackLink } from '@/components/page/BackLink'
import { Page } from '@/components/page/Page'
import { ConfirmDeleteModal } from '@/components/record/ConfirmDeleteModal'
import { ConfirmModal } from '@/components/record/ConfirmModal'
import { useConfirmAction } from '@/components/record/use-confirm-action'
import { RecordNotFound } from '@/components/record/RecordNotFound'
import { WithRecord } from '@/components/record/WithRecord'
import { failureText } from '@/lib/errors'
import { formatTimestampDay } from '@/lib/format'
import { useCan } from '@/platform/session/api/use-session'
import { useAnonymiseApplicant, useDeleteApplicant, useUpdateApplicant } from '../api/applicant-mutations'
import { applicantQueryOptions } from '../api/applicants'
import { useRejectionReasons } from '../api/rejection-reasons'
import { ApplicantConsent } from './ApplicantConsent'
import { ApplicantApplicationsSection } from './ApplicantApplicationsSection'
import { ApplicantNotes } from './ApplicantNotes'
import { ApplicantProfile } from './ApplicantProfile'
import { ApplicantResumes } from './ApplicantResumes'
import { ApplicantScorecards } from './ApplicantScorecards'
import { ApplicantSuggestions } from './ApplicantSuggestions'
import { StarRating } from './ApplicantsTable'
import { ApplicantTimeline } from './ApplicantTimeline'
import { EmailComposer } from './EmailComposer'
import { MergeDialog } from './MergeDialog'

const APPLICANT_RECORD = {
  query: applicantQueryOptions,
  errorTitle: 'The applicant could not be loaded',
  notFound: (
    <RecordNotFound icon={<IconUserQuestion size={32} stroke={1.5} />} title="Applicant not found" back={{ label: 'Back to Applicants List', to: '/candidates/' }}>
      The applicant may have been deleted or merged into another, or the link is mistyped.
    </RecordNotFound>
  ),
}

/** Another feature's part of the page, given the applicant (the route composes it in). */
type ApplicantPart = (applicant: ApplicantDetail) => ReactNode

/** The applicant of `?id=` on their page once loaded; or why they cannot be shown. */
export function ApplicantPage({ id, title, ...parts }: { id: number | undefined; title: string; onDeleted: () => void; interviews?: ApplicantPart; offers?: ApplicantPart }) {
  return (
    <WithRecord {...APPLICANT_RECORD} id={id} title={title}>
      {(applicant) => <ApplicantDetailsPage applicant={applicant} {...parts} />}
    </WithRecord>
  )
}

/**
 * An applicant's page: profile, rating, resumes, applications with their stages and match, notes
 * and timeline. Once anonymised there is nobody left to write to, merge or edit: the page says
 * when it happened and keeps what the reports count (applications) and Delete.
 */
export function ApplicantDetailsPage({
  applicant,
  onDeleted,
  interviews,
  offers,
}: {
  applicant: ApplicantDetail
  onDeleted: () => void
  interviews?: ApplicantPart
  offers?: ApplicantPart
}) {
  const canList = useCan(APPLICANT_ACCESS.list)
  const { anonymised_at: anonymisedAt, consent } = applicant
  const anonymised = anonymisedAt !== null
  const canEdit = useCan(APPLICANT_ACCESS.edit) && !anonymised
  const canDelete = useCan(APPLICANT_ACCESS.delete)
  const canReadEmployees = useCan(EMPLOYEE_ACCESS.read)
  const reasons = useRejectionReasons(canEdit)
  const update = useUpdateApplicant()
  const remove = useDeleteApplicant()
  const [merging, setMerging] = useState(false)
  const [emailing, setEmailing] = useState(false)
  const anonymise = useAnonymiseApplicant()
  const anonymising = useConfirmAction<ApplicantDetail>({
    act: (record) => anonymise.mutateAsync({ id: record.id }),
    onDone: () => notify({ color: 'teal', title: 'Applicant anonymised', message: 'Their personal data is erased; their applications stay in the reports.' }),
  })
  const deletion = useConfirmAction<ApplicantDetail>({
    act: (record) => remove.mutateAsync({ id: record.id }),
    onDone: (record) => {
      notify({ color: 'teal', title: 'Applicant deleted', message: record.name })
      onDeleted()
    },
  })

  async function rate(rating: number) {
    try {
      await update.mutateAsync({ id: applicant.id, input: { rating } })
    } catch (failure) {
      notify({
        color: 'red',
        title: 'The rating was not saved',
        message: failureText(failure),
        autoClose: false,
      })
    }
  }

  return (
    <Page
      title={applicant.name}
      back={
        canList && (
          <BackLink to="/candidates/" search={{}}>
            Applicants List
          </BackLink>
        )
      }
      actions={
        <>
          {canEdit && <EmailButton hasEmail={Boolean(applicant.email)} onClick={() => setEmailing(true)} />}
          {canEdit && (
            <Button variant="default" leftSection={<IconGitMerge size={16} aria-hidden />} onClick={() => setMerging(true)}>
              Merge duplicate
            </Button>
          )}
          {canDelete && !anonymised && (
            <Button variant="default" leftSection={<IconEraser size={16} aria-hidden />} onClick={() => anonymising.ask(applicant)}>
              Anonymise
            </Button>
          )}
          {canDelete && (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => deletion.ask(applicant)}>
              Delete
            </Button>
          )}
        </>
      }
    >
      {anonymisedAt !== null && (
        <Alert variant="light" color="gray" icon={<IconShieldLock size={18} aria-hidden />} title={`Anonymised on ${formatTimestampDay(anonymisedAt)}`}>
          Their personal data is erased. Their applications stay, without it, so reports still count them.
        </Alert>
      )}
      <Group gap="md" mt={anonymised ? 0 : -8}>
        {applicant.headline && <Text c="dimmed">{applicant.headline}</Text>}
        <Group gap={6}>
          <Text size="sm" fw={600} id="applicant-rating">
            Rating
          </Text>
          <StarRating value={applicant.rating ?? 0} readOnly={!canEdit} onChange={(value) => void rate(value)} aria-labelledby="applicant-rating" />
        </Group>
        {applicant.employee_id !== null && canReadEmployees && (
          <AnchorLink to="/employees/view/" search={{ id: applicant.employee_id }} size="sm">
            <Group gap={4} component="span">
              <IconId size={16} aria-hidden />
              Hired: open the employee record
            </Group>
          </AnchorLink>
        )}
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            {consent && <ApplicantConsent consent={consent} />}
            <ApplicantSuggestions applicant={applicant} canEdit={canEdit} />
            <ApplicantProfile applicant={applicant} canEdit={canEdit} />
            <ApplicantApplicationsSection applicant={applicant} canEdit={canEdit} reasons={reasons} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            {offers?.(applicant)}
            {interviews?.(applicant)}
            <ApplicantScorecards applicant={applicant} />
            <ApplicantNotes applicant={applicant} canEdit={canEdit} />
            <ApplicantResumes applicant={applicant} />
            <ApplicantTimeline id={applicant.id} />
          </Stack>
        </Grid.Col>
      </Grid>
      <MergeDialog applicant={applicant} opened={merging} onClose={() => setMerging(false)} />
      {emailing && <EmailComposer applicant={applicant} onClose={() => setEmailing(false)} />}
      <ConfirmModal title={anonymising.subject ? `Anonymise ${anonymising.subject.name}?` : null} confirmLabel="Anonymise" danger {...anonymising.modal}>
        Anonymising erases their name, contact details, links, notes, resumes and the bodies of messages to them, now and for good. Their applications stay, with job, stages, dates
        and rejection reason, so reports still count them. Delete instead removes the applicant and their applications altogether.
      </ConfirmModal>
      <ConfirmDeleteModal name={deletion.subject?.name ?? null} confirmLabel="Delete applicant" {...deletion.modal}>
        Their resumes, notes and applications are erased for good. This cannot be undone.
      </ConfirmDeleteModal>
    </Page>
  )
}

const NO_EMAIL = 'No email address on file: add one to the profile first'

/** "Email" opens the composer; without an address it stays, saying why, so the way to fix it is plain. */
function EmailButton({ hasEmail, onClick }: { hasEmail: boolean; onClick: () => void }) {
  const reasonId = useId()
  if (hasEmail)
    return (
      <Button leftSection={<IconMail size={16} aria-hidden />} onClick={onClick}>
        Email
      </Button>
    )
  return (
    <>
      <Tooltip label={NO_EMAIL}>
        <Button leftSection={<IconMail size={16} aria-hidden />} data-disabled aria-disabled aria-describedby={reasonId} onClick={(event) => event.preventDefault()}>
          Email
        </Button>
      </Tooltip>
      <span id={reasonId} hidden>
        {NO_EMAIL}
      </span>
    </>
  )
}
