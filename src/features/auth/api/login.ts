import { useMutation } from '@tanstack/react-query'
import type { LoginInput, SessionWithToken } from '@common/session'
import { api, request } from '@/lib/api-client'
import type { NormalizedError } from '@/lib/errors'

export function login(input: LoginInput): Promise<SessionWithToken> {
  return request(() => api.post('login', { json: { ...input, email: input.email.trim() } }).json<SessionWithToken>())
}

export function useLoginMutation() {
  return useMutation<SessionWithToken, NormalizedError, LoginInput>({ mutationFn: login })
}
