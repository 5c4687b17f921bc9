import type { QueryClient } from '@tanstack/react-query'
import type { CreateRoleInput, Role, UpdateRoleInput } from '@common/roles'
import { currentUserQueryOptions } from '@/platform/session/api/current-user'
import { api, request } from '@/lib/api-client'
import { mutationHook } from '@/lib/mutation-hook'
import { roleKeys } from './roles'
import { userKeys } from './users'

export function createRole(input: CreateRoleInput): Promise<Role> {
  return request(() => api.post('roles', { json: input }).json<Role>())
}

export function updateRole(id: number, input: UpdateRoleInput): Promise<Role> {
  return request(() => api.patch(`roles/${id}`, { json: input }).json<Role>())
}

export async function deleteRole(id: number): Promise<void> {
  await request(() => api.delete(`roles/${id}`))
}

/**
 * Roles are listed on both tabs (the users list shows each user's role by name). A change to
 * the role the viewer holds changes what they may do: their session is read again too.
 */
function refreshAfterRoleChange(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: roleKeys.all }),
    queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
    // The session query is never refetched on its own (its observers are disabled): ask for it.
    queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 }).catch(() => undefined),
  ]).then(() => undefined)
}

export const useCreateRole = mutationHook(createRole, refreshAfterRoleChange)

export const useUpdateRole = mutationHook(({ id, input }: { id: number; input: UpdateRoleInput }) => updateRole(id, input), refreshAfterRoleChange)

export const useDeleteRole = mutationHook(({ id }: { id: number }) => deleteRole(id), refreshAfterRoleChange)
