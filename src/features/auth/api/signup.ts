import { useMutation } from '@tanstack/react-query'
import type { SessionWithToken, SignupInput } from '@common/session'
import { api, request } from '@/lib/api-client'
import type { NormalizedError } from '@/lib/errors'

export function signup(input: SignupInput): Promise<SessionWithToken> {
  return request(() => api.post('signup', { json: input }).json<SessionWithToken>())
}

export function useSignupMutation() {
  return useMutation<SessionWithToken, NormalizedError, SignupInput>({ mutationFn: signup })
}
