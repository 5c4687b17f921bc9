import { queryOptions } from '@tanstack/react-query'
import type { Pipeline, Stage } from '@common/pipeline'
import { api, request } from '@/lib/api-client'

/** Query keys of the boards and the company's stages. */
export const pipelineKeys = {
  all: ['pipeline'] as const,
  board: (jobId: number) => [...pipelineKeys.all, 'board', jobId] as const,
  stages: () => [...pipelineKeys.all, 'stages'] as const,
}

export function fetchPipeline(jobId: number): Promise<Pipeline> {
  return request(() => api.get(`jobs/${jobId}/pipeline`).json<Pipeline>())
}

/** A job's board: its stages with their cards, and how many were rejected. */
export const pipelineQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: pipelineKeys.board(jobId),
    queryFn: () => fetchPipeline(jobId),
  })

/** The company's stages in order (any signed-in user may read them). */
export const stagesQueryOptions = () =>
  queryOptions({
    queryKey: pipelineKeys.stages(),
    queryFn: () => request(() => api.get('settings/pipeline-stages').json<{ data: Stage[] }>()).then(({ data }) => data),
    staleTime: 60_000,
  })
