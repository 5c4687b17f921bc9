import { Button, Grid, Group, Select, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useMemo } from 'react'
import { updateSettingsInputSchema } from '@common/settings'
import { Section } from '@/components/page/Section'
import { SaveForm } from '@/components/form/SaveForm'
import { useSaveForm } from '@/components/form/use-save-form'
import type { Settings } from '../api/settings'
import { useUpdateSettings } from '../api/settings-mutations'
import { CompanyLogoField } from './CompanyLogoField'

interface ProfileValues {
  company_name: string
  website: string
  timezone: string
}

const PROFILE_FIELDS = ['company_name', 'website', 'timezone'] as const

/** Checked before sending: the name the server requires. Website and zone are the server's to judge (it knows the zones). */
const checkProfile = schemaResolver(updateSettingsInputSchema.pick({ company_name: true }), { sync: true })

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
  const form = useForm<ProfileValues>({ initialValues: profileValues(settings) })
  const zones = useMemo(() => timeZoneOptions(settings.timezone), [settings.timezone])
  const saveForm = useSaveForm<ProfileValues, Settings>({
    form,
    fields: PROFILE_FIELDS,
    check: checkProfile,
    save: (values) => update.mutateAsync(values),
    notice: (saved) => ({ title: 'Company profile saved', message: saved.company_name }),
    savedValues: profileValues,
  })

  return (
    <Section title="Company profile" description="How your company appears to your staff in Staffdesk.">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CompanyLogoField logo={settings.company_logo} companyName={settings.company_name} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <SaveForm form={saveForm}>
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
              <Button type="submit" loading={saveForm.saving !== null}>
                Save company profile
              </Button>
            </Group>
          </SaveForm>
        </Grid.Col>
      </Grid>
    </Section>
  )
}
