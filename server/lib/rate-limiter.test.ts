import { describe, expect, it } from 'vitest'
import { rateLimits } from '../db/schema/rate-limits'
import { useTestServer } from '../test/test-server'
import { RateLimiter } from './rate-limiter'

const server = useTestServer()
const rule = { limit: 10, windowMs: 60_000 }
const limiter = () => new RateLimiter(server.db, server.clock)

describe(`the rate limiter (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lets exactly the limit through when 50 attempts arrive at once', async () => {
    const verdicts = await Promise.all(Array.from({ length: 50 }, () => limiter().hit('concurrent', rule)))
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10)
    expect(verdicts.find((verdict) => !verdict.allowed)).toEqual({ allowed: false, retryAfterSeconds: 60 })
  })

  it('opens a new window once the old one has passed, and refunds only within it', async () => {
    const rateLimiter = limiter()
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await rateLimiter.hit('window', rule)).allowed).toBe(true)
    server.clock.advance(45_000)
    expect(await rateLimiter.hit('window', rule)).toEqual({ allowed: false, retryAfterSeconds: 15 })

    await rateLimiter.refund('window')
    await rateLimiter.refund('window')
    expect((await rateLimiter.hit('window', rule)).allowed).toBe(true)
    expect((await rateLimiter.hit('window', rule)).allowed).toBe(false)

    server.clock.advance(15_000)
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await rateLimiter.hit('window', rule)).allowed).toBe(true)
    expect((await rateLimiter.hit('window', rule)).allowed).toBe(false)
  })

  it('counts each key on its own', async () => {
    const rateLimiter = limiter()
    for (let attempt = 0; attempt < 10; attempt += 1) await rateLimiter.hit('one', rule)
    expect((await rateLimiter.hit('one', rule)).allowed).toBe(false)
    expect((await rateLimiter.hit('other', rule)).allowed).toBe(true)
  })

  it('prunes the counters whose window has passed', async () => {
    const rateLimiter = limiter()
    await rateLimiter.hit('short', { limit: 1, windowMs: 1_000 })
    await rateLimiter.hit('long', { limit: 1, windowMs: 120_000 })
    server.clock.advance(60_000)
    await rateLimiter.prune()
    const keys = (await server.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key)
    expect(keys).toContain('long')
    expect(keys).not.toContain('short')
  })
})
