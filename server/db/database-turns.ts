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
 * request that arrived meanwhile would only get in line seconds later, behind every task.
 */
export class DatabaseTurns {
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
    if (!this.#busy) {
      this.#busy = true
      return Promise.resolve()
    }
    return new Promise((resolve) => (isBackgroundWork() ? this.#background : this.#requests).push(resolve))
  }

  #leave(): void {
    if (this.#requests.length === 0 && this.#background.length === 0) {
      this.#busy = false
      return
    }
    setImmediate(() => (this.#requests.shift() ?? this.#background.shift())?.())
  }
}
