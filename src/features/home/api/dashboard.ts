import { queryOptions } from '@tanstack/react-query'
import type { Dashboard as DashboardSections } from '@common/dashboard'
import type { DashboardInterviews } from '@common/interviews'
import { api, request } from '@/lib/api-client'

/** Contract 15 with section 16's `interviews`, which the server adds for every caller. */
export type Dashboard = DashboardSections & { interviews?: DashboardInterviews }

export const dashboardKeys = { all: ['dashboard'] as const }

export function fetchDashboard(): Promise<Dashboard> {
  return request(() => api.get('dashboard').json<Dashboard>())
}

/** The home page's counts: only the sections whose source the user may list (contract 15). */
export const dashboardQueryOptions = () => queryOptions({ queryKey: dashboardKeys.all, queryFn: fetchDashboard, staleTime: 30_000 })
