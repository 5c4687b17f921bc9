import { useQuery } from '@tanstack/react-query'
import type { Employee } from '@common/employees'
import { EditRecordPage } from '@/components/record/EditRecordPage'
import { NewRecordPage } from '@/components/record/NewRecordPage'
import { companyListsQueryOptions } from '@/features/settings/api/settings'
import { orgChartQueryOptions } from '../api/employees'
import { EMPLOYEE_RECORD } from './employee-record'
import { EmployeeForm } from './EmployeeForm'

/** What the form suggests and offers: the company's departments and locations, and everyone as a manager. */
function useFormChoices() {
  const lists = useQuery(companyListsQueryOptions()).data
  const people = useQuery(orgChartQueryOptions()).data
  return { departments: lists?.departments ?? [], locations: lists?.locations ?? [], people: people ?? [] }
}

/** New employee: an empty form; once saved (and announced), `onSaved` decides where to go. */
export function NewEmployeePage({ title, onSaved }: { title: string; onSaved: (employee: Employee) => void }) {
  const choices = useFormChoices()
  return (
    <NewRecordPage title={title} planFeature="employees" cancelTo="/employees/">
      {(cancel) => <EmployeeForm {...choices} onSaved={onSaved} cancel={cancel} />}
    </NewRecordPage>
  )
}

/** Edit employee: the person's form once loaded, or why it cannot be edited. */
export function EditEmployeePage({ id, title, onSaved }: { id: number | undefined; title: string; onSaved: (employee: Employee) => void }) {
  const choices = useFormChoices()
  return (
    <EditRecordPage record={EMPLOYEE_RECORD} id={id} title={title} view="/employees/view/" name={(employee) => employee.name}>
      {(employee, cancel) => <EmployeeForm employee={employee} {...choices} onSaved={onSaved} cancel={cancel} />}
    </EditRecordPage>
  )
}
