import { HTTPError } from 'ky'

/** The normalised error of spec section 8: every failed call surfaces as this. */
export interface NormalizedError {
  status: number | null
  message: string
  data: unknown
}

export const DEFAULT_HTTP_ERROR_MESSAGE = 'An error occurred'
export const DEFAULT_NETWORK_ERROR_MESSAGE = 'Network error'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

export function isNormalizedError(value: unknown): value is NormalizedError {
  return isRecord(value) && 'status' in value && 'message' in value && 'data' in value && !(value instanceof Error)
}

/** Turns an HTTP status and its parsed body into the normalised error. */
export function httpError(status: number, data: unknown): NormalizedError {
  const message = isRecord(data) && typeof data.message === 'string' && data.message ? data.message : DEFAULT_HTTP_ERROR_MESSAGE
  return { status, message, data }
}

/** A failure with no response: status null, the error's own message or 'Network error'. */
export function networkError(error: unknown): NormalizedError {
  const message = error instanceof Error && error.message ? error.message : DEFAULT_NETWORK_ERROR_MESSAGE
  return { status: null, message, data: null }
}

/** A failure already normalised (a call's), as it is; anything else (an abort, a bug) as one with no answer. */
export function toNormalizedError(failure: unknown): NormalizedError {
  return isNormalizedError(failure) ? failure : networkError(failure)
}

/** A response body as the app reads it: the JSON when it parses, else the text; null when empty. */
export function responseData(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** The one error normaliser: accepts whatever a call threw. */
export async function normalizeError(error: unknown): Promise<NormalizedError> {
  if (error instanceof HTTPError) return httpError(error.response.status, responseData(await error.response.text().catch(() => '')))
  return toNormalizedError(error)
}

/**
 * Field errors (`{ errors: { field: [message] } }`), first message per field, of a 422 answer or
 * of a 409 that names the field holding the duplicate (an email or a name already taken).
 */
export function fieldErrors(error: NormalizedError): Record<string, string> {
  if ((error.status !== 422 && error.status !== 409) || !isRecord(error.data) || !isRecord(error.data.errors)) return {}
  const result: Record<string, string> = {}
  for (const [field, messages] of Object.entries(error.data.errors)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') result[field] = messages[0]
  }
  return result
}

/** What a failed call says, field by field when the server named fields (a 422): for a notice or a dialog. */
export function failureText(failure: unknown): string {
  const error = toNormalizedError(failure)
  const messages = Object.values(fieldErrors(error))
  return messages.length > 0 ? messages.join(' ') : error.message
}
