import { Button, Group, Modal, NativeSelect, Stack, Textarea } from '@mantine/core'
import { useState } from 'react'
import { rejectApplicationInputSchema } from '@common/applicants'
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
  const [reasonError, setReasonError] = useState<string | null>(null)
  // noValidate and no `required`: the browser's own bubble would speak instead of the product, in its words and place.
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const checked = rejectApplicationInputSchema.shape.reason.safeParse(reason)
        if (!checked.success) {
          setReasonError(checked.error.issues[0]?.message ?? null)
          return
        }
        onConfirm(checked.data, note.trim() || undefined)
      }}
    >
      <Stack gap="md">
        <FormError message={error} />
        <NativeSelect
          label="Reason"
          withAsterisk
          aria-required
          data={[{ value: '', label: 'Choose a reason', disabled: true }, ...reasons.map((value) => ({ value, label: value }))]}
          value={reason}
          error={reasonError}
          onChange={(event) => {
            setReason(event.currentTarget.value)
            setReasonError(null)
          }}
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
    </form>
  )
}
