import {
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { IconCalendarPlus, IconLink } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { INTERVIEW_ACCESS } from "@common/access/interviews";
import {
  INTERVIEW_LIMITS,
  type Interview,
  type SchedulingLinkSummary,
} from "@common/interviews";
import { DialogActions } from "@/components/feedback/DialogActions";
import { FormError } from "@/components/feedback/FormError";
import { notify } from "@/components/feedback/notify";
import { ListError } from "@/components/list/ListStates";
import { AnchorLink } from "@/components/links";
import { Section } from "@/components/page/Section";
import { useConfirmAction } from "@/components/record/use-confirm-action";
import { useCompanyTimeZone } from "@/features/messages/api/time-zone";
import { failureText } from "@/lib/errors";
import { formatDay } from "@/lib/format";
import { toZonedLocal } from "@/lib/zoned-time";
import { useCan } from "@/platform/session/api/use-session";
import {
  useCancelInterview,
  useWithdrawSchedulingLink,
} from "../api/interview-mutations";
import {
  applicationInterviewsQueryOptions,
  schedulingLinksQueryOptions,
} from "../api/interviews";
import { interviewWhen } from "../interview-form";
import {
  ScheduleInterviewModal,
  type ScheduledApplication,
} from "./ScheduleInterviewModal";
import { SchedulingLinkModal } from "./SchedulingLinkModal";

interface Applicant {
  name: string;
  applications: readonly ScheduledApplication[];
}

const STATUS_COLORS: Record<Interview["status"], string> = {
  scheduled: "blue",
  completed: "teal",
  cancelled: "gray",
};
const STATUS_LABELS: Record<Interview["status"], string> = {
  scheduled: "Scheduled",
  completed: "Completed",
  cancelled: "Cancelled",
};
const SCORECARD_LABELS: Record<
  Interview["interviewers"][number]["scorecard"],
  { label: string; color: string }
> = {
  none: { label: "No scorecard", color: "gray" },
  draft: { label: "Draft", color: "yellow" },
  submitted: { label: "Submitted", color: "teal" },
};
const LINK_STATES: Record<
  SchedulingLinkSummary["state"],
  { label: string; color: string }
> = {
  open: { label: "Open", color: "blue" },
  booked: { label: "Booked", color: "teal" },
  withdrawn: { label: "Withdrawn", color: "gray" },
  expired: { label: "Expired", color: "gray" },
};

/**
 * The applicant's interviews for one application at a time (the first unless another is chosen):
 * scheduled ones with their panel's scorecards, scheduling and rescheduling, and the links sent
 * for the candidate to book a time themselves. Shown to those who may read interviews.
 */
export function ApplicantInterviewsSection({
  applicant,
}: {
  applicant: Applicant;
}) {
  const canRead = useCan(INTERVIEW_ACCESS.read);
  if (!canRead || applicant.applications.length === 0) return null;
  return <InterviewsSection applicant={applicant} />;
}

type Dialog =
  | { kind: "schedule" }
  | { kind: "reschedule"; interview: Interview }
  | { kind: "link" }
  | null;

function InterviewsSection({ applicant }: { applicant: Applicant }) {
  const canAdd = useCan(INTERVIEW_ACCESS.add);
  const canEdit = useCan(INTERVIEW_ACCESS.edit);
  const zone = useCompanyTimeZone();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const application =
    applicant.applications.find((candidate) => candidate.id === chosenId) ??
    applicant.applications[0]!;
  const interviews = useQuery(
    applicationInterviewsQueryOptions(application.id),
  );
  const links = useQuery(schedulingLinksQueryOptions(application.id));
  const [dialog, setDialog] = useState<Dialog>(null);
  const cancel = useCancelInterview();
  const [reason, setReason] = useState("");
  const cancellation = useConfirmAction<Interview>({
    act: (interview) =>
      cancel.mutateAsync({ id: interview.id, reason: reason.trim() }),
    onDone: (interview) =>
      notify({
        color: "teal",
        title: "Interview cancelled",
        message: `${interview.title}: everyone on it is told`,
      }),
  });
  const withdraw = useWithdrawSchedulingLink();

  async function withdrawLink(link: SchedulingLinkSummary) {
    try {
      await withdraw.mutateAsync({
        applicationId: application.id,
        linkId: link.id,
      });
      notify({
        color: "teal",
        title: "Scheduling link withdrawn",
        message: "The candidate can no longer book with it.",
      });
    } catch (failure) {
      notify({
        color: "red",
        title: "The link was not withdrawn",
        message: failureText(failure),
        autoClose: false,
      });
    }
  }

  return (
    <Section
      title="Interviews"
      actions={
        canAdd && (
          <Group gap="xs">
            <Button
              size="xs"
              leftSection={<IconCalendarPlus size={14} aria-hidden />}
              onClick={() => setDialog({ kind: "schedule" })}
            >
              Schedule interview
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconLink size={14} aria-hidden />}
              onClick={() => setDialog({ kind: "link" })}
            >
              Send scheduling link
            </Button>
          </Group>
        )
      }
    >
      {applicant.applications.length > 1 && (
        <NativeSelect
          label="Application"
          data={applicant.applications.map((candidate) => ({
            value: String(candidate.id),
            label: candidate.job.title,
          }))}
          value={String(application.id)}
          onChange={(event) => setChosenId(Number(event.currentTarget.value))}
        />
      )}
      {interviews.isError ? (
        <ListError
          title="The interviews could not be loaded"
          error={interviews.error}
          onRetry={() => void interviews.refetch()}
        />
      ) : !interviews.data ? (
        <Skeleton height={80} radius="sm" aria-label="Loading the interviews" />
      ) : interviews.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          No interviews for {application.job.title} yet.
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: "none" }}
        >
          {interviews.data.map((interview) => (
            <InterviewItem
              key={interview.id}
              interview={interview}
              zone={zone}
              canEdit={canEdit}
              onReschedule={() => setDialog({ kind: "reschedule", interview })}
              onCancel={() => {
                setReason("");
                cancellation.ask(interview);
              }}
            />
          ))}
        </Stack>
      )}
      {links.data && links.data.length > 0 && (
        <Stack gap="xs">
          <Title order={3} fz="h6">
            Scheduling links
          </Title>
          <Stack
            gap="xs"
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: "none" }}
          >
            {links.data.map((link) => (
              <Paper
                key={link.id}
                component="li"
                withBorder
                radius="sm"
                p="sm"
                aria-label={`Scheduling link of ${formatDay(link.created_at.slice(0, 10))}`}
              >
                <Group justify="space-between" gap="xs" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0, flex: "1 1 12rem" }}>
                    <Group gap="xs">
                      <Text size="sm" fw={600}>
                        {link.kit?.name ?? "Interview"}, {link.duration_minutes}{" "}
                        min
                      </Text>
                      <Badge
                        size="sm"
                        variant="light"
                        color={LINK_STATES[link.state].color}
                      >
                        {LINK_STATES[link.state].label}
                      </Badge>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {formatDay(toZonedLocal(link.from, zone).slice(0, 10))} to{" "}
                      {formatDay(
                        toZonedLocal(
                          new Date(Date.parse(link.to) - 1),
                          zone,
                        ).slice(0, 10),
                      )}{" "}
                      · shown in <bdi dir="ltr">{link.timezone}</bdi>
                    </Text>
                    <Text size="xs" c="dimmed">
                      Panel:{" "}
                      {link.interviewers
                        .map((person) => person.name)
                        .join(", ")}
                    </Text>
                  </Stack>
                  {canEdit && link.state === "open" && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      loading={
                        withdraw.isPending &&
                        withdraw.variables?.linkId === link.id
                      }
                      onClick={() => void withdrawLink(link)}
                    >
                      Withdraw
                    </Button>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        </Stack>
      )}
      {dialog?.kind === "schedule" && (
        <ScheduleInterviewModal
          application={application}
          applicantName={applicant.name}
          zone={zone}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === "reschedule" && (
        <ScheduleInterviewModal
          application={application}
          applicantName={applicant.name}
          interview={dialog.interview}
          zone={zone}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === "link" && (
        <SchedulingLinkModal
          application={application}
          applicantName={applicant.name}
          zone={zone}
          onClose={() => setDialog(null)}
        />
      )}
      <Modal
        opened={cancellation.subject !== null}
        onClose={cancellation.modal.onCancel}
        title={`Cancel ${cancellation.subject?.title ?? "the interview"}?`}
        centered
      >
        <Stack gap="md">
          <FormError message={cancellation.modal.error} />
          <Text size="sm">
            Everyone on the panel gets a cancellation, and the candidate too if
            they were invited.
          </Text>
          <Textarea
            label="Reason"
            description="Optional; kept with the interview"
            maxLength={INTERVIEW_LIMITS.cancelReason}
            autosize
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <DialogActions
            confirmLabel="Cancel interview"
            danger
            busy={cancellation.modal.busy}
            onCancel={cancellation.modal.onCancel}
            onConfirm={cancellation.modal.onConfirm}
          />
        </Stack>
      </Modal>
    </Section>
  );
}

/** The day, then the times kept on one line (a phone wraps between them, never inside the range). */
function When({ interview, zone }: { interview: Interview; zone: string }) {
  const { day, times } = interviewWhen(interview, zone);
  return (
    <bdi>
      {day},{" "}
      <Text span inherit style={{ whiteSpace: "nowrap" }}>
        {times}
      </Text>
    </bdi>
  );
}

interface InterviewItemProps {
  interview: Interview;
  zone: string;
  canEdit: boolean;
  onReschedule: () => void;
  onCancel: () => void;
}

function InterviewItem({
  interview,
  zone,
  canEdit,
  onReschedule,
  onCancel,
}: InterviewItemProps) {
  const titleId = `interview-${interview.id}-title`;
  return (
    <Paper
      component="li"
      withBorder
      radius="sm"
      p="sm"
      aria-labelledby={titleId}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0, flex: "1 1 12rem" }}>
            <AnchorLink
              to="/interviews/view/"
              search={{ id: interview.id }}
              fw={600}
              id={titleId}
              style={{ overflowWrap: "anywhere" }}
            >
              {interview.title}
            </AnchorLink>
            <Text size="sm">
              <When interview={interview} zone={zone} />{" "}
              <Text span size="xs" c="dimmed">
                <bdi dir="ltr">{zone}</bdi>
              </Text>
            </Text>
          </Stack>
          <Badge variant="light" color={STATUS_COLORS[interview.status]}>
            {STATUS_LABELS[interview.status]}
          </Badge>
        </Group>
        {/* Below the badge, across the card: beside it a phone had room for a few letters of the video link a line. */}
        {(interview.location || interview.video_url) && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {interview.location && <bdi>{interview.location}</bdi>}
            {interview.location && interview.video_url && " · "}
            {interview.video_url && <bdi dir="ltr">{interview.video_url}</bdi>}
          </Text>
        )}
        <Group
          gap={6}
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: "none" }}
          aria-label="Panel"
        >
          {interview.interviewers.map((person) => (
            <Group key={person.id} component="li" gap={4} wrap="nowrap">
              <Text size="xs">{person.name}</Text>
              <Badge
                size="xs"
                variant="light"
                color={SCORECARD_LABELS[person.scorecard].color}
                tt="none"
              >
                {SCORECARD_LABELS[person.scorecard].label}
              </Badge>
            </Group>
          ))}
        </Group>
        {canEdit && interview.status === "scheduled" && (
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={onReschedule}>
              Reschedule
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={onCancel}>
              Cancel interview
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
