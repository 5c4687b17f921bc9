import '@mantine/core/styles/Grid.css'
import { Grid, Group, Modal, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import { APPLICANT_ACCESS } from '@common/access/applicants'
import { EMAIL_TEMPLATE_KIND_LABELS, EMAIL_TEMPLATE_KINDS, type EmailTemplate, type EmailTemplateKind } from '@common/messages'
import { DialogActions } from '@/components/feedback/DialogActions'
import { FormError } from '@/components/feedback/FormError'
import { notify } from '@/components/feedback/notify'
import { MailPreview } from '@/components/mail/MailPreview'
import { MergeFieldMenu } from '@/components/mail/MergeFieldMenu'
import { useMergeFieldTarget } from '@/components/mail/merge-field-target'
import { RecordPicker, type PickerOption } from '@/components/RecordPicker'
import { fieldErrors, toNormalizedError } from '@/lib/errors'
import { showServerErrors } from '@/lib/form-errors'
import { useCan } from '@/platform/session/api/use-session'
import { applicationPicker } from '../api/application-picker'
import { useCreateEmailTemplate, useUpdateEmailTemplate } from '../api/email-templates'
import { useMailPreview } from '../api/preview'
import { TEMPLATE_FIELDS, templateProblems, templateValues, toCreateInput, toUpdateInput, type TemplateValues } from '../template-form'

interface TemplateEditorProps {
  /** The template edited, or null for a new one of `kind`. */
  template: EmailTemplate | null
  kind: EmailTemplateKind
  onClose: () => void
}

/**
 * A template's name, subject and Markdown body with the merge-field menu, and beside them the
 * mail as a candidate would read it: filled with sample values, or with a chosen application's.
 */
export function TemplateEditor({ template, kind, onClose }: TemplateEditorProps) {
  const creating = template === null
  const narrow = useMediaQuery('(max-width: 48em)')
  const create = useCreateEmailTemplate()
  const update = useUpdateEmailTemplate()
  const busy = create.isPending || update.isPending
  const [formError, setFormError] = useState<string | null>(null)
  const [fillWith, setFillWith] = useState<PickerOption | null>(null)
  const form = useForm<TemplateValues>({ initialValues: templateValues(template, kind), validate: (values) => templateProblems(values, creating) })
  const target = useMergeFieldTarget<'subject' | 'body'>('body')
  // Only someone who may read applicants is offered theirs to fill the preview with.
  const canPickApplication = useCan(APPLICANT_ACCESS.list)
  const preview = useMailPreview({
    subject: form.values.subject,
    body: form.values.body,
    ...(fillWith ? { application_id: Number(fillWith.value) } : {}),
  })
  // An unknown merge field is named by the preview before any save: beside the field it is in.
  const previewProblems = preview.error ? fieldErrors(toNormalizedError(preview.error)) : {}
  const previewFailure = preview.error && Object.keys(previewProblems).length === 0 ? preview.error.message : null

  async function save(values: TemplateValues) {
    setFormError(null)
    try {
      const saved = creating ? await create.mutateAsync(toCreateInput(values)) : await update.mutateAsync({ id: template.id, input: toUpdateInput(values) })
      notify({ color: 'teal', title: creating ? 'Template added' : 'Template saved', message: saved.name })
      onClose()
    } catch (failure) {
      setFormError(showServerErrors(form, failure, TEMPLATE_FIELDS))
    }
  }

  const errorOf = (field: 'subject' | 'body') => form.errors[field] ?? previewProblems[field]

  return (
    <Modal opened onClose={() => !busy && onClose()} title={creating ? 'New email template' : `Edit ${template.name}`} size="70rem" fullScreen={narrow}>
      <form noValidate onSubmit={form.onSubmit((values) => void save(values))}>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <FormError message={formError} />
              <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
              {creating && (
                <NativeSelect label="Kind" data={EMAIL_TEMPLATE_KINDS.map((value) => ({ value, label: EMAIL_TEMPLATE_KIND_LABELS[value] }))} {...form.getInputProps('kind')} />
              )}
              <Group justify="space-between" align="flex-end" gap="xs">
                <Text size="sm" c="dimmed" style={{ flex: 1, minWidth: 160 }}>
                  Merge fields are filled for each candidate.
                </Text>
                <MergeFieldMenu onPick={(name) => target.insert(name, (field, value) => form.setFieldValue(field, value))} />
              </Group>
              <TextInput label="Subject" withAsterisk {...form.getInputProps('subject')} error={errorOf('subject')} {...target.bind('subject')} />
              <Textarea
                label="Message"
                description="Markdown: **bold**, *italic*, [a link](https://example.com), lists"
                withAsterisk
                autosize
                minRows={8}
                maxRows={20}
                {...form.getInputProps('body')}
                error={errorOf('body')}
                {...target.bind('body')}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="sm">
              {canPickApplication && (
                <RecordPicker
                  label="Fill the preview with"
                  placeholder="Sample values"
                  source={applicationPicker}
                  nothingFound="No applicants by that name"
                  clearable
                  value={fillWith?.value ?? ''}
                  onChange={(_value, option) => setFillWith(option)}
                />
              )}
              <MailPreview
                mail={preview.data}
                loading={preview.isFetching}
                error={previewFailure}
                filledWith={fillWith ? `${fillWith.label}’s application (${fillWith.detail ?? ''})` : 'sample values'}
              />
            </Stack>
          </Grid.Col>
        </Grid>
        <Stack mt="lg">
          <DialogActions confirmLabel={creating ? 'Add template' : 'Save template'} busy={busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  )
}
