import { Button, Group, NativeSelect, Select, SimpleGrid, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useId, type ReactNode } from 'react'
import { EMPLOYEE_STATUS_LABELS, employeeFieldsSchema, EMPLOYEE_STATUSES, type Employee, type OrgChartItem } from '@common/employees'
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES } from '@common/jobs'
import { Section } from '@/components/page/Section'
import { SaveForm } from '@/components/form/SaveForm'
import { useSaveForm } from '@/components/form/use-save-form'
import { useCreateEmployee, useUpdateEmployee } from '../api/employee-mutations'
import {
  changedEmployeeFields,
  EMPLOYEE_FORM_FIELDS,
  employeeFormErrors,
  employeeFormInput,
  employeeFormValues,
  emptyEmployeeForm,
  type EmployeeFormValues,
} from '../employee-form'

interface EmployeeFormProps {
  /** The person to edit; without it the form adds one. */
  employee?: Employee
  departments: readonly string[]
  locations: readonly string[]
  /** Everyone who may be chosen as the manager. */
  people: readonly OrgChartItem[]
  onSaved: (employee: Employee) => void
  /** The way out without saving (a link back), beside the save button. */
  cancel: ReactNode
}

const EMPLOYMENT_TYPE_OPTIONS = EMPLOYMENT_TYPES.map((value) => ({ value, label: EMPLOYMENT_TYPE_LABELS[value] }))
const STATUS_OPTIONS = EMPLOYEE_STATUSES.map((value) => ({ value, label: EMPLOYEE_STATUS_LABELS[value] }))

/** New employee and Edit employee: every field, checked by the API's own rules before sending. */
export function EmployeeForm({ employee, departments, locations, people, onSaved, cancel }: EmployeeFormProps) {
  const create = useCreateEmployee()
  const update = useUpdateEmployee()
  const departmentsListId = useId()
  const locationsListId = useId()
  const form = useForm<EmployeeFormValues>({ initialValues: employee ? employeeFormValues(employee) : emptyEmployeeForm() })

  const saveForm = useSaveForm<EmployeeFormValues, Employee, 'save'>({
    form,
    fields: EMPLOYEE_FORM_FIELDS,
    check: (values) => employeeFormErrors(values, employee?.id),
    save: async (values) => {
      const input = employeeFieldsSchema.parse(employeeFormInput(values))
      return employee ? update.mutateAsync({ id: employee.id, input: changedEmployeeFields(employee, input) }) : create.mutateAsync(input)
    },
    notice: (saved) => ({ title: employee ? 'Changes saved' : 'Employee added', message: saved.name }),
    onSaved,
  })

  // Someone cannot report to themselves; the server refuses longer loops beside the field.
  const managerOptions = people.filter((person) => person.id !== employee?.id).map((person) => ({ value: String(person.id), label: person.name }))
  const terminated = form.values.status === 'terminated'

  return (
    <SaveForm form={saveForm} gap="lg" maw={960}>
      <Section region={false} title="The person">
        <TextInput label="Name" withAsterisk autoComplete="off" {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Work email" withAsterisk type="email" autoComplete="off" {...form.getInputProps('work_email')} />
          <TextInput label="Phone" type="tel" autoComplete="off" {...form.getInputProps('phone')} />
        </SimpleGrid>
      </Section>
      <Section region={false} title="The role">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Job title" autoComplete="off" {...form.getInputProps('job_title')} />
          <NativeSelect label="Employment type" withAsterisk data={EMPLOYMENT_TYPE_OPTIONS} {...form.getInputProps('employment_type')} />
          <TextInput label="Department" list={departmentsListId} autoComplete="off" {...form.getInputProps('department')} />
          <datalist id={departmentsListId}>
            {departments.map((department) => (
              <option key={department} value={department} />
            ))}
          </datalist>
          <TextInput label="Location" list={locationsListId} autoComplete="off" {...form.getInputProps('location')} />
          <datalist id={locationsListId}>
            {locations.map((location) => (
              <option key={location} value={location} />
            ))}
          </datalist>
          <Select
            label="Manager"
            placeholder="No one"
            searchable
            clearable
            limit={50}
            nothingFoundMessage="No one by that name"
            data={managerOptions}
            {...form.getInputProps('manager_id')}
            value={form.values.manager_id || null}
            onChange={(value) => form.setFieldValue('manager_id', value ?? '')}
          />
        </SimpleGrid>
      </Section>
      <Section region={false} title="Employment">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <NativeSelect label="Status" withAsterisk data={STATUS_OPTIONS} {...form.getInputProps('status')} />
          <TextInput type="date" label="Start date" {...form.getInputProps('start_date')} />
          {terminated && (
            <TextInput type="date" label="End date" withAsterisk description="Their last day." {...form.getInputProps('end_date')} />
          )}
        </SimpleGrid>
      </Section>
      <Group justify="flex-end" gap="sm">
        {cancel}
        <Button type="submit" loading={saveForm.saving === 'save'}>
          {employee ? 'Save changes' : 'Add employee'}
        </Button>
      </Group>
    </SaveForm>
  )
}
