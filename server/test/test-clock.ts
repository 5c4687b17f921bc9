import type { Clock } from '../lib/clock'

/** A clock tests move by hand, e.g. past a link's expiry or a rate-limit window. */
export class TestClock implements Clock {
  #now: number

  constructor() {
    this.#now = Date.now()
  }

  now(): Date {
    return new Date(this.#now)
  }

  advance(milliseconds: number): void {
    this.#now += milliseconds
  }

  /** Back to the real time; each test starts from it. */
  reset(): void {
    this.#now = Date.now()
  }
}
