import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { FormError } from '@/components/feedback/FormError'

interface ConfirmModalProps {
  /** The question, naming whom or what it acts on ("Deactivate Nina New?"); null keeps it closed. */
  title: string | null
  children: ReactNode
  confirmLabel: string
  /** Red for what cannot be undone or takes access away. */
  danger?: boolean
  busy: boolean
  error: string | null
  onConfirm: () => void
  onCancel: () => void
}

/** The confirmation before a change to a user or role; the server's refusal stays in it. */
export function ConfirmModal({ title, children, confirmLabel, danger = false, busy, error, onConfirm, onCancel }: ConfirmModalProps) {
  return (
    <Modal opened={title !== null} onClose={() => !busy && onCancel()} title={title ?? ''} centered>
      <Stack gap="md">
        <FormError message={error} />
        <Text size="sm">{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
