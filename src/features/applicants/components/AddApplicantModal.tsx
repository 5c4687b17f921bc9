import '@mantine/core/styles/Pill.css'
import '@mantine/core/styles/PillsInput.css'
import { Button, Group, Modal, SimpleGrid, TagsInput, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ButtonLink } from '@/components/links'
import { RecordPicker } from '@/components/RecordPicker'
import { SaveForm } from '@/components/form/SaveForm'
import { useSaveForm } from '@/components/form/use-save-form'
import { isNormalizedError } from '@/lib/errors'
import { useCreateApplicant } from '../api/applicant-mutations'
import { applicantQueryOptions, openJobOptionsPicker } from '../api/applicants'
import { applicantFormErrors, applicantFormInput, EMPTY_APPLICANT, type ApplicantFormValues } from '../applicant-form'

const FIELDS = ['name', 'email', 'phone', 'links', 'skills', 'tags', 'job_id'] as const

interface Existing {
  id: number
  name: string | null
}

/** The applicant a 409 names (`existing_id`): the same email or phone is already known. */
function existingApplicantId(failure: unknown): number | null {
  if (!isNormalizedError(failure) || failure.status !== 409) return null
  const id = (failure.data as { existing_id?: unknown } | null)?.existing_id
  return typeof id === 'number' ? id : null
}

/** Add applicant: a person entered by hand; someone already known is offered instead of doubled. */
export function AddApplicantModal({ opened, onClose, onAdded }: { opened: boolean; onClose: () => void; onAdded: (id: number) => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add applicant" size="lg" centered>
      {opened && <AddApplicantForm onClose={onClose} onAdded={onAdded} />}
    </Modal>
  )
}

function AddApplicantForm({ onClose, onAdded }: { onClose: () => void; onAdded: (id: number) => void }) {
  const queryClient = useQueryClient()
  const create = useCreateApplicant()
  const [existing, setExisting] = useState<Existing | null>(null)
  const form = useForm<ApplicantFormValues>({
    mode: 'uncontrolled',
    initialValues: EMPTY_APPLICANT,
  })
  // The picker shows what is chosen, which an uncontrolled form does not re-render for.
  const [jobId, setJobId] = useState(EMPTY_APPLICANT.job_id)
  const saveForm = useSaveForm({
    form,
    fields: FIELDS,
    check: applicantFormErrors,
    save: async (values: ApplicantFormValues) => {
      setExisting(null)
      try {
        return await create.mutateAsync(applicantFormInput(values))
      } catch (failure) {
        const id = existingApplicantId(failure)
        if (id !== null) {
          const known = await queryClient.fetchQuery(applicantQueryOptions(id)).catch(() => null)
          setExisting({ id, name: known?.name ?? null })
        }
        throw failure
      }
    },
    notice: (applicant) => ({
      title: 'Applicant added',
      message: applicant.name,
    }),
    onSaved: (applicant) => onAdded(applicant.id),
  })

  return (
    <SaveForm form={saveForm}>
      {existing && (
        <Group gap="sm">
          <ButtonLink to="/candidates/view/" search={{ id: existing.id }} variant="light" onClick={onClose}>
            {existing.name ? `Open ${existing.name}` : 'Open the existing applicant'}
          </ButtonLink>
        </Group>
      )}
      <TextInput label="Name" required data-autofocus key={form.key('name')} {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Email" type="email" key={form.key('email')} {...form.getInputProps('email')} />
        <TextInput label="Phone" type="tel" key={form.key('phone')} {...form.getInputProps('phone')} />
      </SimpleGrid>
      <Textarea label="Links" description="One address a line: LinkedIn, portfolio, GitHub" autosize minRows={2} key={form.key('links')} {...form.getInputProps('links')} />
      <TagsInput label="Skills" description="Press Enter after each" key={form.key('skills')} {...form.getInputProps('skills')} />
      <TagsInput label="Tags" key={form.key('tags')} {...form.getInputProps('tags')} />
      <RecordPicker
        label="Job"
        description="Optional: the applicant starts in its Applied stage"
        placeholder="No job yet"
        clearable
        source={openJobOptionsPicker}
        nothingFound="No published or draft jobs by that name"
        value={jobId}
        onChange={(value) => {
          setJobId(value)
          form.setFieldValue('job_id', value)
        }}
        error={form.errors.job_id}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={saveForm.saving !== null}>
          Cancel
        </Button>
        <Button type="submit" loading={saveForm.saving !== null}>
          Add applicant
        </Button>
      </Group>
    </SaveForm>
  )
}
