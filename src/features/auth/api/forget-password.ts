import { useMutation } from '@tanstack/react-query'
import type { ForgetPasswordInput } from '@common/session'
import { api, request } from '@/lib/api-client'
import type { NormalizedError } from '@/lib/errors'

/** The server answers the same whether or not the address has an account. */
export function forgetPassword(input: ForgetPasswordInput): Promise<{ message: string }> {
  return request(() => api.post('forget-password', { json: input }).json<{ message: string }>())
}

export function useForgetPasswordMutation() {
  return useMutation<{ message: string }, NormalizedError, ForgetPasswordInput>({ mutationFn: forgetPassword })
}
