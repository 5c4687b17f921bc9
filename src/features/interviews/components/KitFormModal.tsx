import { ActionIcon, Button, Group, Modal, NativeSelect, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { INTERVIEW_LIMITS, type Kit } from '@common/interviews'
import type { Stage } from '@common/pipeline'
import { SaveForm } from '@/components/form/SaveForm'
import { useSaveForm } from '@/components/form/use-save-form'
import { useCreateKit, useUpdateKit } from '../api/interview-mutations'
import { KIT_FIELDS, kitErrors, kitInput, kitValues, type KitValues } from '../kit-form'
import { DurationInput } from './DurationInput'

interface KitFormModalProps {
  jobId: number
  stages: readonly Stage[]
  /** The kit edited, or null for a new one. */
  kit: Kit | null
  /** A new kit's stage, when it is added from a stage's group. */
  stageId: number | null
  onClose: () => void
}

/** Adding or editing an interview kit: what the panel asks and scores, in one dialog. */
export function KitFormModal({ jobId, stages, kit, stageId, onClose }: KitFormModalProps) {
  const title = kit ? `Edit ${kit.name}` : 'Add interview kit'
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <KitForm jobId={jobId} stages={stages} kit={kit} stageId={stageId} onClose={onClose} label={title} />
    </Modal>
  )
}

function KitForm({ jobId, stages, kit, stageId, onClose, label }: KitFormModalProps & { label: string }) {
  const create = useCreateKit()
  const update = useUpdateKit()
  const form = useForm<KitValues>({ initialValues: kitValues(kit, stageId ?? stages[0]?.id ?? null) })
  const saveForm = useSaveForm<KitValues, Kit>({
    form,
    fields: KIT_FIELDS,
    check: kitErrors,
    save: (values) => (kit ? update.mutateAsync({ id: kit.id, input: kitInput(values) }) : create.mutateAsync({ jobId, input: kitInput(values) })),
    notice: (saved) => ({ title: kit ? 'Interview kit saved' : 'Interview kit added', message: saved.name }),
    onSaved: onClose,
  })
  const { attributes, questions } = form.getValues()
  const listError = (field: 'attributes' | 'questions') =>
    form.errors[field] ? (
      <Text size="xs" c="red" role="alert">
        {form.errors[field]}
      </Text>
    ) : null

  return (
    <SaveForm form={saveForm} aria-label={label} gap="sm">
      <TextInput label="Name" required data-autofocus maxLength={INTERVIEW_LIMITS.kitName} {...form.getInputProps('name')} />
      <Group grow align="flex-start" gap="sm">
        <NativeSelect label="Stage" required data={stages.map((stage) => ({ value: String(stage.id), label: stage.name }))} {...form.getInputProps('stage_id')} />
        <DurationInput {...form.getInputProps('duration_minutes')} />
      </Group>
      <Textarea
        label="Instructions"
        description="For the interviewers: what to cover and how. Markdown: **bold**, lists with -, links."
        autosize
        minRows={3}
        maxRows={12}
        {...form.getInputProps('instructions')}
      />
      <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
        <Text component="legend" size="sm" fw={500} mb={4}>
          Attributes to score ({INTERVIEW_LIMITS.attributes.min} to {INTERVIEW_LIMITS.attributes.max})
        </Text>
        {attributes.map((_, index) => (
          <Paper key={index} withBorder radius="sm" p="xs">
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                <TextInput label={`Attribute ${index + 1}`} required maxLength={INTERVIEW_LIMITS.attributeName} {...form.getInputProps(`attributes.${index}.name`)} />
                <TextInput
                  label={`Attribute ${index + 1} description`}
                  maxLength={INTERVIEW_LIMITS.attributeDescription}
                  {...form.getInputProps(`attributes.${index}.description`)}
                />
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                aria-label={`Remove attribute ${index + 1}`}
                disabled={attributes.length <= INTERVIEW_LIMITS.attributes.min}
                onClick={() => form.removeListItem('attributes', index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
        {listError('attributes')}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={attributes.length >= INTERVIEW_LIMITS.attributes.max}
            onClick={() => form.insertListItem('attributes', { name: '', description: '' })}
          >
            Add attribute
          </Button>
        </Group>
      </Stack>
      <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
        <Text component="legend" size="sm" fw={500} mb={4}>
          Questions (at most {INTERVIEW_LIMITS.questions})
        </Text>
        {questions.map((_, index) => (
          <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
            <TextInput label={`Question ${index + 1}`} style={{ flex: 1, minWidth: 0 }} maxLength={INTERVIEW_LIMITS.question} {...form.getInputProps(`questions.${index}`)} />
            <ActionIcon variant="subtle" color="red" mt={26} aria-label={`Remove question ${index + 1}`} onClick={() => form.removeListItem('questions', index)}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {listError('questions')}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={questions.length >= INTERVIEW_LIMITS.questions}
            onClick={() => form.insertListItem('questions', '')}
          >
            Add question
          </Button>
        </Group>
      </Stack>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={saveForm.saving !== null}>
          Cancel
        </Button>
        <Button type="submit" loading={saveForm.saving !== null}>
          {kit ? 'Save kit' : 'Add kit'}
        </Button>
      </Group>
    </SaveForm>
  )
}
