import type { EmployeeList } from '@common/employees'
import { pickerPage, PICKER_PAGE_SIZE, type PickerSource } from '@/components/RecordPicker'
import { employeeKeys } from '@/features/employees/api/employees'
import { api, request } from '@/lib/api-client'

const searchEmployees = (q: string, page: number, perPage: number, signal?: AbortSignal) =>
  request(() => api.get('employees', { searchParams: { page, per_page: perPage, ...(q ? { q } : { sort: 'name' }) }, signal }).json<EmployeeList>())

/** The employees a new hire's manager is chosen from, found by name (contract 17: the manager is an employee). */
export const managerPicker: PickerSource = {
  searchKey: (q) => [...employeeKeys.lists(), 'manager-picker', q],
  search: (q, page, signal) =>
    searchEmployees(q, page, PICKER_PAGE_SIZE, signal).then((list) =>
      pickerPage(
        [list],
        list.data.map((employee) => ({ value: String(employee.id), label: employee.name, detail: employee.job_title ?? undefined })),
      ),
    ),
}

/**
 * The employee who is the requisition's hiring manager (a user): the one employee of the same
 * name, or none when there is none or several (a guess would be worse than asking).
 */
export async function employeeNamed(name: string): Promise<{ value: string; label: string } | null> {
  const list = await searchEmployees(name, 1, 5)
  const same = list.data.filter((employee) => employee.name.trim().toLowerCase() === name.trim().toLowerCase())
  return same.length === 1 && same[0] ? { value: String(same[0].id), label: same[0].name } : null
}
