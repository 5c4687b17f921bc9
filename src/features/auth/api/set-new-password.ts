import { useMutation } from '@tanstack/react-query'
import type { SetNewPasswordInput } from '@common/session'
import { api, request } from '@/lib/api-client'
import type { NormalizedError } from '@/lib/errors'

export function setNewPassword(input: SetNewPasswordInput): Promise<{ message: string }> {
  return request(() => api.post('set-new-password', { json: input }).json<{ message: string }>())
}

export function useSetNewPasswordMutation() {
  return useMutation<{ message: string }, NormalizedError, SetNewPasswordInput>({ mutationFn: setNewPassword })
}
