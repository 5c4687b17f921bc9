import { Button, Group, SimpleGrid, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { companyListProblems } from '@common/company-lists'
import { FormError } from '@/components/feedback/FormError'
import { notify } from '@/components/feedback/notify'
import { UnsavedChangesGuard } from '@/components/feedback/UnsavedChangesGuard'
import { showServerErrors } from '@/lib/form-errors'
import type { CompanyLists, Settings } from '../api/settings'
import { useUpdateSettings } from '../api/settings-mutations'
import { EditableList } from './EditableList'
import { FormSection } from '@/components/form/FormSection'

const LIST_FIELDS = ['departments', 'locations'] as const

const NOUNS = {
  departments: { one: 'department', many: 'departments' },
  locations: { one: 'location', many: 'locations' },
} as const

const trimmed = (lists: CompanyLists): CompanyLists => ({
  departments: lists.departments.map((name) => name.trim()),
  locations: lists.locations.map((name) => name.trim()),
})

/** The same rules the server applies, so most problems show before sending. */
function listErrors(lists: CompanyLists): Partial<Record<keyof CompanyLists, string>> {
  const errors: Partial<Record<keyof CompanyLists, string>> = {}
  for (const field of LIST_FIELDS) {
    const [first] = companyListProblems(lists[field], NOUNS[field])
    if (first) errors[field] = first
  }
  return errors
}

/** The company's departments and locations: the names New Job and other forms suggest. */
export function CompanyListsSection({ settings }: { settings: Settings }) {
  const update = useUpdateSettings()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<CompanyLists>({
    initialValues: { departments: settings.departments, locations: settings.locations },
    validate: (values) => listErrors(trimmed(values)),
  })

  async function save(values: CompanyLists) {
    setFormError(null)
    try {
      const saved = await update.mutateAsync(trimmed(values))
      const lists = { departments: saved.departments, locations: saved.locations }
      form.setValues(lists)
      form.resetDirty(lists)
      notify({ color: 'teal', title: 'Departments and locations saved', message: 'Forms suggest them from now on.' })
    } catch (failure) {
      setFormError(showServerErrors(form, failure, LIST_FIELDS))
    }
  }

  return (
    <FormSection
      region
      title="Departments and locations"
      description="Suggested whenever someone fills in a department or location, so everyone spells them the same way."
    >
      <form noValidate onSubmit={form.onSubmit((values) => void save(values))}>
        <UnsavedChangesGuard when={() => !update.isPending && form.isDirty()} />
        <Stack gap="lg">
          <FormError message={formError} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            {LIST_FIELDS.map((field) => (
              <EditableList
                key={field}
                title={field === 'departments' ? 'Departments' : 'Locations'}
                noun={NOUNS[field].one}
                names={form.values[field]}
                onChange={(names) => {
                  form.setFieldValue(field, names)
                  form.clearFieldError(field)
                }}
                error={typeof form.errors[field] === 'string' ? form.errors[field] : null}
                placeholder={field === 'departments' ? 'e.g. Engineering' : 'e.g. Berlin office'}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save departments and locations
            </Button>
          </Group>
        </Stack>
      </form>
    </FormSection>
  )
}
