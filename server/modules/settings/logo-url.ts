/** Where logos are served from, below the API base (contract section 1): public, for `<img>`. */
export const UPLOADS_URL_PATH = '/backend/api/uploads/'

export function logoUrl(key: string): string {
  return `${UPLOADS_URL_PATH}${key}`
}

/** The stored file's key behind a logo URL, or null for a URL the server did not hand out. */
export function logoKeyOf(url: string | null): string | null {
  return url?.startsWith(UPLOADS_URL_PATH) ? url.slice(UPLOADS_URL_PATH.length) : null
}
