import type { QueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ResumeUpload, saveResumeInputSchema, SaveResumeResult } from '@common/resumes'
import { applicantKeys } from '@/features/applicants/api/applicants'
import { api, request } from '@/lib/api-client'
import { mutationHook } from '@/lib/mutation-hook'
import { resumeKeys } from './resumes'

/** After a review: every upload query (the lists, the review queue, the upload) and every applicant list. */
function refreshAfterReview(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: resumeKeys.all }), queryClient.invalidateQueries({ queryKey: applicantKeys.all })])
}

/** Saves an upload that needs review as a new applicant, or merges it into `merge_into`. */
export const useSaveResume = mutationHook(
  ({ id, input }: { id: number; input: z.input<typeof saveResumeInputSchema> }) => request(() => api.post(`resumes/${id}/save`, { json: input }).json<SaveResumeResult>()),
  refreshAfterReview,
)

export const useDiscardResume = mutationHook(
  ({ id }: { id: number }) => request(() => api.post(`resumes/${id}/discard`).json<ResumeUpload>()),
  refreshAfterReview,
)
