import '@mantine/core/styles/Grid.css'
import { Anchor, Badge, Button, Grid, Group, List, Paper, Stack, Text } from '@mantine/core'
import { IconCalendarQuestion, IconExternalLink, IconEye, IconEyeOff, IconFileText } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { InterviewDetail, InterviewStatus } from '@common/interviews'
import { AccessDenied } from '@/components/errors/AccessDenied'
import { ListError } from '@/components/list/ListStates'
import { MarkdownText } from '@/components/markdown/MarkdownText'
import { BackLink } from '@/components/page/BackLink'
import { Page } from '@/components/page/Page'
import { Section } from '@/components/page/Section'
import { Fact } from '@/components/record/Fact'
import { RecordNotFound } from '@/components/record/RecordNotFound'
import { WithRecord } from '@/components/record/WithRecord'
import { ResumeDownloadButton, ResumeView } from '@/components/resume/ResumeViews'
import { Bdi, Ltr } from '@/components/text/Isolate'
import { isNormalizedError } from '@/lib/errors'
import { formatTimestampDay } from '@/lib/format'
import { browserTimeZone, formatTimeRange, zoneName } from '@/lib/interview-time'
import { useCanOpen, useSession } from '@/platform/session/api/use-session'
import {
  fetchInterviewResume,
  interviewDetailQueryOptions,
  interviewResumeFileQueryOptions,
  interviewResumeTextQueryOptions,
  ownScorecardQueryOptions,
} from '../api/interview-page'
import { ScorecardForm } from './ScorecardForm'

const STATUS_BADGES: Record<InterviewStatus, { label: string; color: string }> = {
  scheduled: { label: 'Scheduled', color: 'blue' },
  completed: { label: 'Completed', color: 'teal' },
  cancelled: { label: 'Cancelled', color: 'gray' },
}

const SCORECARD_STATES = {
  none: 'No scorecard yet',
  draft: 'Draft',
  submitted: 'Submitted',
} as const

const NOT_FOUND = (
  <RecordNotFound icon={<IconCalendarQuestion size={32} stroke={1.5} />} title="Interview not found" back={{ label: 'Back to Home', to: '/' }}>
    The interview may have been removed, or the link is mistyped.
  </RecordNotFound>
)

/**
 * The interview of `?id=` (contract 16). Any signed-in user may ask: the server lets in a member
 * of its panel, whatever their role, or a holder of interview.view; anyone else sees the refusal.
 */
export function InterviewPage({ id, title }: { id: number | undefined; title: string }) {
  const interview = useQuery({
    ...interviewDetailQueryOptions(id ?? 0),
    enabled: id !== undefined,
  })
  if (isNormalizedError(interview.error) && interview.error.status === 403) return <AccessDenied />
  return (
    <WithRecord query={interviewDetailQueryOptions} id={id} title={title} errorTitle="The interview could not be loaded" notFound={NOT_FOUND}>
      {(record) => <InterviewDetailsPage interview={record} />}
    </WithRecord>
  )
}

/** An interview: when and where, the panel, the kit, the applicant and their resumes, and the caller's scorecard. */
export function InterviewDetailsPage({ interview }: { interview: InterviewDetail }) {
  const session = useSession()
  const canOpenApplicant = useCanOpen('/candidates/view/')
  const onPanel = interview.interviewers.some((interviewer) => interviewer.id === session?.user.id)
  const status = STATUS_BADGES[interview.status]
  return (
    <Page
      title={interview.title}
      badge={
        <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
          {status.label}
        </Badge>
      }
      back={
        canOpenApplicant ? (
          <BackLink to="/candidates/view/" search={{ id: interview.applicant.id }}>
            {interview.applicant.name}
          </BackLink>
        ) : (
          <BackLink to="/">Home</BackLink>
        )
      }
    >
      <Text c="dimmed" mt={-8}>
        <Bdi>{interview.applicant.name}</Bdi> for <Bdi>{interview.application.job.title}</Bdi>
      </Text>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <InterviewFacts interview={interview} />
            <ApplicantFacts interview={interview} />
            <InterviewResumes interview={interview} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            {onPanel && interview.status !== 'cancelled' && <YourScorecard interview={interview} />}
            <InterviewKit interview={interview} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Page>
  )
}

function InterviewFacts({ interview }: { interview: InterviewDetail }) {
  const viewerZone = browserTimeZone()
  const sameZone = viewerZone === interview.timezone
  return (
    <Section title="When and where">
      <Stack component="dl" gap="sm" m={0}>
        <Fact label={sameZone ? 'Time' : 'Your time'}>
          <Ltr>{formatTimeRange(interview.starts_at, interview.ends_at, viewerZone)}</Ltr>
          <Text component="span" size="sm" c="dimmed" display="block">
            {zoneName(viewerZone, interview.starts_at)}
          </Text>
        </Fact>
        {!sameZone && (
          <Fact label="Interview’s time">
            <Ltr>{formatTimeRange(interview.starts_at, interview.ends_at, interview.timezone)}</Ltr>
            <Text component="span" size="sm" c="dimmed" display="block">
              {zoneName(interview.timezone, interview.starts_at)}
            </Text>
          </Fact>
        )}
        <Fact label="Location">{interview.location ? <Bdi>{interview.location}</Bdi> : 'Not given'}</Fact>
        <Fact label="Video link">
          {interview.video_url ? (
            <Anchor href={interview.video_url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
              <Group gap={4} component="span" wrap="nowrap">
                <Ltr>{interview.video_url}</Ltr>
                <IconExternalLink size={14} aria-hidden style={{ flexShrink: 0 }} />
              </Group>
            </Anchor>
          ) : (
            'None'
          )}
        </Fact>
        <Fact label="Panel">
          <List listStyleType="none" spacing={4} p={0} component="ul">
            {interview.interviewers.map((interviewer) => (
              <List.Item key={interviewer.id}>
                <Group gap="xs" component="span">
                  <Bdi>{interviewer.name}</Bdi>
                  <Badge size="sm" variant="light" color={interviewer.scorecard === 'submitted' ? 'teal' : interviewer.scorecard === 'draft' ? 'yellow' : 'gray'}>
                    {SCORECARD_STATES[interviewer.scorecard]}
                  </Badge>
                </Group>
              </List.Item>
            ))}
          </List>
        </Fact>
      </Stack>
    </Section>
  )
}

function ApplicantFacts({ interview }: { interview: InterviewDetail }) {
  const { applicant } = interview
  return (
    <Section title="Applicant">
      <Stack component="dl" gap="sm" m={0}>
        <Fact label="Name">
          <Bdi>{applicant.name}</Bdi>
        </Fact>
        {applicant.headline && (
          <Fact label="Headline">
            <Bdi>{applicant.headline}</Bdi>
          </Fact>
        )}
        <Fact label="Email">{applicant.email ? <Anchor href={`mailto:${applicant.email}`}>{applicant.email}</Anchor> : 'Not given'}</Fact>
        <Fact label="Phone">{applicant.phone ? <Ltr>{applicant.phone}</Ltr> : 'Not given'}</Fact>
        {applicant.links.length > 0 && (
          <Fact label="Links">
            <Stack gap={2} component="span">
              {applicant.links.map((link) => (
                <Anchor key={link} href={link} target="_blank" rel="noopener noreferrer nofollow" style={{ overflowWrap: 'anywhere' }}>
                  <Ltr>{link}</Ltr>
                </Anchor>
              ))}
            </Stack>
          </Fact>
        )}
      </Stack>
    </Section>
  )
}

type InterviewResume = InterviewDetail['applicant']['resumes'][number]

/** What the page can show of a file, by its name (the interview's resumes carry no content type): a PDF or a text file; a DOCX is downloaded. */
function shownAs(resume: InterviewResume): 'application/pdf' | 'text/plain' | null {
  const name = resume.file_name.toLowerCase()
  if (name.endsWith('.pdf')) return 'application/pdf'
  if (name.endsWith('.txt')) return 'text/plain'
  return null
}

function InterviewResumes({ interview }: { interview: InterviewDetail }) {
  const { resumes } = interview.applicant
  const [shown, setShown] = useState<number | null>(() => resumes.find((resume) => shownAs(resume) !== null)?.id ?? null)
  return (
    <Section title="Resumes">
      {resumes.length === 0 ? (
        <Text c="dimmed" size="sm">
          No resume yet.
        </Text>
      ) : (
        <Stack gap="md">
          {resumes.map((resume) => {
            const contentType = shownAs(resume)
            return (
              <Stack key={resume.id} gap="xs">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Group gap="xs" wrap="nowrap" miw={0}>
                    <IconFileText size={20} aria-hidden style={{ flexShrink: 0 }} />
                    <Stack gap={0} miw={0}>
                      <Text size="sm" fw={600} truncate dir="auto">
                        {resume.file_name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        added <Ltr>{formatTimestampDay(resume.created_at)}</Ltr>
                      </Text>
                    </Stack>
                  </Group>
                  <Group gap="xs" wrap="nowrap">
                    {contentType && (
                      <Button
                        size="xs"
                        variant="subtle"
                        leftSection={shown === resume.id ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />}
                        aria-expanded={shown === resume.id}
                        aria-label={`${shown === resume.id ? 'Hide' : 'Show'} ${resume.file_name}`}
                        onClick={() => setShown(shown === resume.id ? null : resume.id)}
                      >
                        {shown === resume.id ? 'Hide' : 'Show'}
                      </Button>
                    )}
                    <ResumeDownloadButton fileName={resume.file_name} fetchFile={() => fetchInterviewResume(resume.url)} />
                  </Group>
                </Group>
                {contentType && shown === resume.id && (
                  <ResumeView
                    contentType={contentType}
                    label={`Resume: ${resume.file_name}`}
                    file={interviewResumeFileQueryOptions(interview.id, resume.id, resume.url)}
                    text={interviewResumeTextQueryOptions(interview.id, resume.id, resume.url)}
                  />
                )}
              </Stack>
            )
          })}
        </Stack>
      )}
    </Section>
  )
}

function InterviewKit({ interview }: { interview: InterviewDetail }) {
  const { kit } = interview
  if (!kit) {
    return (
      <Section title="Interview kit">
        <Text c="dimmed" size="sm">
          This interview has no kit: ask what matters for the job and give your recommendation.
        </Text>
      </Section>
    )
  }
  return (
    <Section title="Interview kit" description={<Bdi>{kit.name}</Bdi>}>
      {kit.instructions.trim() && (
        <Paper withBorder radius="sm" p="sm">
          <MarkdownText source={kit.instructions} />
        </Paper>
      )}
      {kit.questions.length > 0 && (
        <Stack gap={4}>
          <Text fw={600} size="sm" component="h3" m={0}>
            Questions
          </Text>
          <List type="ordered" spacing={4}>
            {kit.questions.map((question, index) => (
              <List.Item key={index}>
                <Text size="sm" dir="auto" component="span">
                  {question}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Stack gap={4}>
        <Text fw={600} size="sm" component="h3" m={0}>
          What to score
        </Text>
        <Stack component="dl" gap="xs" m={0}>
          {kit.attributes.map((attribute) => (
            <div key={attribute.name}>
              <Text component="dt" size="sm" fw={600} dir="auto">
                {attribute.name}
              </Text>
              {attribute.description && (
                <Text component="dd" size="sm" c="dimmed" m={0} dir="auto">
                  {attribute.description}
                </Text>
              )}
            </div>
          ))}
        </Stack>
      </Stack>
    </Section>
  )
}

/** The caller's own scorecard, from its draft when there is one. */
function YourScorecard({ interview }: { interview: InterviewDetail }) {
  const scorecard = useQuery(ownScorecardQueryOptions(interview.id))
  return (
    <Section title="Your scorecard" description="Score each attribute from 1 to 4, then recommend. The panel’s scorecards open to you once yours is in.">
      {scorecard.isError ? (
        <ListError title="Your scorecard could not be loaded" error={scorecard.error} onRetry={() => void scorecard.refetch()} />
      ) : scorecard.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          Loading your scorecard…
        </Text>
      ) : (
        <ScorecardForm interviewId={interview.id} attributes={interview.kit?.attributes ?? []} scorecard={scorecard.data} />
      )}
    </Section>
  )
}
