import type { Clock } from '../lib/clock'

/** A clock tests move by hand, e.g. past a link's expiry or a rate-limit window. */
export class TestClock implements Clock {
  #now: number

  constructor(start = new Date()) {
    this.#now = start.getTime()
  }

  now(): Date {
    return new Date(this.#now)
  }

  advance(milliseconds: number): void {
    this.#now += milliseconds
  }
}
