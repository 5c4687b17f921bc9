// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/NumberInput.css'
import { Alert, Button, Group, NativeSelect, NumberInput, SimpleGrid, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconInfoCircle } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import {
  REQUISITION_LIMITS,
  REQUISITION_PRIORITIES,
  REQUISITION_PRIORITY_LABELS,
  REQUISITION_REASON_LABELS,
  REQUISITION_REASONS,
  requisitionFieldsSchema,
  type Requisition,
} from '@common/requisitions'
import { notify } from '@/components/feedback/notify'
import { Section } from '@/components/page/Section'
import { RoleFields, SalaryRangeFields } from '@/components/form/RoleFields'
import { SaveForm } from '@/components/form/SaveForm'
import { useSaveForm } from '@/components/form/use-save-form'
import { MarkdownField, type MarkdownTab } from '@/components/markdown/MarkdownField'
import { RecordPicker, type PickerSource } from '@/components/RecordPicker'
import { failureText } from '@/lib/errors'
import { localToday } from '@/lib/format'
import { useCreateRequisition, useDecideRequisition, useUpdateRequisition } from '../api/requisition-mutations'
import {
  changedRequisitionFields,
  emptyRequisitionForm,
  REQUISITION_FORM_FIELDS,
  requisitionFormErrors,
  requisitionFormInput,
  requisitionFormValues,
  type RequisitionFormValues,
} from '../requisition-form'

/** Which button saved: a draft, a draft submitted at once, an edit, an edit submitted. */
export type RequisitionSaveKind = 'draft' | 'submit' | 'save'

interface RequisitionFormProps {
  /** The requisition to edit; without it the form creates one. */
  requisition?: Requisition
  /** The company's departments and locations, suggested as the user types. */
  departments: readonly string[]
  locations: readonly string[]
  /** Where the hiring manager is found among the company's users; null when the user may not list them. */
  managers: PickerSource | null
  onSaved: (requisition: Requisition, kind: RequisitionSaveKind) => void
  /** The way out without saving (a link back), beside the save buttons. */
  cancel: ReactNode
}

const options = <Value extends string>(values: readonly Value[], labels: Record<Value, string>) => values.map((value) => ({ value, label: labels[value] }))
const REASON_OPTIONS = options(REQUISITION_REASONS, REQUISITION_REASON_LABELS)
const PRIORITY_OPTIONS = options(REQUISITION_PRIORITIES, REQUISITION_PRIORITY_LABELS)

const SAVED_TITLES: Record<RequisitionSaveKind, string> = { draft: 'Draft saved', submit: 'Submitted for approval', save: 'Changes saved' }

/** What saving an edit does to the approval, said before the user saves. */
function editNotice(requisition: Requisition): string | null {
  if (requisition.status === 'pending' || requisition.status === 'on_hold') {
    return 'Saving changes restarts the approval at step 1: approvals given so far no longer count.'
  }
  if (requisition.status === 'approved') {
    return 'A change of headcount, salary, department or employment type sends the requisition back for approval. Other changes keep it approved.'
  }
  return null
}

/** New Job Requisition and Edit Requisition: every field, checked by the API's own rules before sending. */
export function RequisitionForm({ requisition, departments, locations, managers, onSaved, cancel }: RequisitionFormProps) {
  const create = useCreateRequisition()
  const update = useUpdateRequisition()
  const decide = useDecideRequisition()
  const [descriptionTab, setDescriptionTab] = useState<MarkdownTab>('write')
  const form = useForm<RequisitionFormValues>({ initialValues: requisition ? requisitionFormValues(requisition) : emptyRequisitionForm() })
  const today = localToday()
  const canSubmit = !requisition || requisition.status === 'draft' || requisition.status === 'rejected'

  /** Sends for approval once saved; a refusal leaves the saved draft, and says why. */
  async function submitSaved(saved: Requisition): Promise<Requisition> {
    try {
      return await decide.mutateAsync({ id: saved.id, action: 'submit' })
    } catch (failure) {
      notify({ color: 'red', title: 'Saved, but not submitted', message: failureText(failure), autoClose: false })
      return saved
    }
  }

  const saveForm = useSaveForm<RequisitionFormValues, Requisition, RequisitionSaveKind>({
    form,
    fields: REQUISITION_FORM_FIELDS,
    check: (values) =>
      requisitionFormErrors(values, {
        today: localToday(),
        startDateChanged: !requisition || values.target_start_date !== (requisition.target_start_date ?? ''),
      }),
    onInvalid: (errors) => {
      if (errors.description) setDescriptionTab('write')
    },
    save: async (values, kind) => {
      const fields = requisitionFieldsSchema.parse(requisitionFormInput(values))
      const changes = requisition && changedRequisitionFields(requisition, fields)
      // Submitting an unchanged draft needs no edit first.
      const saved = !requisition
        ? await create.mutateAsync(fields)
        : changes && Object.keys(changes).length > 0
          ? await update.mutateAsync({ id: requisition.id, input: changes })
          : requisition
      return kind === 'submit' ? submitSaved(saved) : saved
    },
    notice: (saved, kind) => ({ title: kind === 'submit' && saved.status !== 'pending' ? 'Draft saved' : SAVED_TITLES[kind], message: saved.title }),
    onSaved,
  })
  const { submit, saving } = saveForm

  const notice = requisition && editNotice(requisition)
  const chosenManager = requisition?.hiring_manager ? { value: String(requisition.hiring_manager.id), label: requisition.hiring_manager.name } : null

  return (
    <SaveForm
      form={saveForm}
      enterSaves={requisition ? 'save' : 'draft'}
      gap="lg"
      maw={960}
      notice={
        notice && (
          <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
            {notice}
          </Alert>
        )
      }
    >
      <Section region={false} title="The role">
        <RoleFields inputProps={form.getInputProps} departments={departments} locations={locations}>
          <NumberInput label="Headcount" withAsterisk min={1} max={REQUISITION_LIMITS.headcount} allowDecimal={false} allowNegative={false} {...form.getInputProps('headcount')} />
          <NativeSelect label="Priority" withAsterisk data={PRIORITY_OPTIONS} {...form.getInputProps('priority')} />
        </RoleFields>
      </Section>

      <Section region={false} title="Budget" description="Optional. The salary range per year, for each hire.">
        <SalaryRangeFields inputProps={form.getInputProps} currency={form.values.salary_currency} />
      </Section>

      <Section region={false} title="Why and who">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect label="Reason" withAsterisk data={REASON_OPTIONS} {...form.getInputProps('reason')} />
          {form.values.reason === 'replacement' && (
            <TextInput label="Replaces" withAsterisk description="The person who left or is leaving." maxLength={REQUISITION_LIMITS.replaces} {...form.getInputProps('replaces')} />
          )}
          {managers && (
            <RecordPicker
              label="Hiring manager"
              placeholder="Not chosen yet"
              clearable
              source={managers}
              nothingFound="No users by that name"
              chosen={chosenManager}
              value={form.values.hiring_manager_id}
              onChange={(value) => form.setFieldValue('hiring_manager_id', value)}
              error={form.errors.hiring_manager_id}
            />
          )}
          <TextInput type="date" label="Target start date" description="When the first hire should start." min={today} {...form.getInputProps('target_start_date')} />
        </SimpleGrid>
      </Section>

      <Section region={false} title="Description" description="Markdown: **bold**, *italic*, lists with -, links as [text](https://…), headings with #.">
        <MarkdownField
          label="Description"
          input={form.getInputProps('description')}
          placeholder="What the role is for, what the person will do, why now."
          tab={descriptionTab}
          onTabChange={setDescriptionTab}
        />
      </Section>

      <Group justify="flex-end" gap="sm">
        {cancel}
        {requisition ? (
          <>
            {canSubmit && (
              <Button variant="default" loading={saving === 'submit'} disabled={saving !== null && saving !== 'submit'} onClick={() => void submit('submit')}>
                Save and submit
              </Button>
            )}
            <Button type="submit" loading={saving === 'save'} disabled={saving !== null && saving !== 'save'}>
              Save changes
            </Button>
          </>
        ) : (
          <>
            <Button type="submit" variant="default" loading={saving === 'draft'} disabled={saving !== null && saving !== 'draft'}>
              Save draft
            </Button>
            <Button loading={saving === 'submit'} disabled={saving !== null && saving !== 'submit'} onClick={() => void submit('submit')}>
              Submit for approval
            </Button>
          </>
        )}
      </Group>
    </SaveForm>
  )
}
