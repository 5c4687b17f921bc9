import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { CreateUserInput, ListedUser, UpdateUserInput } from '@common/users'
import { api, request } from '@/lib/api-client'
import type { NormalizedError } from '@/lib/errors'
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

export function useInviteUser() {
  const queryClient = useQueryClient()
  return useMutation<ListedUser, NormalizedError, CreateUserInput>({
    mutationFn: inviteUser,
    onSuccess: () => refreshAfterUserChange(queryClient),
  })
}

/** Change of role, deactivation and reactivation: a PATCH of what changes. */
export function useUpdateUser() {
  const queryClient = useQueryClient()
  return useMutation<ListedUser, NormalizedError, { id: number; input: UpdateUserInput }>({
    mutationFn: ({ id, input }) => updateUser(id, input),
    onSuccess: () => refreshAfterUserChange(queryClient),
  })
}

export function useResendInvitation() {
  return useMutation<ListedUser, NormalizedError, { id: number }>({
    mutationFn: ({ id }) => resendInvitation(id),
  })
}

export function useDeleteUser() {
  const queryClient = useQueryClient()
  return useMutation<void, NormalizedError, { id: number }>({
    mutationFn: ({ id }) => deleteUser(id),
    onSuccess: () => refreshAfterUserChange(queryClient),
  })
}
