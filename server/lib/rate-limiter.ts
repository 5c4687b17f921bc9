import { and, eq, gt, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { rateLimits } from '../db/schema/rate-limits'
import type { Clock } from './clock'

export interface RateLimitRule {
  /** Attempts allowed per window. */
  limit: number
  windowMs: number
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Fixed-window counters in the database, shared by every API process. Keys name what is
 * limited, e.g. `login:address:10.0.0.1` or `login:account:dana@acme.test`.
 */
export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts one attempt against the key; refused once the window's limit is used up. One
   * upsert counts and reads at once, so concurrent attempts (from any process) never both
   * take the last place.
   */
  async hit(key: string, rule: RateLimitRule): Promise<RateLimitVerdict> {
    const now = this.clock.now()
    const expired = sql`${rateLimits.resetsAt} <= ${now.toISOString()}::timestamptz`
    const [window] = await this.db
      .insert(rateLimits)
      .values({ key, hits: 1, resetsAt: new Date(now.getTime() + rule.windowMs) })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
          resetsAt: sql`CASE WHEN ${expired} THEN excluded.resets_at ELSE ${rateLimits.resetsAt} END`,
        },
      })
      .returning({ hits: rateLimits.hits, resetsAt: rateLimits.resetsAt })
    if (!window) throw new Error(`Rate limit ${key} was not counted`)
    if (window.hits <= rule.limit) return { allowed: true }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetsAt.getTime() - now.getTime()) / 1000)) }
  }

  /** Gives an attempt back, e.g. after a successful sign-in, so only failures add up. */
  async refund(key: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ hits: sql`${rateLimits.hits} - 1` })
      .where(and(eq(rateLimits.key, key), gt(rateLimits.hits, 0), gt(rateLimits.resetsAt, this.clock.now())))
  }

  /** Deletes the counters whose window has passed (the server's hourly maintenance). */
  async prune(): Promise<void> {
    await this.db.delete(rateLimits).where(lte(rateLimits.resetsAt, this.clock.now()))
  }
}
