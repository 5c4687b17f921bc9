/** The company logo's limits (contract section 5), so the app can refuse a file before sending it. */

export const LOGO_MAX_BYTES = 2 * 1024 * 1024

export const LOGO_TOO_LARGE = 'The logo must be at most 2 MB'

/** What the file picker offers; the server still types the file from its bytes. */
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp,image/svg+xml'
