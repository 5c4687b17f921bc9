import { useMutation } from '@tanstack/react-query'
import type { PasswordSet, SetNewPasswordInput } from '@common/session'
import { api, request } from '@/lib/api-client'
import type { NormalizedError } from '@/lib/errors'

/** Sets the password; the answer is a new session, as sign-in answers. */
export function setNewPassword(input: SetNewPasswordInput): Promise<PasswordSet> {
  return request(() => api.post('set-new-password', { json: input }).json<PasswordSet>())
}

export function useSetNewPasswordMutation() {
  return useMutation<PasswordSet, NormalizedError, SetNewPasswordInput>({ mutationFn: setNewPassword })
}
