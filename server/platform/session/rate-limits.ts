import type { Context } from 'hono'
import { clientAddress, type AppEnv } from '../../http/context'
import { tooManyRequests } from '../../http/errors'
import { HOUR_MS } from '../../lib/clock'
import type { RateLimitRule } from '../../lib/rate-limiter'

const MINUTE_MS = 60_000

/** Per client address and per account (the email given), whichever runs out first. */
export const RATE_LIMITS = {
  /** Applications through the careers site (per address, and per email given). */
  apply: {
    address: { limit: 10, windowMs: HOUR_MS },
    account: { limit: 5, windowMs: HOUR_MS },
    message: 'Too many applications sent',
  },
  login: {
    address: { limit: 20, windowMs: 15 * MINUTE_MS },
    account: { limit: 5, windowMs: 15 * MINUTE_MS },
    message: 'Too many sign-in attempts',
  },
  forgetPassword: {
    address: { limit: 10, windowMs: HOUR_MS },
    account: { limit: 3, windowMs: HOUR_MS },
    message: 'Too many password reset requests',
  },
  /** "My account": wrong current passwords, per signed-in user (their id) rather than per email. */
  changePassword: {
    address: { limit: 20, windowMs: 15 * MINUTE_MS },
    account: { limit: 5, windowMs: 15 * MINUTE_MS },
    message: 'Too many wrong passwords',
  },
} satisfies Record<string, { address: RateLimitRule; account: RateLimitRule; message: string }>

export function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60)
  return minutes <= 1 ? 'in a minute' : `in ${minutes} minutes`
}

/**
 * Counts one attempt for the caller's address and for the account; a 429 with a message once
 * either is used up. Returns `refund`, which gives the attempt back (a successful sign-in).
 */
export async function limitAttempts<E extends AppEnv>(
  c: Context<E>,
  kind: keyof typeof RATE_LIMITS,
  account: string,
): Promise<{ refund(): Promise<void> }> {
  const rules = RATE_LIMITS[kind]
  const { rateLimiter } = c.var.deps
  const keys = [`${kind}:address:${clientAddress(c)}`, `${kind}:account:${account}`] as const
  const counted: string[] = []
  const refund = async () => {
    for (const key of counted) await rateLimiter.refund(key)
  }
  for (const [index, key] of keys.entries()) {
    const verdict = await rateLimiter.hit(key, index === 0 ? rules.address : rules.account)
    if (!verdict.allowed) {
      await refund()
      throw tooManyRequests(`${rules.message}. Try again ${waitText(verdict.retryAfterSeconds)}.`, verdict.retryAfterSeconds)
    }
    counted.push(key)
  }
  return { refund }
}

