import { sql } from 'drizzle-orm'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Database, DatabaseUse } from '../../db/client'
import { tasks } from '../../db/schema/tasks'

/** Seconds; an API answer is usually a few ms, an upload or a large export up to seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export interface MetricsSources {
  db: Database
  /** Connections in use and waiting (DatabaseHandle.use). */
  databaseUse(): DatabaseUse
}

/**
 * The process's Prometheus metrics (GET /metrics), one registry per process: request durations
 * by route pattern (never the raw path, whose ids would make a series per record) and status
 * class, the task queue's depth by kind and status and its failures by kind, the database's
 * connections, and Node's own (memory, CPU, event loop lag). Depth and connections are read
 * when Prometheus scrapes, not kept up to date.
 */
export class Metrics {
  readonly registry = new Registry()
  readonly #requests: Histogram<'method' | 'route' | 'status_class'>
  readonly #taskFailures: Counter<'kind'>

  constructor(sources: MetricsSources) {
    collectDefaultMetrics({ register: this.registry })
    this.#requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern and status class',
      labelNames: ['method', 'route', 'status_class'],
      buckets: DURATION_BUCKETS,
      registers: [this.registry],
    })
    this.#taskFailures = new Counter({
      name: 'staffdesk_task_failures_total',
      help: 'Background task runs that failed (each retry counts), by kind',
      labelNames: ['kind'],
      registers: [this.registry],
    })
    new Gauge({
      name: 'staffdesk_tasks',
      help: 'Background tasks in the queue, by kind and status (queued: waiting or due, running: leased, failed: out of attempts)',
      labelNames: ['kind', 'status'],
      registers: [this.registry],
      async collect() {
        const rows = await sources.db
          .select({
            kind: tasks.kind,
            status: sql<string>`case when ${tasks.status} = 'queued' and ${tasks.lockedUntil} > now() then 'running' else ${tasks.status} end`,
            count: sql<number>`count(*)::int`,
          })
          .from(tasks)
          .groupBy(sql`1, 2`)
        this.reset()
        for (const row of rows) this.set({ kind: row.kind, status: row.status }, row.count)
      },
    })
    const connections = (name: string, help: string, read: (use: DatabaseUse) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(read(sources.databaseUse()))
        },
      })
    connections('staffdesk_db_connections', 'Database connections open (the embedded database: 1)', (use) => use.total)
    connections('staffdesk_db_connections_idle', 'Database connections open and idle', (use) => use.idle)
    connections(
      'staffdesk_db_waiting',
      'Queries waiting for a connection (PostgreSQL) or for their turn on the embedded database',
      (use) => use.waiting,
    )
  }

  /** One answered request; `route` is its pattern, e.g. `/backend/api/jobs/:id`. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.#requests.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds)
  }

  taskFailed(kind: string): void {
    this.#taskFailures.inc({ kind })
  }
}
