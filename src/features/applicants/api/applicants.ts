import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApplicantDetail, ApplicantList, ApplicantListQuery, JobOptions, Match, ResumeText, TimelineEntry } from '@common/applicants'
import type { PickerSource } from '@/components/RecordPicker'
import { jobOption } from '@/features/jobs/api/jobs'
import { api, request } from '@/lib/api-client'
import { listSearchParams } from '@/lib/list-search'

/**
 * Query keys of the applicants API, all under `['applicants']` so one invalidation reaches every
 * list, applicant, timeline and match after a change.
 */
export const applicantKeys = {
  all: ['applicants'] as const,
  lists: () => [...applicantKeys.all, 'list'] as const,
  list: (query: ApplicantListQuery) => [...applicantKeys.lists(), query] as const,
  detail: (id: number) => [...applicantKeys.all, 'detail', id] as const,
  timeline: (id: number) => [...applicantKeys.all, 'timeline', id] as const,
  match: (id: number, jobId: number) => [...applicantKeys.all, 'match', id, jobId] as const,
  resumeText: (id: number, resumeId: number) => [...applicantKeys.detail(id), 'resume-text', resumeId] as const,
  jobOptions: () => [...applicantKeys.all, 'job-options'] as const,
}

export function fetchApplicants(query: ApplicantListQuery): Promise<ApplicantList> {
  return request(() => api.get('applicants', { searchParams: listSearchParams(query) }).json<ApplicantList>())
}

export function fetchApplicant(id: number): Promise<ApplicantDetail> {
  return request(() => api.get(`applicants/${id}`).json<ApplicantDetail>())
}

/** One page of the list; the previous page stays on screen while the next one loads. */
export const applicantListQueryOptions = (query: ApplicantListQuery) =>
  queryOptions({
    queryKey: applicantKeys.list(query),
    queryFn: () => fetchApplicants(query),
    placeholderData: keepPreviousData,
  })

export const applicantQueryOptions = (id: number) =>
  queryOptions({
    queryKey: applicantKeys.detail(id),
    queryFn: () => fetchApplicant(id),
  })

/** Everything that happened to the applicant, newest first. */
export const applicantTimelineQueryOptions = (id: number) =>
  queryOptions({
    queryKey: applicantKeys.timeline(id),
    queryFn: () => request(() => api.get(`applicants/${id}/timeline`).json<{ data: TimelineEntry[] }>()).then(({ data }) => data),
  })

/** How well the applicant fits a job, with the reasons. */
export const applicantMatchQueryOptions = (id: number, jobId: number) =>
  queryOptions({
    queryKey: applicantKeys.match(id, jobId),
    queryFn: () => request(() => api.get(`applicants/${id}/match`, { searchParams: { job_id: jobId } }).json<Match>()),
    staleTime: 60_000,
  })

/** A resume's text as it was read from the file (a resume's text never changes once stored). */
export const resumeTextQueryOptions = (id: number, resumeId: number) =>
  queryOptions({
    queryKey: applicantKeys.resumeText(id, resumeId),
    queryFn: () => request(() => api.get(`applicants/${id}/resumes/${resumeId}/text`).json<ResumeText>()).then(({ text }) => text),
    staleTime: Number.POSITIVE_INFINITY,
  })

/** The CSV of the list's filters, or of the chosen applicants (`ids`). */
export async function fetchApplicantsCsv(params: Record<string, string>): Promise<Blob> {
  return request(() => api.get('applicants/export.csv', { searchParams: params }).blob())
}

/**
 * Jobs for the applicant list's pickers, asked of the applicants API (GET applicants/job-options),
 * so a role that may read applicants but not jobs picks a job too (issue 30): the jobs applicants
 * applied to, or with `open` the jobs applicants may be added to.
 */
const jobOptionsPicker = (open: boolean): PickerSource => {
  const which = open ? 'open' : 'applied'
  const fetchJobOptions = (searchParams: { q: string; page: number } | { job_id: number }, signal: AbortSignal) =>
    request(() => api.get('applicants/job-options', { searchParams: open ? { ...searchParams, open: 'true' } : searchParams, signal }).json<JobOptions>())
  return {
    searchKey: (q) => [...applicantKeys.jobOptions(), which, 'search', q],
    search: (q, page, signal) => fetchJobOptions({ q, page }, signal).then(({ options, more }) => ({ options: options.map(jobOption), more })),
    record: {
      key: (value) => [...applicantKeys.jobOptions(), which, 'job', value],
      fetch: (value, signal) => fetchJobOptions({ job_id: Number(value) }, signal).then(({ options: [job] }) => (job ? jobOption(job) : null)),
    },
  }
}

/** The Job filter's choices: only jobs someone applied to, which the filter can find someone in. */
export const appliedJobPicker = jobOptionsPicker(false)

/** The job Add applicant and Add to a job add applicants to: the published and draft jobs, not closed ones. */
export const openJobOptionsPicker = jobOptionsPicker(true)
