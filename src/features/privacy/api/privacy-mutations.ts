import { api, request } from '@/lib/api-client'
import { mutationHook } from '@/lib/mutation-hook'
import { privacyKeys } from './privacy'

/**
 * "Keep": their retention clock starts again (logged with who and why), so they leave "Due for
 * anonymisation"; the log shows the new entry.
 */
export const useKeepApplicant = mutationHook(
  ({ id, reason }: { id: number; reason: string }) => request(() => api.post(`applicants/${id}/keep`, { json: { reason } }).json<{ due_at: string }>()),
  (queryClient) => queryClient.invalidateQueries({ queryKey: privacyKeys.all }),
)
