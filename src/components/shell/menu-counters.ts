import { queryOptions, useQuery } from '@tanstack/react-query'
import { REQUISITION_ACCESS } from '@common/access/requisitions'
import type { Permission } from '@common/permissions'
import type { MenuCounter } from '@/lib/menu'
import { api, request } from '@/lib/api-client'
import { useCan } from '@/platform/session/api/use-session'

interface CounterDefinition {
  /** Under the feature's query root, so the feature's changes refresh the count with its lists. */
  queryKey: readonly unknown[]
  /** Who sees the count (owners always); nobody else asks the server for it. */
  permissions: readonly Permission[]
  count: () => Promise<number>
  /** The count for screen readers, as the entry's description. */
  describe: (count: number) => string
}

/** The total of a list filtered by `searchParams`, asking for one row only. */
function listTotal(path: string, searchParams: Record<string, string>): () => Promise<number> {
  return () =>
    request(() => api.get(path, { searchParams: { ...searchParams, per_page: '1' } }).json<{ meta: { total: number } }>()).then(
      ({ meta }) => meta.total,
    )
}

const COUNTERS: Record<MenuCounter, CounterDefinition> = {
  'requisitions-waiting': {
    queryKey: ['requisitions', 'menu-counter', 'waiting-for-me'],
    permissions: REQUISITION_ACCESS.approve,
    count: listTotal('requisitions', { waiting_for_me: 'true' }),
    describe: (count) => (count === 1 ? '1 requisition waits for your approval' : `${count} requisitions wait for your approval`),
  },
}

/**
 * A counter's query. Its key sits under the feature's root (`['requisitions']`), so every change
 * the feature makes (an approval, a rejection) refreshes the menu's count with it.
 */
export const menuCounterQueryOptions = (counter: MenuCounter) =>
  queryOptions({
    queryKey: COUNTERS[counter].queryKey,
    queryFn: COUNTERS[counter].count,
    staleTime: 30_000,
    // Someone else's decision or a new submission shows up without a reload.
    refetchInterval: 120_000,
  })

/** The entry's count and its description, or null when there is none to show (0, not allowed, not loaded). */
export function useMenuCounter(counter: MenuCounter): { count: number; description: string } | null {
  const allowed = useCan(COUNTERS[counter].permissions)
  const query = useQuery({ ...menuCounterQueryOptions(counter), enabled: allowed })
  if (!allowed || !query.data) return null
  return { count: query.data, description: COUNTERS[counter].describe(query.data) }
}
