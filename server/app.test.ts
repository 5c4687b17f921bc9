import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createApp } from './app'
import { createLogger } from './logger'
import { createAccount, TEST_PASSWORD } from './test/factories'
import { useTestServer } from './test/test-server'

const server = useTestServer()

describe('every API answer', () => {
  it('carries the security headers, a request id and no caching', async () => {
    const response = await server.fetch('/backend/api/health')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toMatch(/script-src 'self'(;|$)/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('keeps a sane X-Request-Id from the caller', async () => {
    const response = await server.fetch('/backend/api/health', { headers: { 'x-request-id': 'trace-1234abcd' } })
    expect(response.headers.get('x-request-id')).toBe('trace-1234abcd')
  })

  it('has the headers on errors too', async () => {
    const response = await server.fetch('/backend/api/user')
    expect(response.status).toBe(401)
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })
})

describe('errors', () => {
  it('answers an unknown endpoint with a JSON 404', async () => {
    const response = await server.get('no-such-thing')
    expect(response.status).toBe(404)
    expect(response.body).toEqual({ message: 'There is no GET no-such-thing endpoint' })
  })

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await server.post('login', '{"email": ')
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(/JSON/)
  })

  it('answers a body over the limit with 413', async () => {
    const response = await server.post('login', { email: 'a@b.test', password: 'x'.repeat(300_000) })
    expect(response.status).toBe(413)
    expect(response.body).toEqual({ message: 'The request body is too large' })
  })
})

describe('logs', () => {
  it('have one JSON line per request with its id, and never a password or token', async () => {
    const lines: string[] = []
    const logger = createLogger('debug', (line) => lines.push(line))
    const app = createApp({ ...server.deps, logger })
    const { user, token } = await createAccount(server.db)
    const login = await app.request('/backend/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    })
    const { token: newToken } = (await login.json()) as { token: string }
    await app.request('/backend/api/user', { headers: { authorization: `Bearer ${token}` } })
    await app.request('/set-new-password/?token=secret-reset-token')

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(entries).toContainEqual(expect.objectContaining({ level: 'info', msg: 'request', method: 'POST', path: '/backend/api/login', status: 200 }))
    expect(entries.every((entry) => typeof entry.request_id === 'string')).toBe(true)
    const all = lines.join('\n')
    for (const secret of [TEST_PASSWORD, token, newToken, 'secret-reset-token']) expect(all).not.toContain(secret)
  })

  it('say of a 500 from the database only the request id, the route and the error’s kind, never the values sent', async () => {
    const lines: string[] = []
    const app = createApp({ ...server.deps, logger: createLogger('info', (line) => lines.push(line)) })
    const email = `refused-${process.pid}@example.test`
    const password = 'a password nobody logs'
    // A constraint the sign-up's insert breaks: a database failure no handler expects.
    await server.db.execute(sql.raw(`ALTER TABLE users ADD CONSTRAINT refused_email CHECK (email NOT LIKE 'refused-%') NOT VALID`))
    try {
      const response = await app.request('/backend/api/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'trace-signup-500' },
        body: JSON.stringify({ name: 'Dana Reyes', company_name: 'Acme Robotics', email, password }),
      })
      expect(response.status).toBe(500)
    } finally {
      await server.db.execute(sql.raw('ALTER TABLE users DROP CONSTRAINT refused_email'))
    }

    const failure = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.msg === 'unhandled error')
    expect(failure).toMatchObject({ level: 'error', request_id: 'trace-signup-500', route: 'POST /backend/api/signup', error_kind: { code: '23514' } })
    const all = lines.join('\n')
    for (const value of [email, password, '$argon2', 'Acme Robotics', 'Dana Reyes', 'insert into']) expect(all.toLowerCase()).not.toContain(value.toLowerCase())
  })
})
