import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Interview, InterviewerOption, Kit, SchedulingLinkSummary } from '@common/interviews'
import { api, request } from '@/lib/api-client'

/** Query keys of the interviews API, under one root so a change refreshes every list it touches. */
export const interviewKeys = {
  all: ['interviews'] as const,
  kits: (jobId: number) => [...interviewKeys.all, 'kits', jobId] as const,
  ofApplication: (applicationId: number) => [...interviewKeys.all, 'application', applicationId] as const,
  links: (applicationId: number) => [...interviewKeys.all, 'links', applicationId] as const,
  interviewers: (window: InterviewerWindow) => [...interviewKeys.all, 'interviewers', window] as const,
}

/** A job's interview plan: its kits by stage, then position. */
export const jobKitsQueryOptions = (jobId: number) =>
  queryOptions({ queryKey: interviewKeys.kits(jobId), queryFn: () => request(() => api.get(`jobs/${jobId}/interview-kits`).json<{ data: Kit[] }>()).then(({ data }) => data) })

/** An application's interviews, soonest first; one application has few, so one page of 100 holds them. */
export const applicationInterviewsQueryOptions = (applicationId: number) =>
  queryOptions({
    queryKey: interviewKeys.ofApplication(applicationId),
    queryFn: () => request(() => api.get('interviews', { searchParams: { application_id: applicationId, per_page: 100 } }).json<{ data: Interview[] }>()).then(({ data }) => data),
  })

/** The self-scheduling links sent for an application, newest first. */
export const schedulingLinksQueryOptions = (applicationId: number) =>
  queryOptions({
    queryKey: interviewKeys.links(applicationId),
    queryFn: () => request(() => api.get(`applications/${applicationId}/scheduling-links`).json<{ data: SchedulingLinkSummary[] }>()).then(({ data }) => data),
  })

export interface InterviewerWindow {
  q: string
  starts_at: string | null
  ends_at: string | null
  /** A reschedule: the interview's own panel is not a conflict with itself. */
  exclude_interview_id?: number
}

/** People who may sit on a panel, matching `q`, each with the interviews they already have in the window. */
export const interviewerOptionsQueryOptions = (window: InterviewerWindow) =>
  queryOptions({
    queryKey: interviewKeys.interviewers(window),
    queryFn: ({ signal }) => {
      const searchParams: Record<string, string | number> = {}
      if (window.q) searchParams.q = window.q
      if (window.starts_at && window.ends_at) {
        searchParams.starts_at = window.starts_at
        searchParams.ends_at = window.ends_at
      }
      if (window.exclude_interview_id) searchParams.exclude_interview_id = window.exclude_interview_id
      return request(() => api.get('interviewers', { searchParams, signal }).json<{ data: InterviewerOption[]; more: boolean }>())
    },
    placeholderData: keepPreviousData,
  })
