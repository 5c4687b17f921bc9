import ky from 'ky'
import { API_BASE_URL } from './api-base'
import { getToken } from './cookies'
import { normalizeError } from './errors'

export { API_BASE_URL }

/**
 * The one HTTP client. No timeout and no retry (spec section 7); every failure is rethrown as
 * the normalised error so callers and components see one shape.
 */
export const api = ky.create({
  prefixUrl: API_BASE_URL,
  timeout: false,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = getToken()
        if (token) request.headers.set('Authorization', `Bearer ${token}`)
      },
    ],
  },
})

/** Runs a call and converts any failure into the normalised error. */
export async function request<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw await normalizeError(error)
  }
}
