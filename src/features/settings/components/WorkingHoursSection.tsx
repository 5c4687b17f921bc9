// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/CheckboxCard.css'
import '@mantine/core/styles/CheckboxIndicator.css'
import '@mantine/core/styles/Checkbox.css'
import { Button, Checkbox, Group, SimpleGrid, TextInput } from '@mantine/core'
import { useForm, type FormErrors } from '@mantine/form'
import { workingHoursInputSchema, type WorkingHours } from '@common/interviews'
import { Section } from '@/components/page/Section'
import { SaveForm } from '@/components/form/SaveForm'
import { useSaveForm } from '@/components/form/use-save-form'
import { isNormalizedError } from '@/lib/errors'
import type { Settings } from '../api/settings'
import { useUpdateSettings } from '../api/settings-mutations'

/** ISO weekdays, Monday first (contract 16). */
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

interface WorkingHoursValues {
  days: string[]
  start: string
  end: string
}

const HOURS_FIELDS = ['days', 'start', 'end'] as const

const hoursValues = (hours: WorkingHours): WorkingHoursValues => ({ days: hours.days.map(String), start: hours.start, end: hours.end })
const hoursInput = (values: WorkingHoursValues) => ({ days: values.days.map(Number), start: values.start, end: values.end })

/** The server's own rules and messages (at least one day, HH:MM, the end after the start), checked before sending. */
function checkHours(values: WorkingHoursValues): FormErrors {
  const parsed = workingHoursInputSchema.safeParse(hoursInput(values))
  const errors: FormErrors = {}
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'days')] ??= issue.message
  return errors
}

/** The server names the fields inside `working_hours` (`working_hours.start`); the form names them alone. */
function withoutPrefix(failure: unknown): unknown {
  if (!isNormalizedError(failure)) return failure
  const data = failure.data as { errors?: Record<string, string[]> } | null
  if (!data?.errors) return failure
  const errors = Object.fromEntries(Object.entries(data.errors).map(([field, messages]) => [field.replace(/^working_hours\.?/, '') || 'days', messages]))
  return { ...failure, data: { ...data, errors } }
}

/** When candidates may book interviews with a scheduling link, in the company's time zone. */
export function WorkingHoursSection({ settings }: { settings: Settings }) {
  const update = useUpdateSettings()
  const form = useForm<WorkingHoursValues>({ initialValues: hoursValues(settings.working_hours) })
  const saveForm = useSaveForm<WorkingHoursValues, Settings>({
    form,
    fields: HOURS_FIELDS,
    check: checkHours,
    save: (values) => update.mutateAsync({ working_hours: hoursInput(values) }).catch((failure: unknown) => Promise.reject(withoutPrefix(failure))),
    notice: (saved) => ({ title: 'Working hours saved', message: `${saved.working_hours.start} to ${saved.working_hours.end}, ${saved.timezone}` }),
    savedValues: (saved) => hoursValues(saved.working_hours),
  })

  return (
    <Section title="Working hours" description={`When candidates may book interviews through a scheduling link, in the company’s time zone (${settings.timezone}).`}>
      <SaveForm form={saveForm}>
        <Checkbox.Group label="Working days" {...form.getInputProps('days')}>
          <Group gap="md" mt={6}>
            {WEEKDAYS.map((day, index) => (
              <Checkbox key={day} value={String(index + 1)} label={day} />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <TextInput type="time" label="Start" required {...form.getInputProps('start')} />
          <TextInput type="time" label="End" required {...form.getInputProps('end')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={saveForm.saving !== null}>
            Save working hours
          </Button>
        </Group>
      </SaveForm>
    </Section>
  )
}
