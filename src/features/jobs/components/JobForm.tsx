// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/Grid.css'
import '@mantine/core/styles/Pill.css'
import '@mantine/core/styles/PillsInput.css'
import '@mantine/core/styles/NumberInput.css'
import { Alert, Button, Grid, Group, NumberInput, TagsInput, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconLink } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { JOB_LIMITS, jobFieldsSchema, type Job, type JobStatus } from '@common/jobs'
import type { Requisition } from '@common/requisitions'
import { Section } from '@/components/page/Section'
import { RoleFields, SalaryRangeFields } from '@/components/form/RoleFields'
import { SaveForm } from '@/components/form/SaveForm'
import { useSaveForm } from '@/components/form/use-save-form'
import { localToday } from '@/lib/format'
import { useCreateJob, useUpdateJob } from '../api/job-mutations'
import { changedJobFields, emptyJobForm, JOB_FORM_FIELDS, jobFormFromRequisition, jobFormErrors, jobFormInput, jobFormValues, type JobFormValues } from '../job-form'
import { MarkdownField, type MarkdownTab } from '@/components/markdown/MarkdownField'

/** Which button saved: a new job as a draft or published, an edit as it is or published. */
export type JobSaveKind = 'draft' | 'publish' | 'save'

interface JobFormProps {
  /** The job to edit; without it the form creates one. */
  job?: Job
  /** The approved requisition a new job fills: the form starts from it, and the job is linked to it. */
  requisition?: Requisition
  /** Departments the company already uses, suggested as the user types. */
  departments: readonly string[]
  /** The company's locations, suggested the same way. */
  locations: readonly string[]
  onSaved: (job: Job, kind: JobSaveKind) => void
  /** The way out without saving (a link back), beside the save buttons. */
  cancel: ReactNode
}

const SAVED_TITLES: Record<JobSaveKind, string> = { draft: 'Draft saved', publish: 'Job published', save: 'Changes saved' }

/** New Job and Edit Job: every field of a job, checked by the API's own rules before sending. */
export function JobForm({ job, requisition, departments, locations, onSaved, cancel }: JobFormProps) {
  const create = useCreateJob()
  const update = useUpdateJob()
  const [descriptionTab, setDescriptionTab] = useState<MarkdownTab>('write')
  const form = useForm<JobFormValues>({ initialValues: job ? jobFormValues(job) : requisition ? jobFormFromRequisition(requisition) : emptyJobForm() })
  const today = localToday()
  const statusAfter = (kind: JobSaveKind): JobStatus => (kind === 'draft' ? 'draft' : kind === 'publish' ? 'published' : (job?.status ?? 'draft'))

  const saveForm = useSaveForm<JobFormValues, Job, JobSaveKind>({
    form,
    fields: JOB_FORM_FIELDS,
    check: (values, kind) =>
      jobFormErrors(values, {
        status: statusAfter(kind),
        today: localToday(),
        closesAtChanged: !job || values.closes_at !== (job.closes_at ?? ''),
      }),
    onInvalid: (errors) => {
      if (errors.description) setDescriptionTab('write')
    },
    save: (values, kind) => {
      const status = statusAfter(kind)
      const fields = jobFieldsSchema.parse(jobFormInput(values))
      return job
        ? update.mutateAsync({ id: job.id, input: { ...changedJobFields(job, fields), ...(status !== job.status ? { status } : {}) } })
        : create.mutateAsync({ ...fields, ...(requisition ? { requisition_id: requisition.id } : {}), status: status === 'published' ? 'published' : 'draft' })
    },
    notice: (saved, kind) => ({ title: SAVED_TITLES[kind], message: saved.title }),
    onSaved,
  })
  const { submit, saving } = saveForm

  return (
    <SaveForm
      form={saveForm}
      enterSaves={job ? 'save' : 'draft'}
      gap="lg"
      maw={960}
      notice={
        requisition && (
          <Alert variant="light" color="blue" icon={<IconLink aria-hidden />}>
            This job fills the approved requisition “{requisition.title}”, which the form starts from.
          </Alert>
        )
      }
    >
      <Section region={false} title="Basics">
        <RoleFields inputProps={form.getInputProps} departments={departments} locations={locations}>
          <NumberInput
            label="Openings"
            withAsterisk
            description={requisition && `The requisition's jobs together may have at most ${requisition.headcount}.`}
            min={1}
            max={JOB_LIMITS.openings}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('openings')}
          />
        </RoleFields>
      </Section>

      <Section region={false} title="Compensation" description="Optional. A range shown to applicants, per year.">
        <SalaryRangeFields inputProps={form.getInputProps} currency={form.values.salary_currency} />
      </Section>

      <Section region={false} title="Description" description="Markdown: **bold**, *italic*, lists with -, links as [text](https://…), headings with #.">
        <MarkdownField
          label="Description"
          input={form.getInputProps('description')}
          placeholder="What the job is about, what the person will do, what they bring."
          tab={descriptionTab}
          onTabChange={setDescriptionTab}
        />
      </Section>

      <Section region={false} title="Skills and closing date">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TagsInput
              label="Skills"
              description="Press Enter or type a comma after each skill."
              placeholder="e.g. TypeScript"
              maxTags={JOB_LIMITS.skills}
              splitChars={[',']}
              acceptValueOnBlur
              clearable
              // No suggestions to offer, so no dropdown: its hidden listbox would share the label.
              dropdownOpened={false}
              comboboxProps={{ keepMounted: false }}
              {...form.getInputProps('skills')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput type="date" label="Closing date" description="The last day to apply. Empty: open until filled." min={today} {...form.getInputProps('closes_at')} />
          </Grid.Col>
        </Grid>
      </Section>

      <Group justify="flex-end" gap="sm">
        {cancel}
        {job ? (
          <>
            {job.status === 'draft' && (
              <Button variant="default" loading={saving === 'publish'} disabled={saving !== null && saving !== 'publish'} onClick={() => void submit('publish')}>
                Publish
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
            <Button loading={saving === 'publish'} disabled={saving !== null && saving !== 'publish'} onClick={() => void submit('publish')}>
              Publish
            </Button>
          </>
        )}
      </Group>
    </SaveForm>
  )
}
