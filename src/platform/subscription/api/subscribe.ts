import { useMutation } from '@tanstack/react-query'
import type { SubscribeInput, Subscription } from '@common/session'
import { api, request } from '@/lib/api-client'
import type { NormalizedError } from '@/lib/errors'

export function subscribe(input: SubscribeInput): Promise<Subscription> {
  return request(() => api.post('subscription/subscribe', { json: input }).json<{ subscription: Subscription }>()).then(
    ({ subscription }) => subscription,
  )
}

export function useSubscribeMutation() {
  return useMutation<Subscription, NormalizedError, SubscribeInput>({ mutationFn: subscribe })
}
