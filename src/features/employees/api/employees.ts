import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ActivityEntry } from '@common/activity'
import type { Employee, EmployeeList, EmployeeListQuery, OrgChartItem } from '@common/employees'
import { api, request } from '@/lib/api-client'
import { listSearchParams } from '@/lib/list-search'

/** Query keys of the employees API, all under `['employees']`: one invalidation reaches them all. */
export const employeeKeys = {
  all: ['employees'] as const,
  lists: () => [...employeeKeys.all, 'list'] as const,
  list: (query: EmployeeListQuery) => [...employeeKeys.lists(), query] as const,
  detail: (id: number) => [...employeeKeys.all, 'detail', id] as const,
  history: (id: number) => [...employeeKeys.all, 'history', id] as const,
  orgChart: () => [...employeeKeys.all, 'org-chart'] as const,
  reports: (id: number) => [...employeeKeys.all, 'reports', id] as const,
}

export function fetchEmployees(query: EmployeeListQuery): Promise<EmployeeList> {
  return request(() => api.get('employees', { searchParams: listSearchParams(query) }).json<EmployeeList>())
}

export function fetchEmployee(id: number): Promise<Employee> {
  return request(() => api.get(`employees/${id}`).json<Employee>())
}

export function fetchEmployeeHistory(id: number): Promise<ActivityEntry[]> {
  return request(() => api.get(`employees/${id}/history`).json<{ data: ActivityEntry[] }>()).then(({ data }) => data)
}

export function fetchOrgChart(): Promise<OrgChartItem[]> {
  return request(() => api.get('employees/org-chart').json<{ data: OrgChartItem[] }>()).then(({ data }) => data)
}

/** The CSV export of the list as filtered (page and sort left out), saved as a file. */
export async function downloadEmployeesCsv(query: EmployeeListQuery): Promise<void> {
  const { page: _page, per_page: _perPage, ...filters } = query
  const file = await request(() => api.get('employees/export.csv', { searchParams: listSearchParams(filters) }).blob())
  saveFile(file, 'employees.csv')
}

/** Offers a file the page holds (an export, a template) as a download. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  URL.revokeObjectURL(url)
}

export const employeeListQueryOptions = (query: EmployeeListQuery) =>
  queryOptions({
    queryKey: employeeKeys.list(query),
    queryFn: () => fetchEmployees(query),
    placeholderData: keepPreviousData,
  })

export const employeeQueryOptions = (id: number) =>
  queryOptions({ queryKey: employeeKeys.detail(id), queryFn: () => fetchEmployee(id) })

export const employeeHistoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: employeeKeys.history(id), queryFn: () => fetchEmployeeHistory(id) })

/** Everyone with their manager's id: the reporting tree, the direct reports, the manager picker. */
export const orgChartQueryOptions = () => queryOptions({ queryKey: employeeKeys.orgChart(), queryFn: fetchOrgChart })
