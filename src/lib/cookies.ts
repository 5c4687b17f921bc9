/** Spec section 9: the token cookie lives 7 days, path /, SameSite Lax, Secure. */
export const TOKEN_COOKIE = 'token'
export const TOKEN_MAX_AGE_SECONDS = 604800

/*
 * The token cookie through document.cookie directly: every page's first script reads it (the
 * API client sends it), and a cookie library would add 2 kB compressed to that script.
 */

export function getToken(): string | undefined {
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=')
    if (separator === -1 || part.slice(0, separator).trim() !== TOKEN_COOKIE) continue
    try {
      const value = decodeURIComponent(part.slice(separator + 1).trim())
      return value || undefined
    } catch {
      return undefined
    }
  }
  return undefined
}

export function setToken(token: string): void {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${TOKEN_MAX_AGE_SECONDS}; SameSite=Lax; Secure`
}

export function removeToken(): void {
  document.cookie = `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; Secure`
}
