import { readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, inject } from 'vitest'
import { createApp, registerBackgroundWork } from '../app'
import { PGLITE_EXTENSIONS, pgliteDatabase, postgresDatabase, type Database, type DatabaseHandle } from '../db/client'
import type { AppDeps } from '../http/context'
import { RateLimiter } from '../lib/rate-limiter'
import { createLogger, type LogLevel } from '../logger'
import { EmbeddedBilling } from '../platform/subscription/billing'
import { StripeBilling, type StripeConfig } from '../platform/subscription/stripe-billing'
import { TaskQueue } from '../platform/tasks/task-queue'
import type { StaticSite } from '../static/static-site'
import { adminQuery, databaseUrl, uniqueDatabaseName } from './databases'
import { MemoryMailer } from './memory-mailer'
import { TestClock } from './test-clock'

export const TEST_PUBLIC_URL = 'http://staffdesk.test'

export interface TestServerOptions {
  site?: StaticSite
  /** Defaults to silent; set LOG_LEVEL to watch the server's logs while debugging a test. */
  logLevel?: LogLevel
  /** As `TRUST_PROXY=1`: the app stands behind one reverse proxy, which appends to X-Forwarded-For. */
  trustProxy?: boolean
  /** Bill through Stripe (a FakeStripe's config), as with `STRIPE_SECRET_KEY`; read when the server starts. */
  stripe?: () => StripeConfig
}

export interface ApiRequestOptions {
  token?: string
  headers?: Record<string, string>
  /** The client address, for rate limits; each request gets a fresh one unless given. */
  address?: string
}

// Tests check bodies with assertions; a loose default type keeps them readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJson = any

export interface ApiResponse<T = AnyJson> {
  status: number
  headers: Headers
  /** Parsed JSON, or the text when the answer is not JSON, or null when empty. */
  body: T
}

let addressCounter = 0
function freshAddress(): string {
  addressCounter += 1
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`
}

interface TestDatabase {
  handle: DatabaseHandle
  dispose(): Promise<void>
  /** Another way in to the same database, as a second API process would open it. */
  connectAgain(): Promise<TestDatabase>
  /** Closes this way in and opens the same database again, as a restarted process would. */
  reopen(): Promise<TestDatabase>
}

/** A fresh database per test file: a copy of the migrated template (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL
  const template = inject('postgresTemplate')
  if (serverUrl && template) {
    const name = uniqueDatabaseName('staffdesk_test')
    await adminQuery(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`)
    const connect = (): TestDatabase => {
      const handle = postgresDatabase(databaseUrl(serverUrl, name), 4)
      return {
        handle,
        dispose: () => handle.close(),
        connectAgain: async () => connect(),
        reopen: async () => {
          await handle.close()
          return withDrop(connect())
        },
      }
    }
    const withDrop = (database: TestDatabase): TestDatabase => ({
      ...database,
      dispose: async () => {
        await database.dispose()
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      },
    })
    return withDrop(connect())
  }
  const pgliteTemplate = inject('pgliteTemplate')
  if (!pgliteTemplate) throw new Error('This test opens a database: name it *.test.ts, not *.unit.test.ts (the server-unit project has no database template)')
  return pgliteTestDatabase(new Blob([await readFile(pgliteTemplate)]))
}

async function pgliteTestDatabase(dataDir: Blob): Promise<TestDatabase> {
  const client = new PGlite({ loadDataDir: dataDir, extensions: PGLITE_EXTENSIONS })
  await client.waitReady
  const handle = pgliteDatabase(client)
  // PGlite lives inside one process: a second app shares the handle, which its first owner closes.
  const shared: TestDatabase = { handle, dispose: async () => {}, connectAgain: async () => shared, reopen: async () => shared }
  return {
    handle,
    dispose: () => handle.close(),
    connectAgain: async () => shared,
    // Its files survive the restart as a copy of its data directory.
    reopen: async () => {
      const files = await client.dumpDataDir('none')
      await handle.close()
      return pgliteTestDatabase(files)
    },
  }
}

/**
 * The whole app in-process on its own database, with a mail outbox, a movable clock and the
 * embedded billing (or Stripe's, with a fake Stripe). Requests go through `app.request`, no sockets.
 */
export class TestServer {
  #database?: TestDatabase
  #deps?: AppDeps
  #app?: ReturnType<typeof createApp>
  readonly mailer = new MemoryMailer()

  constructor(
    private readonly options: TestServerOptions = {},
    private readonly openDatabase: () => Promise<TestDatabase> = openTestDatabase,
    readonly clock = new TestClock(),
  ) {}

  /**
   * A second API server on this one's database, as another process behind the same load
   * balancer: its own app, rate limiter, mail outbox and (on PostgreSQL) connections; the same
   * clock, as processes share the wall clock. Start it, and close it before this one.
   */
  sibling(): TestServer {
    const connectAgain = () => {
      if (!this.#database) throw new Error('The test server has not started')
      return this.#database.connectAgain()
    }
    return new TestServer(this.options, connectAgain, this.clock)
  }

  async start(): Promise<this> {
    this.#database = await this.openDatabase()
    this.#startApp(this.#database)
    return this
  }

  #startApp(database: TestDatabase): void {
    const logger = createLogger(this.options.logLevel ?? (process.env.LOG_LEVEL as LogLevel | undefined) ?? 'silent')
    this.#deps = {
      db: database.handle.db,
      logger,
      mailer: this.mailer,
      billing: new EmbeddedBilling(),
      ...(this.options.stripe ? { stripe: new StripeBilling(this.options.stripe(), logger) } : {}),
      clock: this.clock,
      rateLimiter: new RateLimiter(database.handle.db, this.clock),
      // No loop runs: tests run the queue with settle() (and its schedules with runDueSchedules()).
      tasks: new TaskQueue(database.handle.db, { clock: this.clock, logger }),
      publicUrl: TEST_PUBLIC_URL,
      trustProxy: this.options.trustProxy ?? false,
      ...(this.options.site ? { site: this.options.site } : {}),
    }
    registerBackgroundWork(this.#deps)
    this.#app = createApp(this.#deps)
  }

  /**
   * Stops this server without running its queue and starts it again on the same database, as
   * after a deploy. The mail outbox and the clock carry over; close siblings first.
   */
  async restart(): Promise<void> {
    if (!this.#database || !this.#deps) throw new Error('The test server has not started')
    await this.#deps.tasks.stop()
    this.#database = await this.#database.reopen()
    this.#startApp(this.#database)
  }

  async close(): Promise<void> {
    await this.#deps?.tasks.stop()
    await this.#database?.dispose()
  }

  get deps(): AppDeps {
    if (!this.#deps) throw new Error('The test server has not started')
    return this.#deps
  }

  get db(): Database {
    return this.deps.db
  }

  get app(): ReturnType<typeof createApp> {
    if (!this.#app) throw new Error('The test server has not started')
    return this.#app
  }

  get driver(): DatabaseHandle['driver'] {
    return this.#database?.handle.driver ?? 'pglite'
  }

  /** A raw request to any path (static files, headers). */
  fetch(path: string, init: RequestInit = {}, address = freshAddress()): Promise<Response> {
    return Promise.resolve(this.app.request(path, init, { incoming: { socket: { remoteAddress: address } } } as never))
  }

  /** A call to the API, e.g. `api('POST', 'login', { email, password })`. */
  async api<T = AnyJson>(method: string, path: string, body?: unknown, options: ApiRequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers }
    if (body !== undefined) headers['content-type'] ??= 'application/json'
    if (options.token) headers.authorization = `Bearer ${options.token}`
    const init: RequestInit = { method, headers }
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body)
    const response = await this.fetch(`/backend/api/${path}`, init, options.address)
    const text = await response.text()
    let parsed: unknown = text || null
    if (text && response.headers.get('content-type')?.includes('json')) parsed = JSON.parse(text)
    return { status: response.status, headers: response.headers, body: parsed as T }
  }

  get<T = AnyJson>(path: string, options?: ApiRequestOptions) {
    return this.api<T>('GET', path, undefined, options)
  }

  post<T = AnyJson>(path: string, body?: unknown, options?: ApiRequestOptions) {
    return this.api<T>('POST', path, body ?? {}, options)
  }

  patch<T = AnyJson>(path: string, body?: unknown, options?: ApiRequestOptions) {
    return this.api<T>('PATCH', path, body ?? {}, options)
  }

  delete<T = AnyJson>(path: string, options?: ApiRequestOptions) {
    return this.api<T>('DELETE', path, undefined, options)
  }

  /** Runs the background tasks the requests enqueued (mail) until none is due. */
  settle(): Promise<void> {
    return this.deps.tasks.drain()
  }
}

/**
 * One server per test file: started before its tests, closed (database dropped) after. Its
 * clock goes back to the real time before each test.
 */
export function useTestServer(options?: TestServerOptions): TestServer {
  const server = new TestServer(options)
  beforeAll(() => server.start())
  beforeEach(() => server.clock.reset())
  afterAll(() => server.close())
  return server
}
