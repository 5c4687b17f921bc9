import { request, type IncomingHttpHeaders } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listen, type RunningServer } from '../http-server'
import { createLogger } from '../logger'
import { TestServer } from '../test/test-server'

let server: TestServer
let http: RunningServer

beforeAll(async () => {
  server = await new TestServer().start()
  http = await listen(server.app.fetch, { port: 0, host: '127.0.0.1', logger: createLogger('silent') })
})

afterAll(async () => {
  await http.close(100)
  await server.close()
})

/** A keep-alive POST over a real socket, as a browser or proxy sends it. */
function post(path: string, body: string): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${http.url}/backend/api/${path}`,
      { method: 'POST', headers: { 'content-type': 'application/json', connection: 'keep-alive', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }))
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
}

describe('answers that close the connection', () => {
  it('say Connection: close on a 413, so the client sends its next request on a new one', async () => {
    const tooLarge = await post('login', JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(2 * 1024 * 1024) }))
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.headers.connection).toBe('close')
  })

  it('keep the connection after an answer to a small body', async () => {
    const refused = await post('login', JSON.stringify({ email: 'nobody@b.test', password: 'wrong password' }))
    expect(refused.status).toBe(401)
    expect(refused.headers.connection).toBe('keep-alive')
  })
})
