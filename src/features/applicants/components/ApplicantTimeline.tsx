import '@mantine/core/styles/Timeline.css'
import { Stack, Text, Timeline } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { formatDateTime, formatRelative } from '@/lib/format'
import { applicantTimelineQueryOptions } from '../api/applicants'
import { Section } from '@/components/page/Section'

/** Everything that happened to the applicant, notes included, newest first. */
export function ApplicantTimeline({ id }: { id: number }) {
  const timeline = useQuery(applicantTimelineQueryOptions(id))
  return (
    <Section title="Timeline">
      <Stack gap="lg">
        {timeline.isError ? (
          <Text size="sm" c="dimmed">
            The timeline could not be loaded.
          </Text>
        ) : !timeline.data ? (
          <Text size="sm" c="dimmed" role="status">
            Loading the timeline…
          </Text>
        ) : timeline.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing has happened yet.
          </Text>
        ) : (
          <Timeline bulletSize={12} lineWidth={2} aria-label="Timeline">
            {timeline.data.map((entry, index) => (
              <Timeline.Item key={`${entry.at}-${index}`} lineVariant={entry.kind === 'note' ? 'dashed' : 'solid'}>
                <Text size="sm" fw={entry.kind === 'note' ? 400 : 500} style={{ whiteSpace: 'pre-wrap' }}>
                  {entry.text}
                </Text>
                <Text size="xs" c="dimmed">
                  {entry.actor?.name ?? 'System'} ·{' '}
                  <time dateTime={entry.at} title={formatDateTime(entry.at)}>
                    {formatRelative(entry.at)}
                  </time>
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Section>
  )
}
