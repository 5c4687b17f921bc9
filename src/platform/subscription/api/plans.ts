import { queryOptions } from '@tanstack/react-query'
import type { PlanList } from '@common/subscription'
import { api, request } from '@/lib/api-client'

/** The plans on offer and how this installation bills them (`stripe` or `embedded`). */
export function fetchPlans(): Promise<PlanList> {
  return request(() => api.get('subscription/plans').json<PlanList>())
}

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['subscription', 'plans'],
    queryFn: fetchPlans,
    staleTime: 5 * 60_000,
  })
