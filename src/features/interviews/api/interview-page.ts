import { queryOptions } from '@tanstack/react-query'
import type { InterviewDetail, Scorecard } from '@common/interviews'
import { api, API_BASE_URL, request } from '@/lib/api-client'

/**
 * The interview page's reads (contract 16): the interview with its kit and applicant, and the
 * caller's own scorecard. Under `['interviews']`, so a change anywhere to interviews refreshes them.
 */
export const interviewPageKeys = {
  all: ['interviews'] as const,
  detail: (id: number) => [...interviewPageKeys.all, 'detail', id] as const,
  ownScorecard: (id: number) => [...interviewPageKeys.all, 'detail', id, 'scorecard'] as const,
  resume: (id: number, resumeId: number, as: 'file' | 'text') => [...interviewPageKeys.all, 'detail', id, 'resume', resumeId, as] as const,
}

export const interviewDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: interviewPageKeys.detail(id),
    queryFn: () => request(() => api.get(`interviews/${id}`).json<InterviewDetail>()),
  })

/** `GET interviews/{id}/scorecard`: the caller's draft or submitted scorecard, null before the first save. */
export const ownScorecardQueryOptions = (id: number) =>
  queryOptions({
    queryKey: interviewPageKeys.ownScorecard(id),
    queryFn: () => request(() => api.get(`interviews/${id}/scorecard`).json<{ data: Scorecard | null }>()).then(({ data }) => data),
  })

/**
 * A resume the interview grants, by the address the API gave it (relative to the API, or
 * absolute), fetched with the session's token, which a frame's or a link's own request would not carry.
 */
export function fetchInterviewResume(url: string): Promise<Blob> {
  const address = new URL(url, new URL(API_BASE_URL, window.location.href))
  return request(() => api.get(address.href, { prefixUrl: '' }).blob())
}

/** A resume's file, for the browser's PDF viewer (a stored file never changes). */
export const interviewResumeFileQueryOptions = (id: number, resumeId: number, url: string) =>
  queryOptions({
    queryKey: interviewPageKeys.resume(id, resumeId, 'file'),
    queryFn: () => fetchInterviewResume(url),
    staleTime: Number.POSITIVE_INFINITY,
  })

/** A plain-text resume's text, read from its file. */
export const interviewResumeTextQueryOptions = (id: number, resumeId: number, url: string) =>
  queryOptions({
    queryKey: interviewPageKeys.resume(id, resumeId, 'text'),
    queryFn: () => fetchInterviewResume(url).then((blob) => blob.text()),
    staleTime: Number.POSITIVE_INFINITY,
  })
