import { Badge, DirectionProvider, Group, Rating, Stack, Text, type RatingProps } from '@mantine/core'
import type { ApplicantSortField, ListedApplicant } from '@common/applicants'
import { APPLICANT_SOURCE_LABELS } from '@common/applicants'
import { AnchorLink } from '@/components/links'
import type { ListColumn } from '@/components/list/ListView'
import { formatTimestampDay } from '@/lib/format'
import { SearchSnippet } from './SearchSnippet'
import { Bdi } from '@/components/text/Isolate'

/** An applicant's name, a link to their page, with why they matched the search below it. */
export function ApplicantName({ applicant }: { applicant: ListedApplicant }) {
  return (
    <Stack gap={2} miw={0}>
      <AnchorLink to="/candidates/view/" search={{ id: applicant.id }} fw={600} size="sm">
        <Bdi>{applicant.name}</Bdi>
      </AnchorLink>
      {applicant.headline && (
        <Text size="xs" c="dimmed" lineClamp={1} dir="auto">
          {applicant.headline}
        </Text>
      )}
      {applicant.snippet && <SearchSnippet snippet={applicant.snippet} />}
    </Stack>
  )
}

/** Each job applied to, with the stage reached (or that the application was rejected). */
export function ApplicantApplications({ applicant }: { applicant: ListedApplicant }) {
  if (applicant.applications.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No applications
      </Text>
    )
  }
  return (
    <Stack gap={4}>
      {applicant.applications.map((application) => (
        <Group key={application.id} gap={6} wrap="nowrap">
          <Text size="sm" lineClamp={1} dir="auto">
            {application.job.title}
          </Text>
          <Badge
            size="sm"
            style={{ flexShrink: 0 }}
            variant="light"
            color={application.status === 'rejected' ? 'red' : application.status === 'hired' ? 'teal' : 'blue'}
            tt="none"
          >
            {application.status === 'rejected' ? 'Rejected' : application.stage.name}
          </Badge>
        </Group>
      ))}
    </Stack>
  )
}

/**
 * Stars that fill from the left in either page direction, as the "3 of 5" they stand for reads
 * in the English interface; Mantine's own direction is set too, so a pointer picks the star under it.
 */
export function StarRating(props: RatingProps) {
  return (
    <DirectionProvider initialDirection="ltr" detectDirection={false}>
      <Rating dir="ltr" {...props} />
    </DirectionProvider>
  )
}

export function ApplicantRating({ value }: { value: number | null }) {
  return value === null ? (
    <Text size="sm" c="dimmed">
      Not rated
    </Text>
  ) : (
    <StarRating value={value} readOnly size="xs" aria-label={`Rated ${value} of 5`} />
  )
}

export function ApplicantTags({ tags }: { tags: readonly string[] }) {
  return (
    <Group gap={4}>
      {tags.map((tag) => (
        <Badge key={tag} size="sm" variant="outline" color="gray" tt="none" fw={500}>
          {tag}
        </Badge>
      ))}
    </Group>
  )
}

/** The Applicants List's table columns. */
export const applicantColumns: ListColumn<ListedApplicant, ApplicantSortField>[] = [
  {
    header: 'Name',
    sortField: 'name',
    maxWidth: 360,
    cell: (applicant) => <ApplicantName applicant={applicant} />,
  },
  {
    header: 'Applications',
    maxWidth: 300,
    cell: (applicant) => <ApplicantApplications applicant={applicant} />,
  },
  {
    header: 'Source',
    cell: (applicant) => APPLICANT_SOURCE_LABELS[applicant.source],
  },
  {
    header: 'Rating',
    sortField: 'rating',
    cell: (applicant) => <ApplicantRating value={applicant.rating} />,
  },
  {
    header: 'Tags',
    maxWidth: 200,
    cell: (applicant) => <ApplicantTags tags={applicant.tags} />,
  },
  {
    header: 'Applied',
    sortField: 'created_at',
    nowrap: true,
    cell: (applicant) => formatTimestampDay(applicant.created_at),
  },
]
