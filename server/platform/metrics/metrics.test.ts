import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createApp } from '../../app'
import { createLogger } from '../../logger'
import { useTestServer } from '../../test/test-server'
import { taskKind } from '../tasks/task-kind'
import { TaskQueue } from '../tasks/task-queue'
import { Metrics } from './metrics'

const server = useTestServer()
const TOKEN = 'metrics-token-for-tests'

/** The server's app with metrics, as main.ts wires it; the pool figures are given. */
function withMetrics({ metricsToken }: { metricsToken: string | undefined } = { metricsToken: TOKEN }) {
  const metrics = new Metrics({ db: server.db, databaseUse: () => ({ total: 4, idle: 3, waiting: 2 }) })
  const app = createApp({ ...server.deps, metrics, metricsToken })
  const request = (path: string, init: RequestInit = {}) =>
    Promise.resolve(app.request(path, init, { incoming: { socket: { remoteAddress: '10.9.9.9' } } } as never))
  const scrape = async () => {
    const response = await request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(response.status).toBe(200)
    return await response.text()
  }
  return { metrics, request, scrape }
}

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN, and refuses a caller without the token', async () => {
    const { request } = withMetrics({ metricsToken: undefined })
    expect((await request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404)

    const guarded = withMetrics()
    expect((await guarded.request('/metrics')).status).toBe(401)
    expect((await guarded.request('/metrics', { headers: { authorization: 'Bearer metrics-token-for-test' } })).status).toBe(401)
    const allowed = await guarded.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('content-type')).toContain('text/plain')
  })

  it('times requests by route pattern and status class, never by their raw path', async () => {
    const { request, scrape } = withMetrics()
    expect((await request('/backend/api/jobs/123456')).status).toBe(401)
    expect((await request('/backend/api/health')).status).toBe(200)

    const text = await scrape()
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/backend\/api\/jobs\/:id",status_class="4xx"\} 1/)
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/backend\/api\/health",status_class="2xx"\} 1/)
    expect(text).not.toContain('123456')
  })

  it('reports the task queue’s depth by kind and status, and failed runs by kind', async () => {
    const { metrics, scrape } = withMetrics()
    const kind = taskKind('metrics-test', z.object({ n: z.number() }), { maxAttempts: 1 })
    const queue = new TaskQueue(server.db, { clock: server.clock, logger: createLogger('silent'), onTaskFailed: (name) => metrics.taskFailed(name) })
    queue.handle(kind, async () => {
      throw new Error('the mail server refused it')
    })
    await server.deps.tasks.enqueue(server.db, kind, { n: 1 })
    await server.deps.tasks.enqueue(server.db, kind, { n: 2 })
    expect(await scrape()).toMatch(/staffdesk_tasks\{kind="metrics-test",status="queued"\} 2/)

    await queue.drain()
    const text = await scrape()
    expect(text).toMatch(/staffdesk_tasks\{kind="metrics-test",status="failed"\} 2/)
    expect(text).toMatch(/staffdesk_task_failures_total\{kind="metrics-test"\} 2/)
  })

  it('reports the database’s connections and the queries waiting, and the process’s own figures', async () => {
    const text = await withMetrics().scrape()
    expect(text).toMatch(/^staffdesk_db_connections 4$/m)
    expect(text).toMatch(/^staffdesk_db_connections_idle 3$/m)
    expect(text).toMatch(/^staffdesk_db_waiting 2$/m)
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m)
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m)
  })
})
