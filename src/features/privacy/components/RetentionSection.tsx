// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css).
import '@mantine/core/styles/NumberInput.css'
import { Button, Group, NumberInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { RETENTION_DAYS_LIMITS } from '@common/pipeline'
import { RETENTION_GRACE_DAYS } from '@common/privacy'
import { updateSettingsInputSchema } from '@common/settings'
import { Section } from '@/components/page/Section'
import { SaveForm } from '@/components/form/SaveForm'
import { useSaveForm } from '@/components/form/use-save-form'
import type { Settings } from '@/features/settings/api/settings'
import { useUpdateSettings } from '@/features/settings/api/settings-mutations'

interface RetentionValues {
  retention_days: number | string
}

const RETENTION_FIELDS = ['retention_days'] as const

/** The server's own rule and messages, checked before sending. */
const checkRetention = schemaResolver(updateSettingsInputSchema.pick({ retention_days: true }), { sync: true })

const retentionValues = (settings: Settings): RetentionValues => ({ retention_days: settings.retention_days })

/**
 * How long applicant data is kept (contract sections 9 and 19): the careers apply form states it
 * to candidates, and the daily anonymisation enforces it, a grace week later.
 */
export function RetentionSection({ settings }: { settings: Settings }) {
  const update = useUpdateSettings()
  const form = useForm<RetentionValues>({ initialValues: retentionValues(settings) })
  const saveForm = useSaveForm<RetentionValues, Settings>({
    form,
    fields: RETENTION_FIELDS,
    check: checkRetention,
    save: (values) => update.mutateAsync({ retention_days: values.retention_days as number }),
    notice: (saved) => ({ title: 'Retention period saved', message: `Applicant data: ${saved.retention_days.toLocaleString()} days` }),
    savedValues: retentionValues,
  })

  return (
    <Section title="Retention" description="How long you keep what candidates send you.">
      <SaveForm form={saveForm}>
        <NumberInput
          label="Retention period (days)"
          description={`Days an applicant’s data is kept after their last activity, once none of their applications is active (${RETENTION_DAYS_LIMITS.min} to ${RETENTION_DAYS_LIMITS.max.toLocaleString()}). Your careers page tells candidates this period. ${RETENTION_GRACE_DAYS} days after it ends, Staffdesk anonymises them; until then they are listed under “Due for anonymisation”, where you can keep them.`}
          min={RETENTION_DAYS_LIMITS.min}
          max={RETENTION_DAYS_LIMITS.max}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('retention_days')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saveForm.saving !== null}>
            Save retention period
          </Button>
        </Group>
      </SaveForm>
    </Section>
  )
}
