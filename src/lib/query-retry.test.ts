import { describe, expect, it } from 'vitest'
import { retryOnceUnlessRefused } from './query-retry'

const answered = (status: number | null) => ({ status, message: 'x', data: null })

describe('retryOnceUnlessRefused', () => {
  it('shows a missing, forbidden or refused record at once: the server would answer the same', () => {
    for (const status of [401, 403, 404, 409, 410, 422, 429]) expect(retryOnceUnlessRefused(0, answered(status))).toBe(false)
  })

  it('tries a network failure or a server error once more, and only once', () => {
    expect(retryOnceUnlessRefused(0, answered(null))).toBe(true)
    expect(retryOnceUnlessRefused(0, answered(503))).toBe(true)
    expect(retryOnceUnlessRefused(1, answered(503))).toBe(false)
    expect(retryOnceUnlessRefused(0, new Error('offline'))).toBe(true)
  })
})
