import { queryOptions } from '@tanstack/react-query'
import type { Dashboard } from '@common/dashboard'
import { api, request } from '@/lib/api-client'

export type { Dashboard }

export const dashboardKeys = { all: ['dashboard'] as const }

export function fetchDashboard(): Promise<Dashboard> {
  return request(() => api.get('dashboard').json<Dashboard>())
}

/** The home page's counts: only the sections whose source the user may list (contract 15). */
export const dashboardQueryOptions = () => queryOptions({ queryKey: dashboardKeys.all, queryFn: fetchDashboard, staleTime: 30_000 })
