import type { QueryClient } from '@tanstack/react-query'
import type { CreateInterviewInput, Interview, Kit, KitInput, SchedulingLink, SchedulingLinkInput, UpdateInterviewInput } from '@common/interviews'
import { api, request } from '@/lib/api-client'
import { mutationHook } from '@/lib/mutation-hook'
import { interviewKeys } from './interviews'

const refreshKits = (queryClient: QueryClient, jobId: number) => queryClient.invalidateQueries({ queryKey: interviewKeys.kits(jobId) })

export const useCreateKit = mutationHook(
  ({ jobId, input }: { jobId: number; input: KitInput }) => request(() => api.post(`jobs/${jobId}/interview-kits`, { json: input }).json<Kit>()),
  (queryClient, kit) => refreshKits(queryClient, kit.job_id),
)

/** An edit, or a move within the stage (`position` alone). */
export const useUpdateKit = mutationHook(
  ({ id, input }: { id: number; input: Partial<KitInput> }) => request(() => api.patch(`interview-kits/${id}`, { json: input }).json<Kit>()),
  (queryClient, kit) => refreshKits(queryClient, kit.job_id),
)

export const useDeleteKit = mutationHook(
  async ({ kit }: { kit: Kit }) => {
    await request(() => api.delete(`interview-kits/${kit.id}`))
  },
  (queryClient, _, { kit }) => refreshKits(queryClient, kit.job_id),
)

// An interview shows in its application's list, on Home and in the panel's conflicts: refresh them all.
const refreshInterviews = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: interviewKeys.all })

export const useScheduleInterview = mutationHook((input: CreateInterviewInput) => request(() => api.post('interviews', { json: input }).json<Interview>()), refreshInterviews)

export const useRescheduleInterview = mutationHook(
  ({ id, input }: { id: number; input: UpdateInterviewInput }) => request(() => api.patch(`interviews/${id}`, { json: input }).json<Interview>()),
  refreshInterviews,
)

export const useCancelInterview = mutationHook(
  ({ id, reason }: { id: number; reason: string }) => request(() => api.post(`interviews/${id}/cancel`, { json: reason ? { reason } : {} }).json<Interview>()),
  refreshInterviews,
)

export const useSendSchedulingLink = mutationHook(
  ({ applicationId, input }: { applicationId: number; input: SchedulingLinkInput }) =>
    request(() => api.post(`applications/${applicationId}/scheduling-links`, { json: input }).json<SchedulingLink>()),
  (queryClient, _, { applicationId }) => queryClient.invalidateQueries({ queryKey: interviewKeys.links(applicationId) }),
)

export const useWithdrawSchedulingLink = mutationHook(
  async ({ applicationId, linkId }: { applicationId: number; linkId: number }) => {
    await request(() => api.delete(`applications/${applicationId}/scheduling-links/${linkId}`))
  },
  (queryClient, _, { applicationId }) => queryClient.invalidateQueries({ queryKey: interviewKeys.links(applicationId) }),
)
