import { createApp, registerBackgroundWork } from '../../server/app'
import type { DatabaseHandle } from '../../server/db/client'
import { systemClock } from '../../server/lib/clock'
import { RateLimiter } from '../../server/lib/rate-limiter'
import { createLogger } from '../../server/logger'
import { EmbeddedBilling } from '../../server/platform/subscription/billing'
import { TaskQueue } from '../../server/platform/tasks/task-queue'
import { MemoryMailer } from '../../server/test/memory-mailer'

/**
 * The app on `handle`'s database in the bench's own process, asked with `app.request()`: what a
 * request costs in the server's code and the database, without a socket or another process's
 * turns. Silent, mails kept in memory, billing embedded; its background work registered, never started.
 */
export function benchApp(handle: DatabaseHandle) {
  const logger = createLogger('silent')
  const deps = {
    db: handle.db,
    logger,
    mailer: new MemoryMailer(),
    billing: new EmbeddedBilling(),
    clock: systemClock,
    rateLimiter: new RateLimiter(handle.db, systemClock),
    tasks: new TaskQueue(handle.db, { clock: systemClock, logger }),
    publicUrl: 'http://bench.test',
    trustProxy: false,
  }
  registerBackgroundWork(deps)
  return createApp(deps)
}
