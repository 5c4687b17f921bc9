import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { CreateStageInput, Stage, UpdateStageInput } from '@common/pipeline'
import { api, request } from '@/lib/api-client'
import type { NormalizedError } from '@/lib/errors'
import { applicantKeys } from './applicants'
import { pipelineKeys } from './pipeline'

// A stage's name shows on every board, applicant and filter: all of them are read again.
function refreshStages(queryClient: QueryClient): Promise<void> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: pipelineKeys.all }), queryClient.invalidateQueries({ queryKey: applicantKeys.all })]).then(
    () => undefined,
  )
}

export function useCreateStage() {
  const queryClient = useQueryClient()
  return useMutation<Stage, NormalizedError, CreateStageInput>({
    mutationFn: (input) => request(() => api.post('settings/pipeline-stages', { json: input }).json<Stage>()),
    onSuccess: () => refreshStages(queryClient),
  })
}

export function useUpdateStage() {
  const queryClient = useQueryClient()
  return useMutation<Stage, NormalizedError, { id: number; input: UpdateStageInput }>({
    mutationFn: ({ id, input }) => request(() => api.patch(`settings/pipeline-stages/${id}`, { json: input }).json<Stage>()),
    onSuccess: () => refreshStages(queryClient),
  })
}

export function useDeleteStage() {
  const queryClient = useQueryClient()
  return useMutation<void, NormalizedError, { id: number; moveTo?: number }>({
    mutationFn: async ({ id, moveTo }) => {
      await request(() => api.delete(`settings/pipeline-stages/${id}`, { searchParams: moveTo === undefined ? {} : { move_to: moveTo } }))
    },
    onSuccess: () => refreshStages(queryClient),
  })
}
