import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Who waits for whom at the embedded database: requests first; then bulk requests, one of many
 * that a client sends in a row (the upload page's resumes), so that a batch of 200 files does not
 * slow every other page; then background work.
 */
type TurnClass = 'request' | 'bulk' | 'background'

const turnClass = new AsyncLocalStorage<TurnClass>()

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
 * the same reason background work never starts at once, even on a free database: a task that
 * follows another (a batch of parsed resumes, each decided in its own transaction) would run in
 * the same macrotask, and a request would wait for the whole batch.
 */
export class DatabaseTurns {
  /** A statement runs, or the next one is chosen to run. */
  #busy = false
  readonly #waiting: Record<TurnClass, (() => void)[]> = { request: [], bulk: [], background: [] }

  async take<T>(work: () => Promise<T>): Promise<T> {
    await this.#enter()
    try {
      return await work()
    } finally {
      this.#leave()
    }
  }

  #enter(): Promise<void> {
    const kind = turnClass.getStore() ?? 'request'
    if (!this.#busy && kind !== 'background') {
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
      const next = request.shift() ?? bulk.shift() ?? background.shift()
      if (next) next()
      else this.#busy = false
    })
  }
}
