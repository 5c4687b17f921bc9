import { Button, Group, Modal, NativeSelect, Stack, Textarea } from '@mantine/core'
import { useState } from 'react'
import { rejectApplicationInputSchema } from '@common/applicants'
import type { RejectionEmail } from '@common/messages'
import { FormError } from '@/components/feedback/FormError'
import { RejectionEmailFields, useRejectionEmail } from './RejectionEmailFields'

/** What the dialog asks before a rejection: one object, so a field added to the form is one more key here. */
export interface RejectChoice {
  reason: string
  /** Only where one application is rejected: the bulk rejection keeps no note. */
  note?: string | undefined
  /** The rejection mail, when the dialog offers one and it is chosen. */
  email?: RejectionEmail | undefined
}

interface RejectDialogProps {
  /** Who is rejected, in the title ("Reject Ada Lovelace", "Reject 3 applicants"); null keeps the dialog closed. */
  name: string | null
  /** The company's rejection reasons (Settings). */
  reasons: readonly string[]
  /** Whether a note for the applicant's timeline is asked (POST applications/bulk takes none). */
  withNote?: boolean
  busy: boolean
  error: string | null
  /** Offers the rejection mail (left out: none is offered): whether anyone rejected has an address, and the application a preview is filled with. */
  mail?: { hasEmail: boolean; applicationId?: number }
  onConfirm: (choice: RejectChoice) => void
  onCancel: () => void
}

/** Rejecting one or more applications: a reason from the company's list, and a note if wanted. */
export function RejectDialog({ name, ...form }: RejectDialogProps) {
  return (
    <Modal opened={name !== null} onClose={form.onCancel} title={name === null ? '' : `Reject ${name}`} centered>
      {name !== null && <RejectForm key={name} {...form} />}
    </Modal>
  )
}

function RejectForm({ reasons, withNote = true, busy, error, mail, onConfirm, onCancel }: Omit<RejectDialogProps, 'name'>) {
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
        onConfirm({ reason: checked.data, note: withNote ? note.trim() || undefined : undefined, email: chosenEmail })
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
        {withNote && (
          <Textarea
            label="Note"
            description="Optional; kept on the applicant's timeline"
            autosize
            minRows={2}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
        )}
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
