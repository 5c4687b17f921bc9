import { Button, Group } from '@mantine/core'

interface DialogActionsProps {
  /** The confirming button's words: "Save role", "Deactivate". */
  confirmLabel: string
  /** The dialog's work is on its way: the button spins, Cancel waits. */
  busy: boolean
  onCancel: () => void
  /** Without it the button submits the dialog's form. */
  onConfirm?: () => void
  /** Red, for what takes something away. */
  danger?: boolean
}

/** A dialog's buttons, bottom right: Cancel, then the one that does what the dialog is for. */
export function DialogActions({ confirmLabel, busy, onCancel, onConfirm, danger = false }: DialogActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} color={danger ? 'red' : undefined} onClick={onConfirm} loading={busy}>
        {confirmLabel}
      </Button>
    </Group>
  )
}
