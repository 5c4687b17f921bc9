/**
 * Spec section 9: the token cookie lives 7 days, path /, SameSite Lax, Secure. Read and written
 * through `document.cookie` directly: one cookie needs no library (universal-cookie cost every
 * page's first script 2 kB gzipped).
 */
export const TOKEN_COOKIE = 'token'
export const TOKEN_MAX_AGE_SECONDS = 604800

export function getToken(): string | undefined {
  const prefix = `${TOKEN_COOKIE}=`
  const entry = document.cookie.split(/;\s*/).find((cookie) => cookie.startsWith(prefix))
  if (!entry) return undefined
  let value = entry.slice(prefix.length)
  try {
    value = decodeURIComponent(value)
  } catch {
    // A value not written by setToken is read as it is.
  }
  return value || undefined
}

export function setToken(token: string): void {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${TOKEN_MAX_AGE_SECONDS}; SameSite=Lax; Secure`
}

export function removeToken(): void {
  document.cookie = `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; Secure`
}
