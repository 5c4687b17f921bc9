import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { SeatUsage, UserList, UserListQuery } from '@common/users'
import { api, request } from '@/lib/api-client'
import { PICKER_PAGE_SIZE, pickerPage, type PickerSource } from '@/components/RecordPicker'
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

/**
 * Active users for a record picker, by name until something is typed; each option's value is the
 * id after `prefix` (the approval chain's `user:`). There is no endpoint for one user: callers name the chosen one.
 */
export const activeUserPicker = (prefix = ''): PickerSource => ({
  searchKey: (q) => [...userKeys.lists(), 'picker', prefix, q],
  search: (q, page, signal) =>
    request(() =>
      api.get('users', { searchParams: listSearchParams({ page, per_page: PICKER_PAGE_SIZE, active: 'true', ...(q ? { q } : { sort: 'name' }) }), signal }).json<UserList>(),
    ).then((list) =>
      pickerPage(
        [list],
        list.data.map((user) => ({ value: `${prefix}${user.id}`, label: user.name })),
      ),
    ),
})
