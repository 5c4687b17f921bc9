import '@mantine/core/styles/NumberInput.css'
import '@mantine/core/styles/Pill.css'
import '@mantine/core/styles/PillsInput.css'
import { ActionIcon, Button, Group, NumberInput, SimpleGrid, Stack, TagsInput, Text, Textarea, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useHotkeys } from '@mantine/hooks'
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { APPLICANT_LIMITS } from '@common/applicants'
import { DOUBTFUL_CONFIDENCE, type ParsedField, type ResumeUpload, type SaveResumeResult } from '@common/resumes'
import { FormError } from '@/components/feedback/FormError'
import { notify } from '@/components/feedback/notify'
import { useSaveForm } from '@/components/form/use-save-form'
import { ConfirmModal } from '@/components/record/ConfirmModal'
import { useConfirmAction } from '@/components/record/use-confirm-action'
import { useDiscardResume, useSaveResume } from '../api/resume-mutations'
import { REVIEW_FIELDS, reviewedFields, reviewFormErrors, reviewFormValues, withFormFieldErrors, type ReviewFormValues } from '../review-form'

type SaveKind = 'save' | 'merge'

/** How sure the parser was of a field, in words; a doubtful one says so (the colour only repeats it). */
export function ConfidenceNote({ upload, field }: { upload: ResumeUpload; field: ParsedField }): ReactNode {
  const confidence = upload.parsed?.confidence[field]
  if (confidence === undefined) return 'Not found in the resume'
  const percent = Math.round(confidence * 100)
  if (confidence >= DOUBTFUL_CONFIDENCE) return `Read with ${percent}% confidence`
  return (
    <Text span inherit c="var(--mantine-color-orange-text)" fw={600}>
      <IconAlertTriangle size={12} aria-hidden style={{ verticalAlign: '-1px', marginInlineEnd: 4 }} />
      Doubtful: {percent}% confidence, check it
    </Text>
  )
}

interface ReviewFormProps {
  upload: ResumeUpload
  /** After saving, merging or discarding: on to the next upload waiting for review. */
  onDone: () => void
}

/**
 * What the parser read from an upload that needs review, each field editable with its
 * confidence; saved as a new applicant, merged into the applicant it may duplicate, or discarded.
 * Ctrl+Enter saves and D discards (not while typing in a field, except Ctrl+Enter).
 */
export function ReviewForm({ upload, onDone }: ReviewFormProps) {
  const save = useSaveResume()
  const discard = useDiscardResume()
  const duplicate = upload.duplicate_of
  const form = useForm<ReviewFormValues>({ mode: 'uncontrolled', initialValues: reviewFormValues(upload.parsed) })
  const { submit, saving, formError, formRef, guard } = useSaveForm<ReviewFormValues, SaveResumeResult, SaveKind>({
    form,
    fields: REVIEW_FIELDS,
    check: reviewFormErrors,
    save: async (values, kind) => {
      try {
        return await save.mutateAsync({
          id: upload.id,
          input: { fields: reviewedFields(values), ...(kind === 'merge' && duplicate ? { merge_into: duplicate.applicant_id } : {}) },
        })
      } catch (failure) {
        throw withFormFieldErrors(failure)
      }
    },
    notice: (_, kind) =>
      kind === 'merge' && duplicate
        ? { title: `Merged into ${duplicate.name}`, message: upload.file_name }
        : { title: 'Applicant saved', message: form.getValues().name.trim() || upload.file_name },
    onSaved: onDone,
  })
  const confirm = useConfirmAction<ResumeUpload>({
    act: (subject) => discard.mutateAsync({ id: subject.id }),
    onDone: (subject) => {
      notify({ color: 'teal', title: 'Upload discarded', message: subject.file_name })
      onDone()
    },
  })

  useHotkeys([['mod+Enter', () => void submit('save')]], [])
  useHotkeys([['D', () => confirm.subject === null && saving === null && confirm.ask(upload)]])

  const note = (field: ParsedField) => <ConfidenceNote upload={upload} field={field} />
  const education = form.getValues().education

  return (
    <>
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit('save')
      }}
    >
      {guard}
      <Stack gap="md">
        <FormError message={formError} />
        <TextInput label="Name" required description={note('name')} key={form.key('name')} {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Email" type="email" description={note('email')} key={form.key('email')} {...form.getInputProps('email')} />
          <TextInput label="Phone" type="tel" description={note('phone')} key={form.key('phone')} {...form.getInputProps('phone')} />
          <TextInput label="Location" description={note('location')} key={form.key('location')} {...form.getInputProps('location')} />
          <TextInput label="Current title" description={note('headline')} key={form.key('headline')} {...form.getInputProps('headline')} />
        </SimpleGrid>
        <Textarea label="Links" description={note('links')} autosize minRows={2} key={form.key('links')} {...form.getInputProps('links')} />
        <TagsInput label="Skills" description={note('skills')} key={form.key('skills')} {...form.getInputProps('skills')} />
        <NumberInput
          label="Years of experience"
          description={note('years_experience')}
          min={0}
          max={APPLICANT_LIMITS.yearsExperience}
          decimalScale={1}
          maw={{ sm: 240 }}
          key={form.key('years_experience')}
          {...form.getInputProps('years_experience')}
        />
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Title order={3} fz="sm" component="legend">
            Education
          </Title>
          <Text size="xs" c="dimmed">
            {note('education')}
          </Text>
          {education.map((_, index) => (
            <Group key={form.key(`education.${index}`)} gap="xs" align="flex-end" wrap="nowrap">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" flex={1}>
                <TextInput label={`Institution ${index + 1}`} key={form.key(`education.${index}.institution`)} {...form.getInputProps(`education.${index}.institution`)} />
                <TextInput label={`Degree ${index + 1}`} key={form.key(`education.${index}.degree`)} {...form.getInputProps(`education.${index}.degree`)} />
                <TextInput label={`Year ${index + 1}`} inputMode="numeric" key={form.key(`education.${index}.year`)} {...form.getInputProps(`education.${index}.year`)} />
              </SimpleGrid>
              <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Remove education ${index + 1}`} onClick={() => form.removeListItem('education', index)}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {education.length < APPLICANT_LIMITS.education && (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
              onClick={() => form.insertListItem('education', { institution: '', degree: '', year: '' })}
            >
              Add education
            </Button>
          )}
        </Stack>
        <Group gap="sm">
          <Button type="submit" loading={saving === 'save'} disabled={saving === 'merge'}>
            Save as new applicant
          </Button>
          {duplicate && (
            <Button variant="light" loading={saving === 'merge'} disabled={saving === 'save'} onClick={() => void submit('merge')}>
              Merge into {duplicate.name}
            </Button>
          )}
          <Button variant="subtle" color="red" disabled={saving !== null} onClick={() => confirm.ask(upload)}>
            Discard
          </Button>
        </Group>
      </Stack>
    </form>
      <ConfirmModal title={confirm.subject ? `Discard ${confirm.subject.file_name}?` : null} confirmLabel="Discard" danger {...confirm.modal}>
        No applicant is made from it, and it leaves the review queue. The upload stays listed as discarded.
      </ConfirmModal>
    </>
  )
}
