import { Modal, Stack, Text, Textarea } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { keepInputSchema, type DueApplicant } from '@common/privacy'
import { DialogActions } from '@/components/feedback/DialogActions'
import { SaveForm } from '@/components/form/SaveForm'
import { useSaveForm } from '@/components/form/use-save-form'
import { formatTimestampDay } from '@/lib/format'
import { useKeepApplicant } from '../api/privacy-mutations'

const KEEP_FIELDS = ['reason'] as const

/** The server's rule for the reason (keepInputSchema), checked before sending. */
const checkKeep = schemaResolver(keepInputSchema, { sync: true })

/**
 * "Keep": why this person's data stays past the retention period (an open position they fit, a
 * legal hold). The reason goes to the audit log with who gave it; their clock starts again.
 */
export function KeepDialog({ applicant, onClose }: { applicant: DueApplicant | null; onClose: () => void }) {
  return (
    <Modal opened={applicant !== null} onClose={onClose} title={applicant ? `Keep ${applicant.name}’s data?` : ''} centered>
      {applicant && <KeepForm applicant={applicant} onClose={onClose} />}
    </Modal>
  )
}

function KeepForm({ applicant, onClose }: { applicant: DueApplicant; onClose: () => void }) {
  const keep = useKeepApplicant()
  const form = useForm<{ reason: string }>({ initialValues: { reason: '' } })
  const saveForm = useSaveForm<{ reason: string }, { due_at: string }>({
    form,
    fields: KEEP_FIELDS,
    check: checkKeep,
    save: (values) => keep.mutateAsync({ id: applicant.id, reason: values.reason.trim() }),
    notice: (kept) => ({ title: 'Applicant data kept', message: `${applicant.name} is due again on ${formatTimestampDay(kept.due_at)}.` }),
    onSaved: onClose,
  })
  return (
    <SaveForm form={saveForm} aria-label={`Keep ${applicant.name}’s data`}>
      <Stack gap="md">
        <Text size="sm">Their retention period starts again today. Say why, for the audit log: it records who kept them and why.</Text>
        <Textarea label="Reason" placeholder="e.g. A good fit for the role we open in spring" autosize minRows={2} maxRows={6} data-autofocus {...form.getInputProps('reason')} />
        <DialogActions confirmLabel="Keep their data" busy={saveForm.saving !== null} onCancel={onClose} />
      </Stack>
    </SaveForm>
  )
}
