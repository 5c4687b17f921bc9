import { Button, Group, Progress, Stack, Text } from '@mantine/core'
import { IconFileText, IconRefresh } from '@tabler/icons-react'
import { useShallow } from 'zustand/react/shallow'
import { formatFileSize } from '@/lib/format'
import { resumeUploads, useResumeUploads } from '../resume-uploads'
import type { UploadItem } from '../upload-store'
import { ResumeStatusBadge, UploadOutcome } from './UploadOutcome'
import { Section } from '@/components/page/Section'
import { Ltr } from '@/components/text/Isolate'

/** How many files of the batch are still on their way, for the heading. */
function useBatchCounts() {
  return useResumeUploads(
    useShallow((state) => ({
      total: state.items.length,
      sending: state.items.filter((item) => item.phase === 'waiting' || item.phase === 'uploading').length,
    })),
  )
}

/**
 * The files dropped in this tab, newest drop first: each with its own progress while it is
 * sent, then its outcome as the server decides it. Rows re-render one at a time.
 */
export function UploadBatch() {
  const keys = useResumeUploads(useShallow((state) => state.items.map((item) => item.key)))
  const { total, sending } = useBatchCounts()
  if (keys.length === 0) return null
  return (
    <Section
      title="This batch"
      description={<span aria-live="polite">{sending > 0 ? `Sending ${sending} of ${total} files` : `${total} ${total === 1 ? 'file' : 'files'} sent or refused`}</span>}
      actions={
        <Button variant="subtle" size="xs" onClick={() => resumeUploads.clearFinished()}>
          Clear finished
        </Button>
      }
    >
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Files in this batch">
        {keys.map((key) => (
          <UploadRow key={key} itemKey={key} />
        ))}
      </Stack>
    </Section>
  )
}

function UploadRow({ itemKey }: { itemKey: string }) {
  const item = useResumeUploads((state) => state.items.find((candidate) => candidate.key === itemKey))
  if (!item) return null
  return (
    <Group component="li" gap="sm" py="xs" wrap="nowrap" align="flex-start" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }} aria-label={item.name}>
      <IconFileText size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Stack gap={4} flex={1} miw={0}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} truncate title={item.name} dir="auto">
            {item.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            <Ltr>{formatFileSize(item.size)}</Ltr>
          </Text>
        </Group>
        <RowState item={item} />
      </Stack>
    </Group>
  )
}

/** The row's state: its progress while sent, then the server's outcome, or why it was not sent. */
function RowState({ item }: { item: UploadItem }) {
  switch (item.phase) {
    case 'waiting':
    case 'uploading': {
      const percent = Math.round(item.progress * 100)
      return (
        <Group gap="xs" wrap="nowrap">
          <Progress value={percent} aria-label={`Uploading ${item.name}`} flex={1} size="sm" transitionDuration={150} />
          <Text size="xs" c="dimmed" w={72} ta="end" style={{ flexShrink: 0 }}>
            {item.phase === 'waiting' ? 'Waiting' : `${percent}%`}
          </Text>
        </Group>
      )
    }
    case 'uploaded':
      return item.upload ? (
        <Group gap="xs" wrap="wrap">
          <ResumeStatusBadge status={item.upload.status} />
          <UploadOutcome upload={item.upload} />
        </Group>
      ) : null
    case 'refused':
    case 'failed':
      return (
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
            {item.phase === 'refused' ? 'Not uploaded: ' : 'Upload failed: '}
            {item.error}
          </Text>
          {item.retryable && (
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconRefresh size={12} aria-hidden />}
              aria-label={`Retry ${item.name}`}
              onClick={() => resumeUploads.retry(item.key)}
            >
              Retry
            </Button>
          )}
        </Group>
      )
  }
}
