import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { listen } from './http-server'
import { createLogger } from './logger'

const logger = createLogger('silent')

describe('listen … close', () => {
  it('finishes the requests in flight, then refuses new connections', async () => {
    let release: () => void = () => undefined
    let started: () => void = () => undefined
    const slowStarted = new Promise<void>((resolve) => (started = resolve))
    const app = new Hono()
      .get('/slow', async (c) => {
        started()
        await new Promise<void>((resolve) => (release = resolve))
        return c.text('done')
      })
      .get('/fast', (c) => c.text('ok'))
    const http = await listen(app.fetch, { port: 0, host: '127.0.0.1', logger })
    expect(await (await fetch(`${http.url}/fast`)).text()).toBe('ok')

    const inFlight = fetch(`${http.url}/slow`)
    await slowStarted
    const closed = http.close()
    await expect(fetch(`${http.url}/fast`)).rejects.toThrow()
    release()
    const response = await inFlight
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('done')
    await closed
  })

  it('cuts requests still running at the deadline', async () => {
    const app = new Hono().get('/never', () => new Promise<Response>(() => undefined))
    const http = await listen(app.fetch, { port: 0, host: '127.0.0.1', logger })
    const stuck = fetch(`${http.url}/never`).catch((error: unknown) => error)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const started = Date.now()
    await http.close(200)
    expect(Date.now() - started).toBeLessThan(2000)
    expect(await stuck).toBeInstanceOf(Error)
  })
})
