import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ResumeText } from '@common/applicants'
import { isFinalResumeStatus, type ResumeList, type ResumeListQuery, type ResumeUpload } from '@common/resumes'
import { api, request } from '@/lib/api-client'
import { listSearchParams } from '@/lib/list-search'

/**
 * Query keys of the resumes API, all under `['resumes']` so one invalidation reaches every list
 * of uploads, every upload and the review queue after a change.
 */
export const resumeKeys = {
  all: ['resumes'] as const,
  lists: () => [...resumeKeys.all, 'list'] as const,
  list: (query: ResumeListQuery) => [...resumeKeys.lists(), query] as const,
  detail: (id: number) => [...resumeKeys.all, 'detail', id] as const,
  file: (id: number) => [...resumeKeys.all, 'file', id] as const,
  text: (id: number) => [...resumeKeys.all, 'text', id] as const,
}

/** How often a list or an upload still being parsed is asked again. */
export const OUTCOME_POLL_MS = 2_000

export function fetchResumes(query: ResumeListQuery): Promise<ResumeList> {
  return request(() => api.get('resumes', { searchParams: listSearchParams(query) }).json<ResumeList>())
}

export function fetchResume(id: number): Promise<ResumeUpload> {
  return request(() => api.get(`resumes/${id}`).json<ResumeUpload>())
}

/** One page of uploads, newest first; asked again while any of them is still queued or parsing. */
export const resumeListQueryOptions = (query: ResumeListQuery) =>
  queryOptions({
    queryKey: resumeKeys.list(query),
    queryFn: () => fetchResumes(query),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.data.some((upload) => !isFinalResumeStatus(upload.status)) ? OUTCOME_POLL_MS : false),
  })

/** One upload; asked again until parsing has decided its outcome. */
export const resumeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: resumeKeys.detail(id),
    queryFn: () => fetchResume(id),
    refetchInterval: (current) => (current.state.data && !isFinalResumeStatus(current.state.data.status) ? OUTCOME_POLL_MS : false),
  })

/**
 * The queue a reviewer works through: the uploads waiting for review, newest first (as Recent
 * uploads lists them), a page of 100 at a time, so the 101st waiting upload is reached too.
 */
export const reviewQueueQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...resumeKeys.lists(), 'review-queue'],
    queryFn: ({ pageParam }) => fetchResumes({ page: pageParam, per_page: 100, status: ['needs_review'] }),
    initialPageParam: 1,
    getNextPageParam: ({ meta }) => (meta.page * meta.per_page < meta.total ? meta.page + 1 : undefined),
  })

/**
 * The resume as uploaded (GET resumes/{id}/file). Fetched with the session's token, which a
 * frame's own request would not carry; the page shows it from a blob.
 */
export const resumeFileQueryOptions = (id: number) =>
  queryOptions({
    queryKey: resumeKeys.file(id),
    queryFn: () => fetchResumeFile(id),
    staleTime: Number.POSITIVE_INFINITY,
  })

export function fetchResumeFile(id: number): Promise<Blob> {
  return request(() => api.get(`resumes/${id}/file`).blob())
}

/** The text read from the upload's file (GET resumes/{id}/text): how the review page shows a DOCX. */
export const resumeTextQueryOptions = (id: number) =>
  queryOptions({
    queryKey: resumeKeys.text(id),
    queryFn: () => request(() => api.get(`resumes/${id}/text`).json<ResumeText>()).then(({ text }) => text),
    staleTime: Number.POSITIVE_INFINITY,
  })
