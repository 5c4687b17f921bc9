import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Who waits for whom at the embedded database: requests first; then bulk requests, one of many
 * that a client sends in a row (the upload page's resumes), so that a batch of 200 files does not
 * slow every other page; then background work.
 */
type TurnClass = 'request' | 'bulk' | 'background'

const turnClass = new AsyncLocalStorage<TurnClass>()

/** Requests count as coming in while one ended this recently. */
const REQUESTS_RECENT_MS = 1_000
/** After a background turn of d ms, with requests coming in, the next one waits this many times d: a quarter of the database. */
const BACKGROUND_PAUSE_FACTOR = 3

/**
 * Runs `work` as background work (the task queue's loop and everything it starts): on the
 * embedded database it waits for its turn behind the requests.
 */
export function runAsBackground<T>(work: () => T): T {
  return turnClass.run('background', work)
}

/** Runs `work` as a bulk request: on the embedded database it waits behind other requests. */
export function runAsBulk<T>(work: () => T): T {
  return turnClass.run('bulk', work)
}

export function isBackgroundWork(): boolean {
  return turnClass.getStore() === 'background'
}

/**
 * Turns at the embedded database, which has one connection and runs on the event loop: one
 * statement or transaction at a time, requests before bulk requests before background work.
 *
 * A turn is handed over on a macrotask (setImmediate), not a promise's microtask: a chain of
 * back-to-back statements would otherwise keep the event loop from reading the sockets, and a
 * request that arrived meanwhile would only get in line seconds later, behind every task. For
 * the same reason bulk requests and background work never start at once, even on a free
 * database: a task that follows another (a batch of parsed resumes, each decided in its own
 * transaction) would run in the same macrotask, and a request would wait for the whole batch;
 * an upload whose body has just arrived would run its transaction in the macrotask that read it,
 * before the requests read in the same turn of the event loop.
 *
 * Priority alone still lets a request wait for a whole background transaction that started just
 * before it (a parsed resume's decision: 5 to 25 ms, during which the event loop does not even read
 * the socket). So while requests are coming in, background work gets at most a quarter of the
 * database, as PostgreSQL's vacuum cost delay does: after a background turn of d ms the next waits
 * 3d, and the database is free meanwhile. On its own, background work runs flat out.
 */
export class DatabaseTurns {
  /** A statement runs, or the next one is chosen to run. */
  #busy = false
  readonly #waiting: Record<TurnClass, (() => void)[]> = { request: [], bulk: [], background: [] }
  #lastRequestEnd = Number.NEGATIVE_INFINITY
  #backgroundNotBefore = 0
  #backgroundTimer: NodeJS.Timeout | null = null

  /** Statements and transactions waiting for their turn (for the metrics). */
  get waiting(): number {
    const { request, bulk, background } = this.#waiting
    return request.length + bulk.length + background.length
  }

  /** Whether a statement or transaction holds the database now. */
  get busy(): boolean {
    return this.#busy
  }

  async take<T>(work: () => Promise<T>): Promise<T> {
    const kind = turnClass.getStore() ?? 'request'
    await this.#enter(kind)
    const started = performance.now()
    try {
      return await work()
    } finally {
      const ended = performance.now()
      if (kind !== 'background') this.#lastRequestEnd = ended
      else if (ended - this.#lastRequestEnd < REQUESTS_RECENT_MS) this.#backgroundNotBefore = ended + (ended - started) * BACKGROUND_PAUSE_FACTOR
      this.#leave()
    }
  }

  #enter(kind: TurnClass): Promise<void> {
    if (!this.#busy && kind === 'request') {
      this.#busy = true
      return Promise.resolve()
    }
    return new Promise((resolve) => {
      this.#waiting[kind].push(resolve)
      if (!this.#busy) {
        this.#busy = true
        this.#handOver()
      }
    })
  }

  #leave(): void {
    const { request, bulk, background } = this.#waiting
    if (request.length === 0 && bulk.length === 0 && background.length === 0) this.#busy = false
    else this.#handOver()
  }

  #handOver(): void {
    setImmediate(() => {
      const { request, bulk, background } = this.#waiting
      const next = request.shift() ?? bulk.shift() ?? (performance.now() >= this.#backgroundNotBefore ? background.shift() : undefined)
      if (next) {
        next()
        return
      }
      this.#busy = false
      if (background.length > 0) this.#resumeBackgroundLater()
    })
  }

  /** Background work waits out its pause with the database free; a request may take it meanwhile. */
  #resumeBackgroundLater(): void {
    if (this.#backgroundTimer) return
    this.#backgroundTimer = setTimeout(() => {
      this.#backgroundTimer = null
      if (this.#busy) return
      this.#busy = true
      this.#handOver()
    }, this.#backgroundNotBefore - performance.now())
  }
}
