import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type {
  applicantBulkInputSchema,
  ApplicantDetail,
  Application,
  applicationBulkInputSchema,
  CreateApplicantInput,
  rejectApplicationInputSchema,
  UpdateApplicantInput,
} from '@common/applicants'
import type { Employee, HireInput } from '@common/employees'
import { api, request } from '@/lib/api-client'
import type { NormalizedError } from '@/lib/errors'
import { mutationHook } from '@/lib/mutation-hook'
import { employeeKeys } from '@/features/employees/api/employees'
import { dashboardKeys } from '@/features/home/api/dashboard'
import { privacyKeys } from '@/features/privacy/api/privacy'
import { requisitionKeys } from '@/features/requisitions/api/requisitions'
import { applicantKeys } from './applicants'
import { pipelineKeys } from './pipeline'

export type BulkApplicantsInput = z.input<typeof applicantBulkInputSchema>
export type BulkApplicationsInput = z.input<typeof applicationBulkInputSchema>
type RejectApplicationInput = z.input<typeof rejectApplicationInputSchema>

/** After any change: every applicant query and every board is fetched again (those shown now). */
function refreshAll(queryClient: QueryClient): Promise<void> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: applicantKeys.all }), queryClient.invalidateQueries({ queryKey: pipelineKeys.all })]).then(() => undefined)
}

/** The applicant's page shows the server's answer at once; lists, timelines and boards refresh. */
function refreshApplicant(queryClient: QueryClient, applicant: ApplicantDetail): Promise<void> {
  queryClient.setQueryData(applicantKeys.detail(applicant.id), applicant)
  return refreshAll(queryClient)
}

export function useCreateApplicant() {
  const queryClient = useQueryClient()
  return useMutation<ApplicantDetail, NormalizedError, CreateApplicantInput>({
    mutationFn: (input) => request(() => api.post('applicants', { json: input }).json<ApplicantDetail>()),
    onSuccess: (applicant) => refreshApplicant(queryClient, applicant),
  })
}

export function useUpdateApplicant() {
  const queryClient = useQueryClient()
  return useMutation<ApplicantDetail, NormalizedError, { id: number; input: UpdateApplicantInput }>({
    mutationFn: ({ id, input }) => request(() => api.patch(`applicants/${id}`, { json: input }).json<ApplicantDetail>()),
    onSuccess: (applicant) => refreshApplicant(queryClient, applicant),
  })
}

export function useDeleteApplicant() {
  const queryClient = useQueryClient()
  return useMutation<void, NormalizedError, { id: number }>({
    mutationFn: async ({ id }) => {
      await request(() => api.delete(`applicants/${id}`))
    },
    onSuccess: (_, { id }) => {
      queryClient.removeQueries({
        queryKey: applicantKeys.detail(id),
        exact: true,
      })
      return refreshAll(queryClient)
    },
  })
}

/**
 * Anonymises them at once (contract 19): their data is erased, their applications stay for the
 * reports. The page shows the answer; lists, boards and Settings → Privacy (no longer due) refresh.
 */
export function useAnonymiseApplicant() {
  const queryClient = useQueryClient()
  return useMutation<ApplicantDetail, NormalizedError, { id: number }>({
    mutationFn: ({ id }) => request(() => api.post(`applicants/${id}/anonymise`).json<ApplicantDetail>()),
    onSuccess: (applicant) => Promise.all([refreshApplicant(queryClient, applicant), queryClient.invalidateQueries({ queryKey: privacyKeys.all })]),
  })
}

export function useAddNote() {
  const queryClient = useQueryClient()
  return useMutation<unknown, NormalizedError, { id: number; body: string }>({
    mutationFn: ({ id, body }) => request(() => api.post(`applicants/${id}/notes`, { json: { body } }).json()),
    onSuccess: (_, { id }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: applicantKeys.detail(id), exact: true }), queryClient.invalidateQueries({ queryKey: applicantKeys.timeline(id) })]),
  })
}

export function useMergeApplicant() {
  const queryClient = useQueryClient()
  return useMutation<ApplicantDetail, NormalizedError, { id: number; duplicateId: number }>({
    mutationFn: ({ id, duplicateId }) =>
      request(() =>
        api
          .post(`applicants/${id}/merge`, {
            json: { duplicate_id: duplicateId },
          })
          .json<ApplicantDetail>(),
      ),
    onSuccess: (applicant, { duplicateId }) => {
      queryClient.removeQueries({
        queryKey: applicantKeys.detail(duplicateId),
        exact: true,
      })
      return refreshApplicant(queryClient, applicant)
    },
  })
}

export function useBulkApplicants() {
  const queryClient = useQueryClient()
  return useMutation<unknown, NormalizedError, BulkApplicantsInput>({
    mutationFn: (input) => request(() => api.post('applicants/bulk', { json: input }).json()),
    onSuccess: () => refreshAll(queryClient),
  })
}

export function useAddApplication() {
  const queryClient = useQueryClient()
  return useMutation<Application, NormalizedError, { applicant_id: number; job_id: number }>({
    mutationFn: (input) => request(() => api.post('applications', { json: input }).json<Application>()),
    onSuccess: () => refreshAll(queryClient),
  })
}

/** Moves one application to a stage (the applicant's page; the board moves its own way, optimistically). */
export function useMoveApplication() {
  const queryClient = useQueryClient()
  return useMutation<Application, NormalizedError, { id: number; stageId: number }>({
    mutationFn: ({ id, stageId }) => moveApplication(id, stageId),
    onSuccess: () => refreshAll(queryClient),
  })
}

export function moveApplication(id: number, stageId: number): Promise<Application> {
  return request(() => api.patch(`applications/${id}`, { json: { stage_id: stageId } }).json<Application>())
}

export function useRejectApplication() {
  const queryClient = useQueryClient()
  return useMutation<Application, NormalizedError, { id: number } & RejectApplicationInput>({
    mutationFn: ({ id, ...input }) => request(() => api.post(`applications/${id}/reject`, { json: input }).json<Application>()),
    onSuccess: () => refreshAll(queryClient),
  })
}

export function useReopenApplication() {
  const queryClient = useQueryClient()
  return useMutation<Application, NormalizedError, { id: number }>({
    mutationFn: ({ id }) => request(() => api.post(`applications/${id}/reopen`).json<Application>()),
    onSuccess: () => refreshAll(queryClient),
  })
}

export function useBulkApplications() {
  const queryClient = useQueryClient()
  return useMutation<unknown, NormalizedError, BulkApplicationsInput>({
    mutationFn: (input) => request(() => api.post('applications/bulk', { json: input }).json()),
    onSuccess: () => refreshAll(queryClient),
  })
}

export function hireApplication(id: number, input: HireInput): Promise<Employee> {
  return request(() => api.post(`applications/${id}/hire`, { json: input }).json<Employee>())
}

/**
 * A hire moves the application (applicants, boards), adds an employee, may fill the job's
 * requisition, and changes the home dashboard's counts: all of them are fetched again.
 */
export function refreshAfterHire(queryClient: QueryClient): Promise<void> {
  return Promise.all([refreshAll(queryClient), ...[employeeKeys.all, requisitionKeys.all, dashboardKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))]).then(
    () => undefined,
  )
}

export const useHireApplication = mutationHook(({ id, input }: { id: number; input: HireInput }) => hireApplication(id, input), refreshAfterHire)

/** Staff use (`apply`) or set aside (`dismiss`) what a careers application says differently. */
export function useDecideSuggestion() {
  const queryClient = useQueryClient()
  return useMutation<ApplicantDetail, NormalizedError, { id: number; suggestionId: number; decision: 'apply' | 'dismiss' }>({
    mutationFn: ({ id, suggestionId, decision }) => request(() => api.post(`applicants/${id}/suggestions/${suggestionId}/${decision}`).json<ApplicantDetail>()),
    onSuccess: (applicant) => refreshApplicant(queryClient, applicant),
  })
}
