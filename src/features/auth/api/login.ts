import type { LoginInput, SessionWithToken } from '@common/session'
import { api, request } from '@/lib/api-client'

export function login(input: LoginInput): Promise<SessionWithToken> {
  return request(() => api.post('login', { json: { ...input, email: input.email.trim() } }).json<SessionWithToken>())
}
