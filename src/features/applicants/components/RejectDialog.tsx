import { Button, Group, Modal, NativeSelect, Stack, Textarea } from '@mantine/core'
import { useState } from 'react'
import { FormError } from '@/components/feedback/FormError'

interface RejectDialogProps {
  /** Who is rejected, in the title ("Reject Ada Lovelace"); null keeps the dialog closed. */
  name: string | null
  /** The company's rejection reasons (Settings). */
  reasons: readonly string[]
  busy: boolean
  error: string | null
  onConfirm: (reason: string, note: string | undefined) => void
  onCancel: () => void
}

/** Rejecting one or more applications: a reason from the company's list, and a note if wanted. */
export function RejectDialog({ name, reasons, busy, error, onConfirm, onCancel }: RejectDialogProps) {
  return (
    <Modal opened={name !== null} onClose={onCancel} title={name === null ? '' : `Reject ${name}`} centered>
      {name !== null && <RejectForm key={name} reasons={reasons} busy={busy} error={error} onConfirm={onConfirm} onCancel={onCancel} />}
    </Modal>
  )
}

function RejectForm({ reasons, busy, error, onConfirm, onCancel }: Omit<RejectDialogProps, 'name'>) {
  const [reason, setReason] = useState('')
  const [note, setNote] = useState('')
  const [missing, setMissing] = useState(false)
  return (
    <Stack
      component="form"
      gap="md"
      onSubmit={(event) => {
        event.preventDefault()
        if (!reason) {
          setMissing(true)
          return
        }
        onConfirm(reason, note.trim() || undefined)
      }}
    >
      <FormError message={error} />
      <NativeSelect
        label="Reason"
        required
        data={[{ value: '', label: 'Choose a reason', disabled: true }, ...reasons.map((value) => ({ value, label: value }))]}
        value={reason}
        error={missing && !reason ? 'Choose a reason' : undefined}
        onChange={(event) => setReason(event.currentTarget.value)}
        data-autofocus
      />
      <Textarea
        label="Note"
        description="Optional; kept on the applicant's timeline"
        autosize
        minRows={2}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" color="red" loading={busy}>
          Reject
        </Button>
      </Group>
    </Stack>
  )
}
