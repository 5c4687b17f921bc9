import { Button, Grid, Group, Select, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useMemo, useState } from 'react'
import { FormError } from '@/components/feedback/FormError'
import { notify } from '@/components/feedback/notify'
import { UnsavedChangesGuard } from '@/components/feedback/UnsavedChangesGuard'
import { showServerErrors } from '@/lib/form-errors'
import type { Settings } from '../api/settings'
import { useUpdateSettings } from '../api/settings-mutations'
import { CompanyLogoField } from './CompanyLogoField'
import { FormSection } from '@/components/form/FormSection'

interface ProfileValues {
  company_name: string
  website: string
  timezone: string
}

const PROFILE_FIELDS = ['company_name', 'website', 'timezone'] as const

const profileValues = (settings: Settings): ProfileValues => ({
  company_name: settings.company_name,
  website: settings.website ?? '',
  timezone: settings.timezone,
})

/** Every zone the browser knows, with the company's own first among them when the browser lacks it (UTC in some). */
function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone')
  return zones.includes(current) ? zones : [current, ...zones]
}

/** Name, website and time zone, saved together; the logo beside them is saved as soon as it is chosen. */
export function CompanyProfileSection({ settings }: { settings: Settings }) {
  const update = useUpdateSettings()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<ProfileValues>({
    initialValues: profileValues(settings),
    validate: { company_name: (name) => (name.trim() ? null : 'Enter your company name') },
  })
  const zones = useMemo(() => timeZoneOptions(settings.timezone), [settings.timezone])

  async function save(values: ProfileValues) {
    setFormError(null)
    try {
      const saved = await update.mutateAsync({ company_name: values.company_name, website: values.website, timezone: values.timezone })
      form.setValues(profileValues(saved))
      form.resetDirty(profileValues(saved))
      notify({ color: 'teal', title: 'Company profile saved', message: saved.company_name })
    } catch (failure) {
      setFormError(showServerErrors(form, failure, PROFILE_FIELDS))
    }
  }

  return (
    <FormSection region title="Company profile" description="How your company appears to your staff in Staffdesk.">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CompanyLogoField logo={settings.company_logo} companyName={settings.company_name} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <form noValidate onSubmit={form.onSubmit((values) => void save(values))}>
            <UnsavedChangesGuard when={() => !update.isPending && form.isDirty()} />
            <Stack gap="md">
              <FormError message={formError} />
              <TextInput label="Company name" withAsterisk maxLength={120} autoComplete="organization" {...form.getInputProps('company_name')} />
              <TextInput
                label="Website"
                type="url"
                maxLength={300}
                placeholder="https://example.com"
                autoComplete="url"
                {...form.getInputProps('website')}
              />
              <Select
                label="Time zone"
                description="Dates and times across Staffdesk use it."
                searchable
                allowDeselect={false}
                data={zones}
                nothingFoundMessage="No time zone matches"
                comboboxProps={{ keepMounted: false }}
                {...form.getInputProps('timezone')}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={update.isPending}>
                  Save company profile
                </Button>
              </Group>
            </Stack>
          </form>
        </Grid.Col>
      </Grid>
    </FormSection>
  )
}
