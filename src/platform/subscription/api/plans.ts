import { queryOptions } from '@tanstack/react-query'
import type { Plan } from '@common/session'
import { api, request } from '@/lib/api-client'

export function fetchPlans(): Promise<Plan[]> {
  return request(() => api.get('subscription/plans').json<{ data: Plan[] }>()).then(({ data }) => data)
}

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['subscription', 'plans'],
    queryFn: fetchPlans,
    staleTime: 5 * 60_000,
  })
