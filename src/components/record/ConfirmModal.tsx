import { Modal, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { DialogActions } from '@/components/feedback/DialogActions'
import { FormError } from '@/components/feedback/FormError'

export interface ConfirmModalProps {
  /** The question, naming whom or what it acts on ("Deactivate Nina New?"); null keeps the dialog closed. */
  title: string | null
  /** What the action does, and whether it can be undone. */
  children: ReactNode
  /** The confirming button's words: "Deactivate". */
  confirmLabel: string
  /** Red, for what cannot be undone or takes access away. */
  danger?: boolean
  /** The action is at work: the confirming button spins, Cancel and closing wait. */
  busy: boolean
  /** Why the action failed, shown inside the dialog so the user can try again. */
  error: string | null
  onConfirm: () => void
  onCancel: () => void
}

/** The confirmation before an action on a record, named after it so the right one is changed. */
export function ConfirmModal({ title, children, confirmLabel, danger = false, busy, error, onConfirm, onCancel }: ConfirmModalProps) {
  return (
    <Modal opened={title !== null} onClose={() => !busy && onCancel()} title={title ?? ''} centered>
      <Stack gap="md">
        <FormError message={error} />
        <Text size="sm">{children}</Text>
        <DialogActions confirmLabel={confirmLabel} busy={busy} onCancel={onCancel} onConfirm={onConfirm} danger={danger} />
      </Stack>
    </Modal>
  )
}
