import { describe, expect, it } from 'vitest'
import { createApp } from '../../app'
import { useTestServer } from '../../test/test-server'

const server = useTestServer()

/** The server's deps with a database that answers `execute` as given. */
function appWithDatabase(execute: () => Promise<unknown>) {
  return createApp({ ...server.deps, db: { execute } } as never)
}

describe('GET health', () => {
  it('answers ok while the database answers', async () => {
    const response = await server.get('health')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ status: 'ok' })
  })

  it('answers 503 with a message when the database does not (contract section 7)', async () => {
    const response = await appWithDatabase(() => Promise.reject(new Error('connection refused'))).request('/backend/api/health')
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ message: 'The database does not answer' })
  })
})

describe('GET ready', () => {
  it('answers ok once the database answers and holds every migration', async () => {
    const response = await server.get('ready')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ status: 'ok' })
  })

  it('answers 503 with a message when the database does not answer', async () => {
    const response = await appWithDatabase(() => Promise.reject(new Error('connection refused'))).request('/backend/api/ready')
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ message: 'The database does not answer' })
  })

  it('answers 503 while the database lacks this version’s migrations', async () => {
    const older = appWithDatabase(() => Promise.resolve({ rows: [{ newest: '1700000000000' }] }))
    const response = await older.request('/backend/api/ready')
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ message: 'The database is not migrated to this version yet' })

    const empty = appWithDatabase(() => Promise.resolve({ rows: [{ newest: null }] }))
    expect((await empty.request('/backend/api/ready')).status).toBe(503)
  })
})
