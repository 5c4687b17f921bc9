import { describe, expect, it } from 'vitest'
import { useTestServer } from '../../test/test-server'

const server = useTestServer()

describe('GET health', () => {
  it('answers ok while the database answers', async () => {
    const response = await server.get('health')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ status: 'ok' })
  })

  it('answers 503 with a message when the database does not', async () => {
    const broken = { ...server.deps, db: { execute: () => Promise.reject(new Error('connection refused')) } }
    const { createApp } = await import('../../app')
    const app = createApp(broken as never)
    const response = await app.request('/backend/api/health')
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ message: 'The database does not answer' })
  })
})
