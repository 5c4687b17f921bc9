import { useMutation } from '@tanstack/react-query'
import { api, request } from '@/lib/api-client'
import type { NormalizedError } from '@/lib/errors'

/** Stripe's customer portal for the company: where it changes its plan or card, or cancels. */
export function openBillingPortal(): Promise<string> {
  return request(() => api.post('subscription/portal').json<{ url: string }>()).then(({ url }) => url)
}

/** "Manage billing": asks for a portal session and sends the browser there. */
export function useBillingPortal() {
  return useMutation<void, NormalizedError>({
    mutationFn: async () => {
      window.location.assign(await openBillingPortal())
    },
  })
}
