import { Button, Group, Select } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useMemo } from 'react'
import { SaveForm } from '@/components/form/SaveForm'
import { useSaveForm } from '@/components/form/use-save-form'
import { useUpdateTimeZone } from '../api/account-mutations'

/** The option that follows the company's zone (stored as null). */
const COMPANY_ZONE = 'company'

interface TimeZoneValues {
  timezone: string
}

/** The user's own time zone, in which their interview invitations and reminders are written; unset, the company's. */
export function TimeZoneForm({ timezone, companyZone }: { timezone: string | null; companyZone: string }) {
  const update = useUpdateTimeZone()
  const zones = useMemo(
    () => [{ value: COMPANY_ZONE, label: `The company’s (${companyZone})` }, ...Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone }))],
    [companyZone],
  )
  const form = useForm<TimeZoneValues>({ initialValues: { timezone: timezone ?? COMPANY_ZONE } })
  const saveForm = useSaveForm<TimeZoneValues, string | null>({
    form,
    fields: ['timezone'],
    check: () => ({}),
    save: (values) => update.mutateAsync(values.timezone === COMPANY_ZONE ? null : values.timezone),
    notice: (saved) => ({ title: 'Time zone saved', message: saved ?? `The company’s: ${companyZone}` }),
    savedValues: (saved) => ({ timezone: saved ?? COMPANY_ZONE }),
  })

  return (
    <SaveForm form={saveForm}>
      <Select
        label="Time zone"
        description="Your interview invitations show times in it."
        searchable
        allowDeselect={false}
        data={zones}
        nothingFoundMessage="No time zone matches"
        comboboxProps={{ keepMounted: false }}
        {...form.getInputProps('timezone')}
      />
      <Group>
        <Button type="submit" loading={saveForm.saving !== null}>
          Save time zone
        </Button>
      </Group>
    </SaveForm>
  )
}
