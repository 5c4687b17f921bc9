import { Button, Group, Modal, NativeSelect, Stack, Textarea } from '@mantine/core'
import { useState } from 'react'
import { rejectApplicationInputSchema } from '@common/applicants'
import type { RejectionEmail } from '@common/messages'
import { FormError } from '@/components/feedback/FormError'
import { RejectionEmailFields, useRejectionEmail } from './RejectionEmailFields'

interface RejectDialogProps {
  /** Who is rejected, in the title ("Reject Ada Lovelace"); null keeps the dialog closed. */
  name: string | null
  /** The company's rejection reasons (Settings). */
  reasons: readonly string[]
  busy: boolean
  error: string | null
  /** Offers the rejection mail (left out: none is offered): whether anyone rejected has an address, and the application a preview is filled with. */
  mail?: { hasEmail: boolean; applicationId?: number }
  onConfirm: (reason: string, note: string | undefined, email: RejectionEmail | undefined) => void
  onCancel: () => void
}

/** Rejecting one or more applications: a reason from the company's list, and a note if wanted. */
export function RejectDialog({ name, reasons, busy, error, mail, onConfirm, onCancel }: RejectDialogProps) {
  return (
    <Modal opened={name !== null} onClose={onCancel} title={name === null ? '' : `Reject ${name}`} centered>
      {name !== null && <RejectForm key={name} reasons={reasons} busy={busy} error={error} mail={mail} onConfirm={onConfirm} onCancel={onCancel} />}
    </Modal>
  )
}

function RejectForm({ reasons, busy, error, mail, onConfirm, onCancel }: Omit<RejectDialogProps, 'name'>) {
  const [reason, setReason] = useState('')
  const [note, setNote] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  const email = useRejectionEmail({ reason, hasEmail: mail?.hasEmail ?? false, applicationId: mail?.applicationId })
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
        const chosenEmail = email.input()
        if (chosenEmail === null) return
        onConfirm(checked.data, note.trim() || undefined, chosenEmail)
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
        {mail && <RejectionEmailFields {...email.fields} />}
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
