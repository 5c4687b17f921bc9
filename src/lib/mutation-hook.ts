import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { NormalizedError } from './errors'

/**
 * A feature's mutation hook: `send` makes the call, `refresh` brings the caches it changed up to
 * date (invalidating lists, setting a detail) before the caller's `mutateAsync` resolves.
 */
export function mutationHook<Result, Variables = void>(
  send: (variables: Variables) => Promise<Result>,
  refresh?: (queryClient: QueryClient, result: Result, variables: Variables) => Promise<unknown>,
) {
  return function useFeatureMutation() {
    const queryClient = useQueryClient()
    return useMutation<Result, NormalizedError, Variables>({
      mutationFn: send,
      onSuccess: refresh && ((result, variables) => refresh(queryClient, result, variables)),
    })
  }
}
