import '@mantine/core/styles/Timeline.css'
import { Stack, Text, Timeline } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { APPLICANT_ACCESS } from '@common/access/applicants'
import type { TimelineEntry } from '@common/applicants'
import type { Message } from '@common/messages'
import { notify } from '@/components/feedback/notify'
import { Section } from '@/components/page/Section'
import { ConfirmModal } from '@/components/record/ConfirmModal'
import { useConfirmAction } from '@/components/record/use-confirm-action'
import { applicantMessagesQueryOptions, useCancelMessage } from '@/features/messages/api/messages'
import { formatDateTime, formatRelative } from '@/lib/format'
import { useCan } from '@/platform/session/api/use-session'
import { applicantTimelineQueryOptions } from '../api/applicants'
import { TimelineEmail } from './TimelineEmail'

type Item = { kind: 'entry'; at: string; entry: TimelineEntry } | { kind: 'message'; at: string; message: Message }

/**
 * The timeline's entries with the applicant's messages in place of its one-line `email` entries,
 * so each mail shows its subject, status and body; newest first.
 */
export function timelineItems(entries: readonly TimelineEntry[], messages: readonly Message[] | undefined): Item[] {
  const items: Item[] = messages
    ? [
        ...entries.filter((entry) => entry.kind !== 'email').map((entry): Item => ({ kind: 'entry', at: entry.at, entry })),
        ...messages.map((message): Item => ({ kind: 'message', at: message.created_at, message })),
      ]
    : entries.map((entry): Item => ({ kind: 'entry', at: entry.at, entry }))
  return items.sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
}

/** Everything that happened to the applicant, notes and emails included, newest first. */
export function ApplicantTimeline({ id }: { id: number }) {
  const timeline = useQuery(applicantTimelineQueryOptions(id))
  const messages = useQuery(applicantMessagesQueryOptions(id))
  const canEdit = useCan(APPLICANT_ACCESS.edit)
  const cancel = useCancelMessage()
  const cancelling = useConfirmAction<Message>({
    act: (message) => cancel.mutateAsync({ applicantId: id, messageId: message.id }),
    onDone: (message) => notify({ color: 'teal', title: 'Email cancelled', message: message.subject }),
  })
  const items = timeline.data ? timelineItems(timeline.data, messages.data) : []
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
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing has happened yet.
          </Text>
        ) : (
          <Timeline bulletSize={12} lineWidth={2} aria-label="Timeline">
            {items.map((item, index) =>
              item.kind === 'message' ? (
                <Timeline.Item key={`message-${item.message.id}`}>
                  <TimelineEmail message={item.message} onCancel={canEdit ? cancelling.ask : undefined} />
                </Timeline.Item>
              ) : (
                <Timeline.Item key={`${item.at}-${index}`} lineVariant={item.entry.kind === 'note' ? 'dashed' : 'solid'}>
                  <Text size="sm" fw={item.entry.kind === 'note' ? 400 : 500} style={{ whiteSpace: 'pre-wrap' }}>
                    {item.entry.text}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {item.entry.actor?.name ?? 'System'} ·{' '}
                    <time dateTime={item.entry.at} title={formatDateTime(item.entry.at)}>
                      {formatRelative(item.entry.at)}
                    </time>
                  </Text>
                </Timeline.Item>
              ),
            )}
          </Timeline>
        )}
      </Stack>
      <ConfirmModal title={cancelling.subject ? `Cancel the email “${cancelling.subject.subject}”?` : null} confirmLabel="Cancel email" danger {...cancelling.modal}>
        It will not be sent. If it has already left, nothing can call it back.
      </ConfirmModal>
    </Section>
  )
}
