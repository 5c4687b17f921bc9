import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { Message, SendMessageInput } from '@common/messages'
import { applicantKeys } from '@/features/applicants/api/applicants'
import { api, request } from '@/lib/api-client'
import type { NormalizedError } from '@/lib/errors'
import { mutationHook } from '@/lib/mutation-hook'

/**
 * An applicant's messages sit under the applicants' key, so whatever refreshes an applicant
 * (a rejection that sent a mail, a merge) refreshes their messages too.
 */
export const messageKeys = {
  applicant: (applicantId: number) => [...applicantKeys.all, 'messages', applicantId] as const,
}

/** Everything written to the applicant, newest first: sent, scheduled, failed and cancelled. */
export const applicantMessagesQueryOptions = (applicantId: number) =>
  queryOptions({
    queryKey: messageKeys.applicant(applicantId),
    queryFn: () => request(() => api.get(`applicants/${applicantId}/messages`).json<{ data: Message[] }>()).then(({ data }) => data),
  })

function refreshMessages(queryClient: QueryClient, applicantId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: messageKeys.applicant(applicantId) }),
    queryClient.invalidateQueries({ queryKey: applicantKeys.timeline(applicantId) }),
  ])
}

export const useSendMessage = mutationHook(
  ({ applicantId, input }: { applicantId: number; input: SendMessageInput }) => request(() => api.post(`applicants/${applicantId}/messages`, { json: input }).json<Message>()),
  (queryClient, _message, { applicantId }) => refreshMessages(queryClient, applicantId),
)

/** Cancels a scheduled message before it leaves. One that already left is a 409: the list is refreshed either way, to show what happened. */
export function useCancelMessage() {
  const queryClient = useQueryClient()
  return useMutation<void, NormalizedError, { applicantId: number; messageId: number }>({
    mutationFn: ({ applicantId, messageId }) => request(() => api.delete(`applicants/${applicantId}/messages/${messageId}`)).then(() => undefined),
    onSettled: (_result, _error, { applicantId }) => refreshMessages(queryClient, applicantId),
  })
}
