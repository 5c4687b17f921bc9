import type { QueryClient } from '@tanstack/react-query'
import type { CreateUserInput, ListedUser, UpdateUserInput } from '@common/users'
import { api, request } from '@/lib/api-client'
import { mutationHook } from '@/lib/mutation-hook'
import { roleKeys } from './roles'
import { userKeys } from './users'

export function inviteUser(input: CreateUserInput): Promise<ListedUser> {
  return request(() => api.post('users', { json: input }).json<ListedUser>())
}

export function updateUser(id: number, input: UpdateUserInput): Promise<ListedUser> {
  return request(() => api.patch(`users/${id}`, { json: input }).json<ListedUser>())
}

export function resendInvitation(id: number): Promise<ListedUser> {
  return request(() => api.post(`users/${id}/resend-invitation`).json<ListedUser>())
}

export async function deleteUser(id: number): Promise<void> {
  await request(() => api.delete(`users/${id}`))
}

/** A change to a user moves the lists, the seats and the roles' user counts. */
function refreshAfterUserChange(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.all }),
    queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  ]).then(() => undefined)
}

export const useInviteUser = mutationHook(inviteUser, refreshAfterUserChange)

/** Change of role, deactivation and reactivation: a PATCH of what changes. */
export const useUpdateUser = mutationHook(({ id, input }: { id: number; input: UpdateUserInput }) => updateUser(id, input), refreshAfterUserChange)

export const useResendInvitation = mutationHook(({ id }: { id: number }) => resendInvitation(id))

export const useDeleteUser = mutationHook(({ id }: { id: number }) => deleteUser(id), refreshAfterUserChange)
