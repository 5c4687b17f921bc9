import { Button, Group, SimpleGrid } from '@mantine/core'
import { useForm } from '@mantine/form'
import { companyListProblems } from '@common/company-lists'
import { Section } from '@/components/page/Section'
import { SaveForm } from '@/components/form/SaveForm'
import { useSaveForm } from '@/components/form/use-save-form'
import type { CompanyLists, Settings } from '../api/settings'
import { useUpdateSettings } from '../api/settings-mutations'
import { EditableList } from './EditableList'

const LIST_FIELDS = ['departments', 'locations'] as const

/** The two lists this section edits (rejection reasons have their own section). */
type DepartmentsAndLocations = Pick<CompanyLists, (typeof LIST_FIELDS)[number]>

const NOUNS = {
  departments: { one: 'department', many: 'departments' },
  locations: { one: 'location', many: 'locations' },
} as const

const trimmed = (lists: DepartmentsAndLocations): DepartmentsAndLocations => ({
  departments: lists.departments.map((name) => name.trim()),
  locations: lists.locations.map((name) => name.trim()),
})

/** The same rules the server applies, so most problems show before sending. */
function listErrors(lists: DepartmentsAndLocations): Partial<Record<keyof DepartmentsAndLocations, string>> {
  const errors: Partial<Record<keyof DepartmentsAndLocations, string>> = {}
  for (const field of LIST_FIELDS) {
    const [first] = companyListProblems(lists[field], NOUNS[field])
    if (first) errors[field] = first
  }
  return errors
}

/** The company's departments and locations: the names New Job and other forms suggest. */
export function CompanyListsSection({ settings }: { settings: Settings }) {
  const update = useUpdateSettings()
  const form = useForm<DepartmentsAndLocations>({ initialValues: { departments: settings.departments, locations: settings.locations } })
  const saveForm = useSaveForm<DepartmentsAndLocations, Settings>({
    form,
    fields: LIST_FIELDS,
    check: (values) => listErrors(trimmed(values)),
    save: (values) => update.mutateAsync(trimmed(values)),
    notice: () => ({ title: 'Departments and locations saved', message: 'Forms suggest them from now on.' }),
    savedValues: (saved) => ({ departments: saved.departments, locations: saved.locations }),
  })

  return (
    <Section
      title="Departments and locations"
      description="Suggested whenever someone fills in a department or location, so everyone spells them the same way."
    >
      <SaveForm form={saveForm} gap="lg">
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
          <Button type="submit" loading={saveForm.saving !== null}>
            Save departments and locations
          </Button>
        </Group>
      </SaveForm>
    </Section>
  )
}
