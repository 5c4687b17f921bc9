import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import type { Job } from '@common/jobs'
import type { Requisition, RequisitionHistoryEntry, RequisitionList, RequisitionListQuery } from '@common/requisitions'
import { api, request } from '@/lib/api-client'
import { listSearchParams } from '@/lib/list-search'
import { jobQueryOptions } from '@/features/jobs/api/jobs'

/**
 * Query keys of the requisitions API, all under `['requisitions']` so one invalidation reaches
 * every list, every requisition, its history and the menu's "waiting for me" count after a change.
 */
export const requisitionKeys = {
  all: ['requisitions'] as const,
  lists: () => [...requisitionKeys.all, 'list'] as const,
  list: (query: RequisitionListQuery) => [...requisitionKeys.lists(), query] as const,
  detail: (id: number) => [...requisitionKeys.all, 'detail', id] as const,
  // Not under the detail key: a change to the requisition refreshes its history too.
  history: (id: number) => [...requisitionKeys.all, 'history', id] as const,
}

export function fetchRequisitions(query: RequisitionListQuery): Promise<RequisitionList> {
  return request(() => api.get('requisitions', { searchParams: listSearchParams(query) }).json<RequisitionList>())
}

export function fetchRequisition(id: number): Promise<Requisition> {
  return request(() => api.get(`requisitions/${id}`).json<Requisition>())
}

export function fetchRequisitionHistory(id: number): Promise<RequisitionHistoryEntry[]> {
  return request(() => api.get(`requisitions/${id}/history`).json<{ data: RequisitionHistoryEntry[] }>()).then(({ data }) => data)
}

/** One page of the list; the previous page stays on screen while the next one loads. */
export const requisitionListQueryOptions = (query: RequisitionListQuery) =>
  queryOptions({
    queryKey: requisitionKeys.list(query),
    queryFn: () => fetchRequisitions(query),
    placeholderData: keepPreviousData,
  })

export const requisitionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: requisitionKeys.detail(id),
    queryFn: () => fetchRequisition(id),
  })

/** Every event of the requisition, oldest first: created, edited, submitted, each decision. */
export const requisitionHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: requisitionKeys.history(id),
    queryFn: () => fetchRequisitionHistory(id),
  })

/**
 * After a hire for a job: its requisition when that hire filled it (contract 10) and the jobs made
 * from it that still take applications, to offer closing them; null otherwise, or when the caller
 * may not read the requisition or its jobs.
 */
export async function filledRequisitionWithOpenJobs(queryClient: QueryClient, requisitionId: number | null): Promise<{ requisition: Requisition; openJobs: Job[] } | null> {
  if (requisitionId === null) return null
  try {
    const requisition = await queryClient.fetchQuery({ ...requisitionQueryOptions(requisitionId), staleTime: 0 })
    if (requisition.status !== 'filled') return null
    const jobs = await Promise.all(requisition.job_ids.map((id) => queryClient.fetchQuery({ ...jobQueryOptions(id), staleTime: 0 })))
    const openJobs = jobsTakingApplications(jobs)
    return openJobs.length > 0 ? { requisition, openJobs } : null
  } catch {
    return null
  }
}

/** A requisition's jobs that still take applications (published). */
export const jobsTakingApplications = (jobs: Job[]) => jobs.filter((job) => job.status === 'published')

/** What a filled requisition's open jobs are told as: "“Welder” still takes applications." */
export function stillTakingApplications(openJobs: Job[]): string {
  return openJobs.length === 1 ? `“${openJobs[0]?.title}” still takes applications.` : `${openJobs.length} of its jobs still take applications.`
}
