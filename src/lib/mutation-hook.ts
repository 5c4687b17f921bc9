import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query'
import type { NormalizedError } from './errors'

/**
 * A feature's mutation hook: `send` makes the call, `refresh` brings the caches it changed up to
 * date (invalidating lists, setting a detail) before the caller's `mutateAsync` resolves, and
 * `staleKey`, when given, names the caches a refused change proves stale (see refreshWhenStale).
 */
export function mutationHook<Result, Variables = void>(
  send: (variables: Variables) => Promise<Result>,
  refresh?: (queryClient: QueryClient, result: Result, variables: Variables) => Promise<unknown>,
  staleKey?: QueryKey,
) {
  return function useFeatureMutation() {
    const queryClient = useQueryClient()
    return useMutation<Result, NormalizedError, Variables>({
      mutationFn: send,
      onSuccess: refresh && ((result, variables) => refresh(queryClient, result, variables)),
      onError: staleKey && ((error) => refreshWhenStale(queryClient, error, staleKey)),
    })
  }
}

/**
 * A refused change (409: someone acted first or the status moved; 404: it was deleted) means
 * what the user saw is stale: fetch it again, so the page shows what is true now.
 */
function refreshWhenStale(queryClient: QueryClient, error: NormalizedError, queryKey: QueryKey): Promise<void> | undefined {
  if (error.status !== 409 && error.status !== 404) return undefined
  return queryClient.invalidateQueries({ queryKey })
}
