import { queryOptions } from '@tanstack/react-query'
import type { SubscriptionOverview } from '@common/subscription'
import { api, request } from '@/lib/api-client'

export function fetchSubscriptionOverview(): Promise<SubscriptionOverview> {
  return request(() => api.get('subscription').json<SubscriptionOverview>())
}

/** The company's subscription with its plan and seats (settings.allow). */
export const subscriptionOverviewQueryOptions = () =>
  queryOptions({ queryKey: ['subscription', 'overview'], queryFn: fetchSubscriptionOverview })
