import { Badge, Group, List, Stack, Text } from "@mantine/core";
import { IconCalendarEvent, IconClipboardCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { DashboardInterviews, Interview } from "@common/interviews";
import { Section } from "@/components/page/Section";
import { Bdi, Ltr } from "@/components/text/Isolate";
import { myCompletedInterviewsQueryOptions } from "@/features/interviews/api/scorecards";
import {
  browserTimeZone,
  formatTimeRange,
  zoneName,
} from "@/lib/interview-time";
import { useSession } from "@/platform/session/api/use-session";
import { DashLink } from "./DashLink";

const interviewPath = (interview: Pick<Interview, "id">) =>
  `/interviews/view/?id=${interview.id}`;

/**
 * Home's interview cards (contract 16), for every caller whatever their role: the dashboard
 * carries `interviews` for everyone, and an interviewer may hold no permission at all.
 */
export function InterviewWidgets({
  interviews,
}: {
  interviews: DashboardInterviews;
}) {
  return (
    <>
      <UpcomingInterviews upcoming={interviews.upcoming.slice(0, 5)} />
      <ScorecardsDue count={interviews.scorecards_due} />
    </>
  );
}

function UpcomingInterviews({ upcoming }: { upcoming: Interview[] }) {
  const zone = browserTimeZone();
  return (
    <Section
      id="home-interviews"
      title="Your interviews"
      icon={<IconCalendarEvent size={18} />}
    >
      {upcoming.length === 0 ? (
        <Text size="sm" c="dimmed">
          No interviews coming up.
        </Text>
      ) : (
        <List listStyleType="none" spacing="sm" p={0}>
          {upcoming.map((interview) => (
            <List.Item key={interview.id}>
              <Stack gap={0}>
                <DashLink href={interviewPath(interview)} fw={600}>
                  <Bdi>{interview.title}</Bdi>
                </DashLink>
                {/* The viewer's own zone, named: the applicant page shows the same interview in the company's. */}
                <Text size="sm">
                  <Ltr>
                    {formatTimeRange(
                      interview.starts_at,
                      interview.ends_at,
                      zone,
                    )}
                  </Ltr>{" "}
                  <Text span size="xs" c="dimmed">
                    <Bdi>{zoneName(zone, interview.starts_at)}</Bdi>
                  </Text>
                </Text>
                <Text size="sm" c="dimmed">
                  <Bdi>{interview.application.applicant.name}</Bdi> ·{" "}
                  <Bdi>{interview.application.job.title}</Bdi>
                </Text>
              </Stack>
            </List.Item>
          ))}
        </List>
      )}
    </Section>
  );
}

/** How many of the caller's scorecards are late, and the interviews they belong to. */
function ScorecardsDue({ count }: { count: number }) {
  const session = useSession();
  const completed = useQuery({
    ...myCompletedInterviewsQueryOptions(),
    enabled: count > 0,
  });
  const due = (completed.data ?? []).filter((interview) =>
    interview.interviewers.some(
      (interviewer) =>
        interviewer.id === session?.user.id &&
        interviewer.scorecard !== "submitted",
    ),
  );
  return (
    <Section
      id="home-scorecards-due"
      title="Scorecards due"
      icon={<IconClipboardCheck size={18} />}
    >
      <Group gap="sm" align="baseline">
        <Text fz={28} fw={700} lh={1.2}>
          <Ltr>{count}</Ltr>
        </Text>
        <Text size="sm" c="dimmed">
          {count === 0
            ? "All your scorecards are in."
            : count === 1
              ? "scorecard waits for you"
              : "scorecards wait for you"}
        </Text>
      </Group>
      {due.length > 0 && (
        <List listStyleType="none" spacing={4} p={0}>
          {due.slice(0, 5).map((interview) => (
            <List.Item key={interview.id}>
              <Group gap="xs" wrap="nowrap" align="baseline">
                <DashLink href={interviewPath(interview)} size="sm">
                  Score <Bdi>{interview.application.applicant.name}</Bdi>,{" "}
                  <Bdi>{interview.title}</Bdi>
                </DashLink>
                {interview.interviewers.find(
                  (interviewer) => interviewer.id === session?.user.id,
                )?.scorecard === "draft" && (
                  <Badge size="xs" variant="light" color="yellow">
                    Draft
                  </Badge>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Section>
  );
}
