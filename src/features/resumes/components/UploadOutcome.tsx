import { Badge, Group, Loader, Text } from '@mantine/core'
import { DUPLICATE_REASON_LABELS, RESUME_UPLOAD_STATUS_LABELS, type ResumeUpload, type ResumeUploadStatus } from '@common/resumes'
import { AnchorLink } from '@/components/links'

export const RESUME_STATUS_COLORS: Record<ResumeUploadStatus, string> = {
  queued: 'gray',
  parsing: 'blue',
  saved: 'teal',
  needs_review: 'yellow',
  duplicate: 'violet',
  failed: 'red',
  discarded: 'gray',
}

/** An upload's status in words (the colour only repeats them). */
export function ResumeStatusBadge({ status, size = 'sm' }: { status: ResumeUploadStatus; size?: 'sm' | 'lg' }) {
  return (
    <Badge size={size} variant="light" color={RESUME_STATUS_COLORS[status]} tt="none" style={{ flexShrink: 0 }}>
      {RESUME_UPLOAD_STATUS_LABELS[status]}
    </Badge>
  )
}

/** The applicant an upload became, by the name read from it. */
function applicantName(upload: ResumeUpload): string {
  return upload.parsed?.name ?? 'the applicant'
}

/**
 * What became of an upload, with the way on: the applicant it was saved as, the review it
 * waits for, the applicant it duplicates (and why), or why it failed.
 */
export function UploadOutcome({ upload }: { upload: ResumeUpload }) {
  switch (upload.status) {
    case 'queued':
      return (
        <Text size="sm" c="dimmed">
          Waiting to be read
        </Text>
      )
    case 'parsing':
      return (
        <Group gap={6} wrap="nowrap">
          <Loader size={12} aria-hidden />
          <Text size="sm" c="dimmed">
            Reading the resume{upload.ocr ? ' (scanned: OCR)' : ''}
          </Text>
        </Group>
      )
    case 'saved':
      return upload.applicant_id === null ? (
        <Text size="sm">Saved</Text>
      ) : (
        <Text size="sm">
          Saved as{' '}
          <AnchorLink to="/candidates/view/" search={{ id: upload.applicant_id }}>
            {applicantName(upload)}
          </AnchorLink>
        </Text>
      )
    case 'needs_review':
      return (
        <Text size="sm">
          <AnchorLink to="/resumes/review/" search={{ id: upload.id }} aria-label={`Review ${upload.file_name}`}>
            Review
          </AnchorLink>
          {upload.duplicate_of ? ` · may be ${upload.duplicate_of.name} (${DUPLICATE_REASON_LABELS[upload.duplicate_of.reason].toLowerCase()})` : ''}
        </Text>
      )
    case 'duplicate':
      return upload.duplicate_of ? (
        <Text size="sm">
          Already known as{' '}
          <AnchorLink to="/candidates/view/" search={{ id: upload.duplicate_of.applicant_id }}>
            {upload.duplicate_of.name}
          </AnchorLink>{' '}
          ({DUPLICATE_REASON_LABELS[upload.duplicate_of.reason].toLowerCase()})
        </Text>
      ) : (
        <Text size="sm">Already uploaded</Text>
      )
    case 'failed':
      return (
        <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
          {upload.error ?? 'The resume could not be read'}
        </Text>
      )
    case 'discarded':
      return (
        <Text size="sm" c="dimmed">
          Discarded
        </Text>
      )
  }
}
