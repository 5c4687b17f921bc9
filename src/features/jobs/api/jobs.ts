import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { JOB_STATUS_LABELS } from '@common/job-labels'
import type { Job, JobList, JobListQuery } from '@common/jobs'
import { PICKER_PAGE_SIZE, pickerPage, type PickerOption, type PickerSource } from '@/components/RecordPicker'
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

/** A job as a picker offers it: its title, and what tells jobs of the same title apart. */
export const jobOption = (job: Pick<Job, 'id' | 'title' | 'department' | 'location' | 'status'>): PickerOption => ({
  value: String(job.id),
  label: job.title,
  detail: [job.department, job.location, JOB_STATUS_LABELS[job.status]].filter(Boolean).join(' · '),
})

/** A job by its id for a picker, or null when it is gone (or another company's). */
async function pickedJob(value: string, signal: AbortSignal): Promise<PickerOption | null> {
  const job = await request(() => api.get(`jobs/${Number(value)}`, { signal }).json<Job>()).catch(() => null)
  return job && jobOption(job)
}

/** Jobs for a record picker: a page of those whose text matches what is typed, by title until something is. */
export const jobPicker: PickerSource = {
  searchKey: (q) => [...jobKeys.lists(), 'picker', q],
  search: (q, page, signal) =>
    request(() => api.get('jobs', { searchParams: listSearchParams({ page, per_page: PICKER_PAGE_SIZE, ...(q ? { q } : { sort: 'title' }) }), signal }).json<JobList>()).then(
      (list) => pickerPage([list], list.data.map(jobOption)),
    ),
  record: { key: (value) => [...jobKeys.detail(Number(value)), 'picker'], fetch: (value, signal) => pickedJob(value, signal) },
}
