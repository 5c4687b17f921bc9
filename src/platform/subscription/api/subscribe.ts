import { useMutation } from '@tanstack/react-query'
import type { SubscribeInput } from '@common/session'
import type { Subscribed } from '@common/subscription'
import { api, request } from '@/lib/api-client'
import type { NormalizedError } from '@/lib/errors'

/** Activates the plan, or with Stripe billing answers the Checkout page (`checkout_url`) to send the browser to. */
export function subscribe(input: SubscribeInput): Promise<Subscribed> {
  return request(() => api.post('subscription/subscribe', { json: input }).json<Subscribed>())
}

export function useSubscribeMutation() {
  return useMutation<Subscribed, NormalizedError, SubscribeInput>({ mutationFn: subscribe })
}
