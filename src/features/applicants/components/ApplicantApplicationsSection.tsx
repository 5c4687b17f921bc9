import '@mantine/core/styles/Progress.css'
import { Badge, Button, Group, NativeSelect, Paper, Progress, Stack, Text } from '@mantine/core'
import { IconLayoutKanban, IconRotate, IconUserCheck, IconX } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import type { ApplicantDetail } from '@common/applicants'
import { AnchorLink } from '@/components/links'
import { notify } from '@/components/feedback/notify'
import { failureText } from '@/lib/errors'
import { formatRelative } from '@/lib/format'
import { useCanOpen } from '@/platform/session/api/use-session'
import { useMoveApplication, useReopenApplication } from '../api/applicant-mutations'
import { applicantMatchQueryOptions } from '../api/applicants'
import { stagesQueryOptions } from '../api/pipeline'
import { HireDialog } from './HireDialog'
import { RejectDialog } from './RejectDialog'
import { Section } from '@/components/page/Section'
import { useHireFlow } from './use-hire-flow'
import { useRejectFlow } from './use-reject-flow'

type ApplicantApplication = ApplicantDetail['applications'][number]

interface ApplicationsProps {
  applicant: ApplicantDetail
  canEdit: boolean
  reasons: readonly string[]
}

/**
 * Each job the applicant applied to: its stage (with a mover), hire, rejection, and how well they
 * match it. Choosing the hired stage, like Hire, asks for the hire's details first.
 */
export function ApplicantApplicationsSection({ applicant, canEdit, reasons }: ApplicationsProps) {
  const stages = useQuery({ ...stagesQueryOptions(), enabled: canEdit })
  // A role that may read applicants but not jobs gets the job's title, not links it could not open.
  const canOpenJob = useCanOpen('/jobs/view/')
  const canOpenBoard = useCanOpen('/jobs/pipeline/')
  const move = useMoveApplication()
  const reopen = useReopenApplication()
  const rejection = useRejectFlow<ApplicantApplication>((application) => `${applicant.name}, ${application.job.title}`)
  const hiring = useHireFlow()
  const startHire = (application: ApplicantApplication) => hiring.start([{ id: application.id, name: applicant.name, job: application.job }])

  async function moveTo(application: ApplicantApplication, stageId: number) {
    const stage = stages.data?.find((candidate) => candidate.id === stageId)
    if (stage?.kind === 'hired' && hiring.canHire) {
      startHire(application)
      return
    }
    try {
      await move.mutateAsync({ id: application.id, stageId })
      notify({
        color: 'teal',
        title: `Moved to ${stage?.name ?? 'the stage'}`,
        message: `${applicant.name}, ${application.job.title}`,
      })
    } catch (failure) {
      notify({
        color: 'red',
        title: 'The move failed',
        message: failureText(failure),
        autoClose: false,
      })
    }
  }

  return (
    <Section title="Applications">
      {applicant.applications.length === 0 ? (
        <Text c="dimmed" size="sm">
          Not applied to any job yet.
        </Text>
      ) : (
        <Stack gap="sm">
          {applicant.applications.map((application) => (
            <Paper key={application.id} withBorder radius="sm" p="sm">
              <Stack gap="xs">
                <Group justify="space-between" gap="xs">
                  <Stack gap={0}>
                    {canOpenJob ? (
                      <AnchorLink to="/jobs/view/" search={{ id: application.job.id }} fw={600}>
                        {application.job.title}
                      </AnchorLink>
                    ) : (
                      <Text fw={600}>{application.job.title}</Text>
                    )}
                    <Text size="xs" c="dimmed">
                      Updated {formatRelative(application.updated_at)}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    {application.status === 'rejected' ? (
                      <Badge color="red" variant="light" tt="none">
                        Rejected
                      </Badge>
                    ) : (
                      <Badge color={application.status === 'hired' ? 'teal' : 'blue'} variant="light" tt="none">
                        {application.stage.name}
                      </Badge>
                    )}
                    {canOpenBoard && (
                      <AnchorLink to="/jobs/pipeline/" search={{ id: application.job.id }} size="sm">
                        <Group gap={4} component="span">
                          <IconLayoutKanban size={14} aria-hidden />
                          Board
                        </Group>
                      </AnchorLink>
                    )}
                  </Group>
                </Group>
                {canEdit && (
                  <Group gap="xs" align="flex-end">
                    {application.status === 'active' && (
                      <>
                        <NativeSelect
                          size="xs"
                          label={`Stage for ${application.job.title}`}
                          data={(stages.data ?? [application.stage]).map((stage) => ({
                            value: String(stage.id),
                            label: stage.name,
                          }))}
                          value={String(application.stage.id)}
                          disabled={move.isPending}
                          onChange={(event) => void moveTo(application, Number(event.currentTarget.value))}
                        />
                        {hiring.canHire && (
                          <Button
                            size="xs"
                            variant="light"
                            color="teal"
                            leftSection={<IconUserCheck size={14} aria-hidden />}
                            aria-label={`Hire for ${application.job.title}`}
                            onClick={() => startHire(application)}
                          >
                            Hire
                          </Button>
                        )}
                        <Button size="xs" variant="light" color="red" leftSection={<IconX size={14} aria-hidden />} onClick={() => rejection.start(application)}>
                          Reject
                        </Button>
                      </>
                    )}
                    {application.status === 'rejected' && (
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconRotate size={14} aria-hidden />}
                        loading={reopen.isPending && reopen.variables.id === application.id}
                        onClick={() =>
                          reopen.mutate(
                            { id: application.id },
                            {
                              onError: (failure) =>
                                notify({
                                  color: 'red',
                                  title: 'Could not reopen',
                                  message: failureText(failure),
                                  autoClose: false,
                                }),
                            },
                          )
                        }
                      >
                        Reopen
                      </Button>
                    )}
                  </Group>
                )}
                <MatchScore applicantId={applicant.id} jobId={application.job.id} />
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <RejectDialog
        name={rejection.rejecting && `${applicant.name} for ${rejection.rejecting.job.title}`}
        reasons={reasons}
        mail={{ hasEmail: Boolean(applicant.email), applicationId: rejection.rejecting?.id }}
        {...rejection.dialog}
      />
      <HireDialog {...hiring.dialog} />
    </Section>
  )
}

/** The match score for one job, with its reasons: the skills matched and missing, experience. */
function MatchScore({ applicantId, jobId }: { applicantId: number; jobId: number }) {
  const match = useQuery(applicantMatchQueryOptions(applicantId, jobId))
  if (!match.data) return null
  const { score, matched_skills, missing_skills, reasons } = match.data
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} w={110}>
          Match {score}%
        </Text>
        <Progress value={score} flex={1} aria-label={`Match score ${score} of 100`} color={score >= 70 ? 'teal' : score >= 40 ? 'yellow' : 'red'} />
      </Group>
      {matched_skills.length > 0 && (
        <Text size="xs">
          <Text span fw={600} size="xs">
            Matched:
          </Text>{' '}
          {matched_skills.join(', ')}
        </Text>
      )}
      {missing_skills.length > 0 && (
        <Text size="xs">
          <Text span fw={600} size="xs">
            Missing:
          </Text>{' '}
          {missing_skills.join(', ')}
        </Text>
      )}
      {/* The skills have their own lines above. */}
      {reasons
        .filter((reason) => !/^(Matched|Missing):/.test(reason))
        .map((reason) => (
          <Text key={reason} size="xs" c="dimmed">
            {reason}
          </Text>
        ))}
    </Stack>
  )
}
