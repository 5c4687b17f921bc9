import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { FormError } from '@/components/feedback/FormError'

interface ConfirmDeleteModalProps {
  /** The record's name, in the title ("Delete <name>?"); null keeps the dialog closed. */
  name: string | null
  /** What goes with the record, and that it cannot be undone. */
  children: ReactNode
  /** The confirming button's words: "Delete job". */
  confirmLabel: string
  deleting: boolean
  error: string | null
  onConfirm: () => void
  onCancel: () => void
}

/** The confirmation before a record is deleted, named after the record so the right one goes. */
export function ConfirmDeleteModal({ name, children, confirmLabel, deleting, error, onConfirm, onCancel }: ConfirmDeleteModalProps) {
  return (
    <Modal opened={name !== null} onClose={onCancel} title={name === null ? '' : `Delete ${name}?`} centered>
      <Stack gap="md">
        <FormError message={error} />
        <Text size="sm">{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={deleting}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
