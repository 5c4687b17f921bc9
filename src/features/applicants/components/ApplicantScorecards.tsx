import '@mantine/core/styles/Progress.css'
import { Alert, Badge, Button, Collapse, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconAlertTriangle, IconChevronDown, IconChevronUp, IconEyeOff } from '@tabler/icons-react'
import { useQueries, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ApplicantDetail } from '@common/applicants'
import { RATING_LABELS, RECOMMENDATION_LABELS, RECOMMENDATIONS, type ApplicationScorecards, type Recommendation, type Scorecard } from '@common/interviews'
import { AnchorLink } from '@/components/links'
import { Section } from '@/components/page/Section'
import { Bdi, Ltr } from '@/components/text/Isolate'
import { applicationScorecardsQueryOptions, myApplicationInterviewsQueryOptions } from '@/features/interviews/api/scorecards'
import { isNormalizedError } from '@/lib/errors'
import { formatDateTime } from '@/lib/format'

type Application = ApplicantDetail['applications'][number]

const RECOMMENDATION_COLORS: Record<Recommendation, string> = { strong_no: 'red', no: 'orange', yes: 'teal', strong_yes: 'green' }

/** A refusal (not on a panel, no interview.view) or an application gone: the debrief is not the caller's to see. */
const refused = (error: unknown) => isNormalizedError(error) && (error.status === 403 || error.status === 404)

/**
 * The applicant's "Scorecards" (contract 16): per application, the panel's debrief, or, while the
 * caller's own scorecard is not in, only the way to their interview (blind scorecards). Left out
 * for a caller the server does not let see any of them.
 */
export function ApplicantScorecards({ applicant }: { applicant: ApplicantDetail }) {
  const answers = useQueries({ queries: applicant.applications.map((application) => applicationScorecardsQueryOptions(application.id)) })
  const shown = applicant.applications.flatMap((application, index) => {
    const answer = answers[index]
    // Nothing shows until the server has said the caller may see it: no section flashes for a role that may not.
    return answer && (answer.data || (answer.isError && !refused(answer.error))) ? [{ application, answer }] : []
  })
  if (shown.length === 0) return null
  return (
    <Section title="Scorecards" description="What each interviewer scored and recommended, once they submitted.">
      <Stack gap="lg">
        {shown.map(({ application, answer }) => (
          <Stack key={application.id} gap="sm">
            {applicant.applications.length > 1 && (
              <Title order={3} fz="h5">
                <Bdi>{application.job.title}</Bdi>
              </Title>
            )}
            {answer.data ? (
              <Debrief application={application} scorecards={answer.data} />
            ) : (
              <Text size="sm" c="var(--mantine-color-error)">
                The scorecards could not be loaded.{' '}
                <Button variant="subtle" size="compact-sm" onClick={() => void answer.refetch()}>
                  Try again
                </Button>
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    </Section>
  )
}

/** One application's debrief: recommendations side by side, each attribute's ratings, disagreement, notes and who is still missing. */
export function Debrief({ application, scorecards }: { application: Application; scorecards: ApplicationScorecards }) {
  if (scorecards.hidden) return <HiddenDebrief application={application} own={scorecards.data} />
  const submitted = scorecards.data.filter((scorecard) => scorecard.status === 'submitted')
  const { summary } = scorecards
  if (!summary || (scorecards.data.length === 0 && summary.missing.length === 0)) {
    return (
      <Text size="sm" c="dimmed">
        No scorecards yet.
      </Text>
    )
  }
  return (
    <Stack gap="md">
      {summary.disagreement && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title="The panel disagrees">
          Their recommendations or ratings are far apart: talk it through before deciding.
        </Alert>
      )}
      {submitted.length > 0 && <Recommendations counts={summary.recommendations} scorecards={submitted} />}
      {summary.attributes.length > 0 && <AttributeRatings attributes={summary.attributes} />}
      {summary.missing.length > 0 && (
        <Text size="sm">
          <Text span fw={600}>
            Still missing:
          </Text>{' '}
          {summary.missing.map((entry, index) => (
            <span key={`${entry.interviewer.id}:${entry.interview_id}`}>
              {index > 0 && ', '}
              <Bdi>{entry.interviewer.name}</Bdi>
            </span>
          ))}
        </Text>
      )}
      {scorecards.data.length > 0 && (
        <Stack gap="xs">
          {scorecards.data.map((scorecard) => (
            <ScorecardNotes key={scorecard.id} scorecard={scorecard} />
          ))}
        </Stack>
      )}
    </Stack>
  )
}

/** Blind scorecards: the caller sees the panel's once their own is in; this points at the interview it waits for. */
function HiddenDebrief({ application, own }: { application: Application; own: Scorecard[] }) {
  const ownInterview = own.find((scorecard) => scorecard.status === 'draft')?.interview_id
  const mine = useQuery({ ...myApplicationInterviewsQueryOptions(application.id), enabled: ownInterview === undefined })
  const interviewId =
    ownInterview ??
    mine.data?.find((interview) => interview.status !== 'cancelled' && !own.some((scorecard) => scorecard.interview_id === interview.id && scorecard.status === 'submitted'))?.id
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconEyeOff size={20} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Submit your scorecard to see the panel’s
          </Text>
          <Text size="sm" c="dimmed">
            Scorecards stay blind until yours is in, so no one is swayed by the others.
          </Text>
          {interviewId !== undefined && (
            <AnchorLink to="/interviews/view/" search={{ id: interviewId }} size="sm">
              Open your interview
            </AnchorLink>
          )}
        </Stack>
      </Group>
    </Paper>
  )
}

/** The four recommendations side by side: how many gave each, and who. */
function Recommendations({ counts, scorecards }: { counts: Record<Recommendation, number>; scorecards: Scorecard[] }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} component="h4" m={0}>
        Recommendations
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {RECOMMENDATIONS.map((recommendation) => {
          const who = scorecards.filter((scorecard) => scorecard.recommendation === recommendation)
          return (
            <Paper key={recommendation} component="li" withBorder radius="sm" p="xs" aria-label={`${RECOMMENDATION_LABELS[recommendation]}: ${counts[recommendation]}`}>
              <Group gap={6} justify="space-between" wrap="nowrap">
                <Badge color={RECOMMENDATION_COLORS[recommendation]} variant="light" tt="none">
                  {RECOMMENDATION_LABELS[recommendation]}
                </Badge>
                <Text fw={700}>
                  <Ltr>{counts[recommendation]}</Ltr>
                </Text>
              </Group>
              {who.length > 0 && (
                <Text size="xs" c="dimmed" mt={4}>
                  {who.map((scorecard, index) => (
                    <span key={scorecard.id}>
                      {index > 0 && ', '}
                      <Bdi>{scorecard.interviewer.name}</Bdi>
                    </span>
                  ))}
                </Text>
              )}
            </Paper>
          )
        })}
      </SimpleGrid>
    </Stack>
  )
}

const meanFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 1 })

/** Each attribute's ratings: the mean as a bar out of 4, each rating given, and how far apart they are. */
function AttributeRatings({ attributes }: { attributes: NonNullable<ApplicationScorecards['summary']>['attributes'] }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} component="h4" m={0}>
        Ratings
      </Text>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {attributes.map((attribute) => (
          <li key={attribute.name}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" fw={600} dir="auto">
                {attribute.name}
              </Text>
              <Text size="sm" c={attribute.spread >= 2 ? 'orange' : 'dimmed'}>
                Mean <Ltr>{meanFormat.format(attribute.mean)}</Ltr> · spread <Ltr>{attribute.spread}</Ltr>
              </Text>
            </Group>
            <Progress value={(attribute.mean / 4) * 100} size="sm" mt={4} aria-hidden />
            <Group gap={4} mt={4}>
              {attribute.ratings.map((rating, index) => (
                <Badge key={index} size="sm" variant="default" title={RATING_LABELS[rating as 1 | 2 | 3 | 4]}>
                  <Ltr>{rating}</Ltr>
                </Badge>
              ))}
            </Group>
          </li>
        ))}
      </Stack>
    </Stack>
  )
}

/** One scorecard: its author and pick, its notes and ratings behind a toggle. */
function ScorecardNotes({ scorecard }: { scorecard: Scorecard }) {
  const [open, setOpen] = useState(false)
  const panelId = `scorecard-${scorecard.id}`
  const draft = scorecard.status === 'draft'
  return (
    <Paper withBorder radius="sm" p="xs">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap="xs" miw={0}>
          <Text size="sm" fw={600}>
            <Bdi>{scorecard.interviewer.name}</Bdi>
          </Text>
          {scorecard.recommendation && (
            <Badge size="sm" variant="light" tt="none" color={RECOMMENDATION_COLORS[scorecard.recommendation]}>
              {RECOMMENDATION_LABELS[scorecard.recommendation]}
            </Badge>
          )}
          {draft && (
            <Badge size="sm" variant="outline" color="gray" tt="none">
              Your draft
            </Badge>
          )}
        </Group>
        <Button
          size="compact-sm"
          variant="subtle"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`${open ? 'Hide' : 'Show'} ${scorecard.interviewer.name}’s notes`}
          rightSection={open ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
          onClick={() => setOpen(!open)}
        >
          Notes
        </Button>
      </Group>
      <Collapse expanded={open} id={panelId}>
        <Stack gap={6} pt="xs">
          {scorecard.submitted_at && (
            <Text size="xs" c="dimmed">
              Submitted <Ltr>{formatDateTime(scorecard.submitted_at)}</Ltr>
            </Text>
          )}
          {scorecard.ratings.length > 0 && (
            <Text size="sm">
              {scorecard.ratings.map((rating, index) => (
                <span key={rating.attribute}>
                  {index > 0 && ' · '}
                  <Bdi>{rating.attribute}</Bdi>: <Ltr>{rating.rating}</Ltr>
                </span>
              ))}
            </Text>
          )}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto" c={scorecard.notes ? undefined : 'dimmed'}>
            {scorecard.notes || 'No notes.'}
          </Text>
        </Stack>
      </Collapse>
    </Paper>
  )
}
