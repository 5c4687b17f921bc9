import '@mantine/core/styles/Grid.css'
import '@mantine/core/styles/Kbd.css'
import { Alert, Anchor, Button, Grid, Group, Kbd, Stack, Text } from '@mantine/core'
import { useHotkeys } from '@mantine/hooks'
import { IconArrowLeft, IconChevronLeft, IconChevronRight, IconFileUnknown, IconUsers } from '@tabler/icons-react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { DUPLICATE_REASON_LABELS, RESUME_REVIEW_ACTIONS, type ResumeUpload, type ResumeUploadStatus } from '@common/resumes'
import { notify } from '@/components/feedback/notify'
import { AnchorLink } from '@/components/links'
import { Page } from '@/components/page/Page'
import { Section } from '@/components/page/Section'
import { ConfirmModal } from '@/components/record/ConfirmModal'
import { Fact } from '@/components/record/Fact'
import { RecordNotFound } from '@/components/record/RecordNotFound'
import { useConfirmAction } from '@/components/record/use-confirm-action'
import { WithRecord } from '@/components/record/WithRecord'
import { formatDateTime } from '@/lib/format'
import { useDiscardResume } from '../api/resume-mutations'
import { resumeQueryOptions, reviewQueueQueryOptions } from '../api/resumes'
import { ResumePreview } from './ResumePreview'
import { ReviewForm } from './ReviewForm'
import { ResumeStatusBadge, UploadOutcome } from './UploadOutcome'

const UPLOAD_RECORD = {
  query: resumeQueryOptions,
  errorTitle: 'The upload could not be loaded',
  notFound: (
    <RecordNotFound icon={<IconFileUnknown size={32} stroke={1.5} />} title="Upload not found" back={{ label: 'Back to Upload Resumes', to: '/resumes/upload/' }}>
      The upload may belong to another company, or the link is mistyped.
    </RecordNotFound>
  ),
}

/** The upload of `?id=`: what was read from it beside the resume, and its review while it needs one. */
export function ReviewPage({ id, title }: { id: number | undefined; title: string }) {
  return (
    <WithRecord {...UPLOAD_RECORD} id={id} title={title}>
      {(upload) => <ReviewUpload key={upload.id} upload={upload} />}
    </WithRecord>
  )
}

/**
 * The uploads waiting for review around this one (newest first, as Recent uploads lists them):
 * where it stands, and where J, K and the end of a review lead. Further pages load while this
 * upload waits for review but is not among those loaded yet, or is the last of them.
 */
function useReviewQueue(upload: ResumeUpload) {
  const queue = useInfiniteQuery(reviewQueueQueryOptions())
  const ids = queue.data?.pages.flatMap((page) => page.data.map(({ id }) => id)) ?? []
  const position = ids.indexOf(upload.id)
  const wantsMore = queue.hasNextPage && !queue.isFetching && ((position === -1 && upload.status === 'needs_review') || position === ids.length - 1)
  const { fetchNextPage } = queue
  useEffect(() => {
    if (wantsMore) void fetchNextPage()
  }, [wantsMore, fetchNextPage])
  return {
    position,
    total: queue.data?.pages[0]?.meta.total ?? 0,
    next: position === -1 ? ids[0] : ids[position + 1],
    previous: position === -1 ? undefined : ids[position - 1],
  }
}

function KeyboardHint({ reviewing }: { reviewing: boolean }) {
  return (
    <Text size="xs" c="dimmed" component="p" m={0}>
      Keyboard: <Kbd size="xs">J</Kbd> or <Kbd size="xs">Alt</Kbd>+<Kbd size="xs">N</Kbd> next, <Kbd size="xs">K</Kbd> or <Kbd size="xs">Alt</Kbd>+<Kbd size="xs">P</Kbd> previous
      {reviewing && (
        <>
          , <Kbd size="xs">Ctrl</Kbd>+<Kbd size="xs">Enter</Kbd> save as new applicant, <Kbd size="xs">D</Kbd> discard
        </>
      )}
      . Letters act outside text fields.
    </Text>
  )
}

function ReviewUpload({ upload }: { upload: ResumeUpload }) {
  const navigate = useNavigate()
  const queue = useReviewQueue(upload)
  const reviewing = upload.status === 'needs_review'

  const open = (id: number | undefined) => {
    if (id !== undefined) void navigate({ to: '/resumes/review/', search: { id } })
  }
  // After a review this upload leaves the queue: the one after it (or before it) is next.
  const afterReview = () => {
    const next = queue.next ?? queue.previous
    if (next !== undefined) return open(next)
    notify({ color: 'teal', title: 'Nothing else needs review', message: 'Every upload waiting for review has been dealt with.' })
    void navigate({ to: '/resumes/upload/' })
  }

  useHotkeys([
    ['J', () => open(queue.next)],
    ['K', () => open(queue.previous)],
    ['alt+N', () => open(queue.next), { usePhysicalKeys: true }],
    ['alt+P', () => open(queue.previous), { usePhysicalKeys: true }],
  ])

  return (
    <Page
      title={upload.file_name}
      badge={<ResumeStatusBadge status={upload.status} size="lg" />}
      back={
        <Anchor component={Link} to="/resumes/upload/" size="sm" w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            Upload Resumes
          </Group>
        </Anchor>
      }
      actions={
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {queue.position === -1 ? `${queue.total} waiting for review` : `${queue.position + 1} of ${queue.total} waiting for review`}
          </Text>
          <Button variant="default" size="xs" leftSection={<IconChevronLeft size={14} aria-hidden />} disabled={queue.previous === undefined} onClick={() => open(queue.previous)}>
            Previous
          </Button>
          <Button variant="default" size="xs" rightSection={<IconChevronRight size={14} aria-hidden />} disabled={queue.next === undefined} onClick={() => open(queue.next)}>
            Next
          </Button>
        </Group>
      }
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed" mt={-8}>
          Uploaded {formatDateTime(upload.created_at)}
          {upload.job ? ` for ${upload.job.title}` : ''}
          {upload.ocr ? ' · read by OCR from a scan, so check every field' : ''}
        </Text>
        <KeyboardHint reviewing={reviewing} />
        {upload.duplicate_of && (
          <Alert color="violet" variant="light" icon={<IconUsers aria-hidden />} title={reviewing ? 'This may be someone you know' : 'Matches an applicant'}>
            <AnchorLink to="/candidates/view/" search={{ id: upload.duplicate_of.applicant_id }} c="inherit" fw={600} underline="always">
              {upload.duplicate_of.name}
            </AnchorLink>{' '}
            matches: {DUPLICATE_REASON_LABELS[upload.duplicate_of.reason].toLowerCase()}.
            {reviewing ? ' Merge into them to keep one record, or save as a new applicant if this is someone else.' : ''}
          </Alert>
        )}
        {!reviewing && (
          <Alert color="gray" variant="light" title="Nothing to review">
            <Stack gap="xs" align="flex-start">
              <UploadOutcome upload={upload} />
              {(RESUME_REVIEW_ACTIONS.discard as readonly ResumeUploadStatus[]).includes(upload.status) && <DiscardUpload upload={upload} />}
            </Stack>
          </Alert>
        )}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 2, md: 1 }}>
            <Section title="Resume">
              <ResumePreview upload={upload} />
            </Section>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 1, md: 2 }}>
            <Section title="Read from the resume">{reviewing ? <ReviewForm upload={upload} onDone={afterReview} /> : <ParsedSummary upload={upload} />}</Section>
          </Grid.Col>
        </Grid>
      </Stack>
    </Page>
  )
}

/** Discards a duplicate or failed upload, after asking: it stays listed as discarded. */
function DiscardUpload({ upload }: { upload: ResumeUpload }) {
  const discard = useDiscardResume()
  const confirm = useConfirmAction<ResumeUpload>({
    act: (subject) => discard.mutateAsync({ id: subject.id }),
    onDone: (subject) => notify({ color: 'teal', title: 'Upload discarded', message: subject.file_name }),
  })
  return (
    <>
      <Button variant="default" size="xs" color="red" onClick={() => confirm.ask(upload)}>
        Discard
      </Button>
      <ConfirmModal title={confirm.subject ? `Discard ${confirm.subject.file_name}?` : null} confirmLabel="Discard" danger {...confirm.modal}>
        It is kept, listed as discarded, so Recent uploads no longer count it as a duplicate or a failure.
      </ConfirmModal>
    </>
  )
}

/** What was read, for an upload that needs no review (saved, a duplicate, failed, discarded). */
function ParsedSummary({ upload }: { upload: ResumeUpload }) {
  const parsed = upload.parsed
  if (!parsed) {
    return (
      <Text size="sm" c="dimmed">
        {upload.status === 'queued' || upload.status === 'parsing' ? 'The resume is still being read.' : 'Nothing was read from this file.'}
      </Text>
    )
  }
  const rows: [string, string | null][] = [
    ['Name', parsed.name],
    ['Email', parsed.email],
    ['Phone', parsed.phone],
    ['Location', parsed.location],
    ['Current title', parsed.headline],
    ['Links', parsed.links.join(', ') || null],
    ['Skills', parsed.skills.join(', ') || null],
    ['Years of experience', parsed.years_experience === null ? null : String(parsed.years_experience)],
    ['Education', parsed.education.map((entry) => [entry.degree, entry.institution, entry.year].filter(Boolean).join(', ')).join('; ') || null],
  ]
  return (
    <Stack component="dl" gap="sm" m={0}>
      {rows.map(([label, value]) => (
        <Fact key={label} label={label}>
          <Text span inherit style={{ overflowWrap: 'anywhere' }}>
            {value ?? 'Not found'}
          </Text>
        </Fact>
      ))}
    </Stack>
  )
}
