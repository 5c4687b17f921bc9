import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { CreateJobInput, Job, JobStatus, UpdateJobInput } from '@common/jobs'
import { api, request } from '@/lib/api-client'
import type { NormalizedError } from '@/lib/errors'
import { mutationHook } from '@/lib/mutation-hook'
import { jobKeys } from './jobs'

export function createJob(input: CreateJobInput): Promise<Job> {
  return request(() => api.post('jobs', { json: input }).json<Job>())
}

export function updateJob(id: number, input: UpdateJobInput): Promise<Job> {
  return request(() => api.patch(`jobs/${id}`, { json: input }).json<Job>())
}

export async function deleteJob(id: number): Promise<void> {
  await request(() => api.delete(`jobs/${id}`))
}

/**
 * After a change the job's own page shows the server's answer at once, and every list and the
 * departments are fetched again (only those on screen; the rest when next shown).
 */
function refreshAfter(queryClient: QueryClient, job: Job): Promise<void> {
  queryClient.setQueryData(jobKeys.detail(job.id), job)
  const detail = jobKeys.detail(job.id)
  return queryClient.invalidateQueries({
    queryKey: jobKeys.all,
    predicate: (query) => query.queryKey[1] !== detail[1] || query.queryKey[2] !== detail[2],
  })
}

export const useCreateJob = mutationHook(createJob, refreshAfter)

export const useUpdateJob = mutationHook(({ id, input }: { id: number; input: UpdateJobInput }) => updateJob(id, input), refreshAfter)

/** Publish, close or reopen: a PATCH of the status alone. */
export function useChangeJobStatus() {
  const queryClient = useQueryClient()
  return useMutation<Job, NormalizedError, { id: number; status: JobStatus }>({
    mutationFn: ({ id, status }) => updateJob(id, { status }),
    onSuccess: (job) => refreshAfter(queryClient, job),
  })
}

export function useDeleteJob() {
  const queryClient = useQueryClient()
  return useMutation<void, NormalizedError, { id: number }>({
    mutationFn: ({ id }) => deleteJob(id),
    onSuccess: (_, { id }) => {
      queryClient.removeQueries({ queryKey: jobKeys.detail(id), exact: true })
      return queryClient.invalidateQueries({ queryKey: jobKeys.all })
    },
  })
}
