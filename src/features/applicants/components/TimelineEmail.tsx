import { Badge, Button, Collapse, Group, Paper, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { MESSAGE_STATUS_LABELS, type Message, type MessageStatus } from '@common/messages'
import { MarkdownText } from '@/components/markdown/MarkdownText'
import { formatDateTime, formatRelative } from '@/lib/format'

const STATUS_COLORS: Record<MessageStatus, string> = { scheduled: 'blue', sent: 'teal', failed: 'red', cancelled: 'gray' }

/** When a message left, leaves, or was written, in a few words. */
function messageTime(message: Message): { label: string; at: string } {
  if (message.status === 'sent' && message.sent_at) return { label: 'Sent', at: message.sent_at }
  if (message.status === 'scheduled') return { label: 'Leaves', at: message.send_at }
  return { label: 'Written', at: message.created_at }
}

/** An email in the applicant's timeline: its subject and status, the body on demand, and "Cancel" while it waits to leave. */
export function TimelineEmail({ message, onCancel }: { message: Message; onCancel?: (message: Message) => void }) {
  const [open, { toggle }] = useDisclosure(false)
  const time = messageTime(message)
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={500}>
          Email: <bdi>{message.subject}</bdi>
        </Text>
        <Badge size="sm" variant="light" color={STATUS_COLORS[message.status]}>
          {MESSAGE_STATUS_LABELS[message.status]}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {message.sender?.name ?? 'System'} to <bdi dir="ltr">{message.to}</bdi> · {time.label}{' '}
        <time dateTime={time.at} title={formatDateTime(time.at)}>
          {message.status === 'scheduled' ? formatDateTime(time.at) : formatRelative(time.at)}
        </time>
      </Text>
      {message.status === 'failed' && message.failure && (
        <Text size="xs" c="red">
          {message.failure}
        </Text>
      )}
      <Group gap="xs">
        <Button size="compact-xs" variant="subtle" onClick={toggle} aria-expanded={open}>
          {open ? 'Hide the message' : 'Show the message'}
        </Button>
        {message.status === 'scheduled' && onCancel && (
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => onCancel(message)} aria-label={`Cancel the email “${message.subject}”`}>
            Cancel
          </Button>
        )}
      </Group>
      <Collapse expanded={open}>
        <Paper withBorder radius="sm" p="sm" dir="auto">
          <MarkdownText source={message.body} />
        </Paper>
      </Collapse>
    </Stack>
  )
}
