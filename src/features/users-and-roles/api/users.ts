import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { SeatUsage, UserList, UserListQuery } from '@common/users'
import { api, request } from '@/lib/api-client'
import { listSearchParams } from '@/lib/list-search'

/** Query keys of the users API, all under `['users']` so one invalidation reaches lists and seats. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UserListQuery) => [...userKeys.lists(), query] as const,
  seats: () => [...userKeys.all, 'seats'] as const,
}

export function fetchUsers(query: UserListQuery): Promise<UserList> {
  return request(() => api.get('users', { searchParams: listSearchParams(query) }).json<UserList>())
}

export function fetchSeatUsage(): Promise<SeatUsage> {
  return request(() => api.get('users/seats').json<SeatUsage>())
}

/** One page of the users list; the previous page stays on screen while the next one loads. */
export const userListQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: () => fetchUsers(query),
    placeholderData: keepPreviousData,
  })

/** Active users against the plan's seats. */
export const seatUsageQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.seats(),
    queryFn: fetchSeatUsage,
  })
