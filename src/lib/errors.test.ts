import ky from 'ky'
import { describe, expect, it } from 'vitest'
import { fieldErrors, normalizeError } from './errors'

/** Runs a real ky call against a canned answer and returns what it threw. */
async function failureOf(answer: () => Promise<Response>): Promise<unknown> {
  try {
    await ky.get('http://api.test/user', { fetch: answer, retry: 0 }).json()
  } catch (error) {
    return error
  }
  throw new Error('the call did not fail')
}

const json = (status: number, body: unknown) => () =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))

describe('normalizeError (spec section 8)', () => {
  it('turns an HTTP failure into its status, the server message and the parsed body', async () => {
    const body = { message: 'You do not have permission' }
    expect(await normalizeError(await failureOf(json(403, body)))).toEqual({ status: 403, message: 'You do not have permission', data: body })
  })

  it("falls back to 'An error occurred' when the HTTP failure carries no message", async () => {
    expect(await normalizeError(await failureOf(json(500, { error: 'boom' })))).toEqual({
      status: 500,
      message: 'An error occurred',
      data: { error: 'boom' },
    })
    const plainText = await normalizeError(await failureOf(() => Promise.resolve(new Response('Bad gateway', { status: 502 }))))
    expect(plainText).toEqual({ status: 502, message: 'An error occurred', data: 'Bad gateway' })
    const empty = await normalizeError(await failureOf(() => Promise.resolve(new Response(null, { status: 503 }))))
    expect(empty).toEqual({ status: 503, message: 'An error occurred', data: null })
  })

  it("gives a failure without a response status null and the error's own message", async () => {
    const offline = await failureOf(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await normalizeError(offline)).toEqual({ status: null, message: 'Failed to fetch', data: null })
  })

  it("says 'Network error' when a failure without a response has no message", async () => {
    expect(await normalizeError(new Error(''))).toEqual({ status: null, message: 'Network error', data: null })
    expect(await normalizeError('something odd')).toEqual({ status: null, message: 'Network error', data: null })
  })

  it('leaves an already normalised error as it is', async () => {
    const normalized = { status: 409, message: 'Taken', data: null }
    expect(await normalizeError(normalized)).toBe(normalized)
  })
})

describe('fieldErrors', () => {
  it('takes the first message per field of a 422 answer', async () => {
    const error = await normalizeError(
      await failureOf(json(422, { message: 'Invalid', errors: { email: ['Already taken', 'Too long'], name: ['Required'] } })),
    )
    expect(fieldErrors(error)).toEqual({ email: 'Already taken', name: 'Required' })
  })

  it('takes the field a 409 names as taken', () => {
    const error = { status: 409, message: 'Taken', data: { message: 'Taken', errors: { email: ['An account with this email already exists'] } } }
    expect(fieldErrors(error)).toEqual({ email: 'An account with this email already exists' })
  })

  it('has nothing for other statuses or a 422 without field errors', () => {
    expect(fieldErrors({ status: 400, message: 'Bad', data: { errors: { email: ['x'] } } })).toEqual({})
    expect(fieldErrors({ status: 422, message: 'Invalid', data: { message: 'Invalid' } })).toEqual({})
  })
})
