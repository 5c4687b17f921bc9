import type { QueryClient } from '@tanstack/react-query'
import type { CreateEmployeeInput, Employee, EmployeeImportPreview, EmployeeImportResult, UpdateEmployeeInput } from '@common/employees'
import { api, request } from '@/lib/api-client'
import { mutationHook } from '@/lib/mutation-hook'
import { employeeKeys } from './employees'

export function createEmployee(input: CreateEmployeeInput): Promise<Employee> {
  return request(() => api.post('employees', { json: input }).json<Employee>())
}

export function updateEmployee(id: number, input: UpdateEmployeeInput): Promise<Employee> {
  return request(() => api.patch(`employees/${id}`, { json: input }).json<Employee>())
}

export async function deleteEmployee(id: number): Promise<void> {
  await request(() => api.delete(`employees/${id}`))
}

function csvBody(file: File): FormData {
  const body = new FormData()
  body.append('file', file)
  return body
}

/** What importing the file would do, row by row: nothing is saved. */
export function previewEmployeeImport(file: File): Promise<EmployeeImportPreview> {
  return request(() => api.post('employees/import', { body: csvBody(file), searchParams: { dry_run: 'true' } }).json<EmployeeImportPreview>())
}

/** The import itself: all rows or none (a 422 with the same row errors). */
export function importEmployees(file: File): Promise<EmployeeImportResult> {
  return request(() => api.post('employees/import', { body: csvBody(file) }).json<EmployeeImportResult>())
}

/** A change to one person moves lists, the tree, managers' reports and histories: all refetched. */
function refreshAfter(queryClient: QueryClient, employee?: Employee): Promise<void> {
  if (employee) queryClient.setQueryData(employeeKeys.detail(employee.id), employee)
  return queryClient.invalidateQueries({
    queryKey: employeeKeys.all,
    predicate: (query) => !employee || query.queryKey[1] !== 'detail' || query.queryKey[2] !== employee.id,
  })
}

export const useCreateEmployee = mutationHook(createEmployee, (queryClient, employee) => refreshAfter(queryClient, employee))
export const useUpdateEmployee = mutationHook(
  ({ id, input }: { id: number; input: UpdateEmployeeInput }) => updateEmployee(id, input),
  (queryClient, employee) => refreshAfter(queryClient, employee),
)
export const useDeleteEmployee = mutationHook(({ id }: { id: number }) => deleteEmployee(id), (queryClient) => refreshAfter(queryClient))
export const usePreviewEmployeeImport = mutationHook(previewEmployeeImport)
export const useImportEmployees = mutationHook(importEmployees, (queryClient) => refreshAfter(queryClient))
