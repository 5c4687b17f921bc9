import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import type { Job } from '@common/jobs'
import { FormError } from '@/components/feedback/FormError'

interface DeleteJobModalProps {
  /** The job to delete; null keeps the dialog closed. */
  job: Pick<Job, 'id' | 'title'> | null
  deleting: boolean
  error: string | null
  onConfirm: () => void
  onCancel: () => void
}

/** The confirmation before a job is deleted, named after the job so the right one goes. */
export function DeleteJobModal({ job, deleting, error, onConfirm, onCancel }: DeleteJobModalProps) {
  return (
    <Modal opened={job !== null} onClose={onCancel} title={job ? `Delete ${job.title}?` : ''} centered>
      <Stack gap="md">
        <FormError message={error} />
        <Text size="sm">The job and everything it says are removed for good. This cannot be undone.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={deleting}>
            Delete job
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
