import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Job, JobList, JobListQuery } from '@common/jobs'
import type { ActivityEntry } from '@/components/record/ActivityTimeline'
import { api, request } from '@/lib/api-client'
import { listSearchParams } from '@/lib/list-search'

/**
 * Query keys of the jobs API, all under `['jobs']` so one invalidation reaches every list,
 * every job and the departments after a change.
 */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (query: JobListQuery) => [...jobKeys.lists(), query] as const,
  detail: (id: number) => [...jobKeys.all, 'detail', id] as const,
  departments: () => [...jobKeys.all, 'departments'] as const,
  // Not under the job's detail key: a change to the job refreshes its history too.
  history: (id: number) => [...jobKeys.all, 'history', id] as const,
}

export function fetchJobs(query: JobListQuery): Promise<JobList> {
  return request(() => api.get('jobs', { searchParams: listSearchParams(query) }).json<JobList>())
}

export function fetchJob(id: number): Promise<Job> {
  return request(() => api.get(`jobs/${id}`).json<Job>())
}

export function fetchJobDepartments(): Promise<string[]> {
  return request(() => api.get('jobs/departments').json<{ data: string[] }>()).then(({ data }) => data)
}

/** One page of the list; the previous page stays on screen while the next one loads. */
export const jobListQueryOptions = (query: JobListQuery) =>
  queryOptions({
    queryKey: jobKeys.list(query),
    queryFn: () => fetchJobs(query),
    placeholderData: keepPreviousData,
  })

export function fetchJobHistory(id: number): Promise<ActivityEntry[]> {
  return request(() => api.get(`jobs/${id}/history`).json<{ data: ActivityEntry[] }>()).then(({ data }) => data)
}

export const jobQueryOptions = (id: number) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: () => fetchJob(id),
  })

/** Who created, edited, published or closed the job and when, oldest first. */
export const jobHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: jobKeys.history(id),
    queryFn: () => fetchJobHistory(id),
  })

/** The departments the company's jobs use, for the list's filter and the form's suggestions. */
export const jobDepartmentsQueryOptions = () =>
  queryOptions({
    queryKey: jobKeys.departments(),
    queryFn: fetchJobDepartments,
    staleTime: 60_000,
  })
