import type { Clock } from './clock'

export interface RateLimitRule {
  /** Attempts allowed per window. */
  limit: number
  windowMs: number
}

interface Window {
  count: number
  resetsAt: number
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Fixed-window counters in memory (one server process). Keys name what is limited, e.g.
 * `login:address:10.0.0.1` or `login:account:dana@acme.test`.
 */
export class RateLimiter {
  readonly #windows = new Map<string, Window>()

  constructor(private readonly clock: Clock) {}

  /** Counts one attempt against the key; refused once the window's limit is used up. */
  hit(key: string, rule: RateLimitRule): RateLimitVerdict {
    const now = this.clock.now().getTime()
    this.#prune(now)
    let window = this.#windows.get(key)
    if (!window || window.resetsAt <= now) {
      window = { count: 0, resetsAt: now + rule.windowMs }
      this.#windows.set(key, window)
    }
    if (window.count >= rule.limit) return { allowed: false, retryAfterSeconds: Math.ceil((window.resetsAt - now) / 1000) }
    window.count += 1
    return { allowed: true }
  }

  /** Gives an attempt back, e.g. after a successful sign-in, so only failures add up. */
  refund(key: string): void {
    const window = this.#windows.get(key)
    if (window && window.count > 0) window.count -= 1
  }

  #prune(now: number): void {
    if (this.#windows.size < 10_000) return
    for (const [key, window] of this.#windows) if (window.resetsAt <= now) this.#windows.delete(key)
  }
}
