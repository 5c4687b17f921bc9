import Cookies from 'universal-cookie'

/** Spec section 9: the token cookie lives 7 days, path /, SameSite Lax, Secure. */
export const TOKEN_COOKIE = 'token'
export const TOKEN_MAX_AGE_SECONDS = 604800

const cookies = new Cookies(null, { path: '/' })

export function getToken(): string | undefined {
  const value: unknown = cookies.get(TOKEN_COOKIE, { doNotParse: true })
  return typeof value === 'string' && value ? value : undefined
}

export function setToken(token: string): void {
  cookies.set(TOKEN_COOKIE, token, { path: '/', maxAge: TOKEN_MAX_AGE_SECONDS, sameSite: 'lax', secure: true })
}

export function removeToken(): void {
  cookies.remove(TOKEN_COOKIE, { path: '/' })
}
