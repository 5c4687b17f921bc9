import { AsyncLocalStorage } from 'node:async_hooks'

const background = new AsyncLocalStorage<true>()

/**
 * Runs `work` as background work (the task queue's loop and everything it starts): on the
 * embedded database it waits for its turn behind the requests.
 */
export function runAsBackground<T>(work: () => T): T {
  return background.run(true, work)
}

export function isBackgroundWork(): boolean {
  return background.getStore() === true
}

/**
 * Turns at the embedded database, which has one connection and runs on the event loop: one
 * statement or transaction at a time, requests before background work.
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
  readonly #requests: (() => void)[] = []
  readonly #background: (() => void)[] = []

  async take<T>(work: () => Promise<T>): Promise<T> {
    await this.#enter()
    try {
      return await work()
    } finally {
      this.#leave()
    }
  }

  #enter(): Promise<void> {
    const background = isBackgroundWork()
    if (!this.#busy && !background) {
      this.#busy = true
      return Promise.resolve()
    }
    return new Promise((resolve) => {
      ;(background ? this.#background : this.#requests).push(resolve)
      if (!this.#busy) {
        this.#busy = true
        this.#handOver()
      }
    })
  }

  #leave(): void {
    if (this.#requests.length === 0 && this.#background.length === 0) this.#busy = false
    else this.#handOver()
  }

  #handOver(): void {
    setImmediate(() => {
      const next = this.#requests.shift() ?? this.#background.shift()
      if (next) next()
      else this.#busy = false
    })
  }
}
