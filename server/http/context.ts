import type { HttpBindings } from '@hono/node-server'
import type { Context } from 'hono'
import type { Database } from '../db/client'
import type { CompanyScope } from '../db/company-scope'
import type { Clock } from '../lib/clock'
import type { RateLimiter } from '../lib/rate-limiter'
import type { Logger } from '../logger'
import type { Mailer } from '../mail/mailer'
import type { Metrics } from '../platform/metrics/metrics'
import type { AuthSession } from '../platform/session/auth-session'
import type { BillingProvider } from '../platform/subscription/billing'
import type { StripeBilling } from '../platform/subscription/stripe-billing'
import type { TaskQueue } from '../platform/tasks/task-queue'
import type { StaticSite } from '../static/static-site'

/** Everything the app needs from outside; main.ts builds it from the environment, tests from fakes. */
export interface AppDeps {
  db: Database
  logger: Logger
  mailer: Mailer
  billing: BillingProvider
  /** Set with `STRIPE_SECRET_KEY`: paid plans go through Stripe Checkout and its webhooks; without it `billing` activates them at once. */
  stripe?: StripeBilling
  clock: Clock
  rateLimiter: RateLimiter
  /**
   * Background work in the database: `tasks.enqueue(tx, kind, payload)`, `tasks.handle(kind,
   * run)`, `tasks.registerSchedule(name, everyMs, run)` (server/platform/tasks).
   */
  tasks: TaskQueue
  /** Origin of the links in mails, e.g. `https://staffdesk.example` (no trailing slash). */
  publicUrl: string
  /** Take the client address from the last X-Forwarded-For entry (only behind our one reverse proxy). */
  trustProxy: boolean
  /** The built app (dist/) to serve beside the API; absent, only the API answers. */
  site?: StaticSite
  /** The process's Prometheus metrics, served at GET /metrics to a caller with `metricsToken`. */
  metrics?: Metrics
  metricsToken?: string
}

export interface AppEnv {
  Bindings: Partial<HttpBindings>
  Variables: { deps: AppDeps; requestId: string }
}

/** What `requireAuth` (a signed-in or subscribed `endpoint()`) adds for the handlers after it. */
export interface AuthEnv {
  Variables: { auth: AuthSession; scope: CompanyScope }
}

/**
 * The caller's address, for rate limits (contract section 7): the socket's, or behind our one
 * proxy (`TRUST_PROXY=1`) the last X-Forwarded-For entry, which that proxy appended. The entries
 * before it are whatever the client wrote, so they never count.
 */
export function clientAddress<E extends AppEnv>(c: Context<E>): string {
  if (c.var.deps.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  return c.env?.incoming?.socket.remoteAddress ?? 'unknown'
}
