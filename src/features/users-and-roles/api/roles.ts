import { queryOptions } from '@tanstack/react-query'
import type { Role } from '@common/roles'
import { api, request } from '@/lib/api-client'

/** Query keys of the roles API, under `['roles']`. */
export const roleKeys = {
  all: ['roles'] as const,
  list: () => [...roleKeys.all, 'list'] as const,
}

export function fetchRoles(): Promise<Role[]> {
  return request(() => api.get('roles').json<{ data: Role[] }>()).then(({ data }) => data)
}

/** Every role of the company, by name, with how many users hold each. */
export const roleListQueryOptions = () =>
  queryOptions({
    queryKey: roleKeys.list(),
    queryFn: fetchRoles,
  })
