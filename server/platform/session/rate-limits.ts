import type { Context } from 'hono'
import { clientAddress, type AppEnv } from '../../http/context'
import { tooManyRequests } from '../../lib/errors'
import { HOUR_MS } from '../../lib/clock'
import type { RateLimitRule } from '../../lib/rate-limiter'

const MINUTE_MS = 60_000

interface AttemptLimits {
  /** Per client address (contract section 7), across accounts. */
  address?: RateLimitRule
  /** Per account from one client address. */
  accountAtAddress?: RateLimitRule
  /**
   * Per account from anywhere. Whoever knows the account can use this up from many addresses,
   * so where it stops the account's own holder (sign-ins), its window is a minute at most.
   */
  account?: RateLimitRule
  /** Per company, whoever of its users makes the attempt. */
  company?: RateLimitRule
  message: string
}

/** What each kind of attempt may do, whichever of its limits runs out first. */
export const RATE_LIMITS = {
  /** Applications through the careers site (per address, and per email given). */
  apply: {
    address: { limit: 10, windowMs: HOUR_MS },
    account: { limit: 5, windowMs: HOUR_MS },
    message: 'Too many applications sent',
  },
  /**
   * Failed sign-ins (a success gives its attempt back): wrong passwords from elsewhere hold the
   * account for at most a minute, while one address guessing at it waits 15.
   */
  login: {
    address: { limit: 20, windowMs: 15 * MINUTE_MS },
    accountAtAddress: { limit: 5, windowMs: 15 * MINUTE_MS },
    account: { limit: 10, windowMs: MINUTE_MS },
    message: 'Too many sign-in attempts',
  },
  /** New companies, counted before the password is hashed (contract section 2). */
  signup: {
    address: { limit: 10, windowMs: HOUR_MS },
    message: 'Too many accounts created',
  },
  forgetPassword: {
    address: { limit: 10, windowMs: HOUR_MS },
    account: { limit: 3, windowMs: HOUR_MS },
    message: 'Too many password reset requests',
  },
  /** Tokens tried on the set-password page, counted before the new password is hashed. */
  setNewPassword: {
    address: { limit: 20, windowMs: HOUR_MS },
    message: 'Too many attempts to set a password',
  },
  /** "My account": wrong current passwords, per signed-in user (their id) rather than per email. */
  changePassword: {
    address: { limit: 20, windowMs: 15 * MINUTE_MS },
    account: { limit: 5, windowMs: 15 * MINUTE_MS },
    message: 'Too many wrong passwords',
  },
  /**
   * Invitations (each a mail to an address the inviter chooses), per inviting user, and per
   * company: a company's many inviters together cannot turn it into a mailer either.
   */
  invite: {
    account: { limit: 50, windowMs: HOUR_MS },
    company: { limit: 100, windowMs: HOUR_MS },
    message: 'Too many invitations sent',
  },
  /** A candidate's self-scheduling page (contract 16), per client address and per link (its token's hash). */
  schedulingView: {
    address: { limit: 120, windowMs: HOUR_MS },
    account: { limit: 60, windowMs: HOUR_MS },
    message: 'Too many requests for this scheduling page',
  },
  /** Booking attempts through a self-scheduling link: a link books once, so a few tries are plenty. */
  schedulingBook: {
    address: { limit: 20, windowMs: HOUR_MS },
    account: { limit: 10, windowMs: HOUR_MS },
    message: 'Too many booking attempts',
  },
} satisfies Record<string, AttemptLimits>

export function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60)
  return minutes <= 1 ? 'in a minute' : `in ${minutes} minutes`
}

/**
 * Counts one attempt against each of the kind's limits (the caller's address, the account from
 * that address, the account, the company); a 429 with a message and Retry-After once any is used
 * up, and then the others are given back. `account` names what the attempt is for (the email
 * given, a user's id), `companyId` the signed-in caller's company. Returns `refund`, which gives
 * the attempt back (a successful sign-in).
 */
export async function limitAttempts<E extends AppEnv>(
  c: Context<E>,
  kind: keyof typeof RATE_LIMITS,
  account = '',
  companyId?: number,
): Promise<{ refund(): Promise<void> }> {
  const limits: AttemptLimits = RATE_LIMITS[kind]
  const { rateLimiter } = c.var.deps
  const address = clientAddress(c)
  const keys: [string, RateLimitRule | undefined][] = [
    [`${kind}:address:${address}`, limits.address],
    [`${kind}:account-address:${account}:${address}`, limits.accountAtAddress],
    [`${kind}:account:${account}`, limits.account],
    [`${kind}:company:${companyId ?? ''}`, limits.company],
  ]
  const counted: string[] = []
  const refund = async () => {
    for (const key of counted) await rateLimiter.refund(key)
  }
  for (const [key, rule] of keys) {
    if (!rule) continue
    if (rule === limits.company && companyId === undefined) throw new Error(`The ${kind} limit counts per company: pass the caller's company`)
    const verdict = await rateLimiter.hit(key, rule)
    if (!verdict.allowed) {
      await refund()
      throw tooManyRequests(`${limits.message}. Try again ${waitText(verdict.retryAfterSeconds)}.`, verdict.retryAfterSeconds)
    }
    counted.push(key)
  }
  return { refund }
}
