import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp, registerBackgroundWork } from './app'
import { distIsStale, runBuild } from './build-check'
import { openDatabase } from './db/client'
import { parseEnv, type Env } from './env'
import { listen } from './http-server'
import { HOUR_MS, systemClock } from './lib/clock'
import { RateLimiter } from './lib/rate-limiter'
import { createLogger } from './logger'
import { createMailer } from './mail/create-mailer'
import { moveLogosIntoDatabase } from './modules/settings/logo-migration'
import { Metrics } from './platform/metrics/metrics'
import { EmbeddedBilling } from './platform/subscription/billing'
import { StripeBilling } from './platform/subscription/stripe-billing'
import { TaskQueue } from './platform/tasks/task-queue'
import { seedDemo, type DemoSignIn } from './seed/demo'
import { StaticSite } from './static/static-site'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
/** In-flight requests get this long to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000
// The embedded database has no autovacuum: the server vacuums and analyses it itself, at start
// and hourly (about 1.5 s, queries waiting, with 40,000 jobs), as a schedule one process runs.
const MAINTENANCE_INTERVAL_MS = HOUR_MS

function readEnv(): Env {
  try {
    return parseEnv()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}

function printDemoSignIn(demo: DemoSignIn, publicUrl: string): void {
  const width = Math.max(...demo.users.map((user) => user.email.length))
  console.log(
    [
      '',
      'Demo company "Acme Robotics" created. Sign in at',
      `  ${publicUrl}/login/`,
      ...demo.users.map((user) => `  ${user.email.padEnd(width)}  ${user.role}`),
      `  password (all of them): ${demo.password}`,
      '',
    ].join('\n'),
  )
}

async function main(): Promise<void> {
  const env = readEnv()
  const logger = createLogger(env.LOG_LEVEL)
  process.on('unhandledRejection', (reason) => logger.error('unhandled rejection', { error: reason }))

  // The compiled server was started by scripts/start.mjs, which built what was stale; run from
  // its sources (the full-stack suite, the benchmarks), the server builds the app itself.
  if (import.meta.url.endsWith('.ts') && (await distIsStale(ROOT))) {
    logger.info('building the app: dist/ is missing or older than its sources')
    await runBuild(ROOT)
  }

  const database = await openDatabase(env)
  await database.migrate()
  logger.info('database ready', { driver: database.driver })
  await moveLogosIntoDatabase(database.db, path.resolve(env.DATA_DIR, 'uploads'), logger)
  const clock = systemClock
  const rateLimiter = new RateLimiter(database.db, clock)
  if (env.SEED_DEMO) {
    const demo = await seedDemo(database.db, clock.now())
    if (demo) printDemoSignIn(demo, env.PUBLIC_URL)
  }
  await database.maintain()

  const mailer = createMailer(env, logger)
  const metrics = new Metrics({ db: database.db, databaseUse: () => database.use() })
  // The embedded database has this one process: every lease found at start is one it held before it stopped.
  const tasks = new TaskQueue(database.db, { clock, logger, onlyProcess: database.driver === 'pglite', onTaskFailed: (kind) => metrics.taskFailed(kind) })
  const deps = {
    db: database.db,
    logger,
    mailer,
    billing: new EmbeddedBilling(),
    ...(env.STRIPE ? { stripe: new StripeBilling(env.STRIPE, logger) } : {}),
    clock,
    rateLimiter,
    tasks,
    publicUrl: env.PUBLIC_URL,
    trustProxy: env.TRUST_PROXY,
    site: await StaticSite.load(path.join(ROOT, 'dist')),
    metrics,
    metricsToken: env.METRICS_TOKEN,
  }
  registerBackgroundWork(deps, { warm: true })
  tasks.registerSchedule('database-maintenance', MAINTENANCE_INTERVAL_MS, () => database.maintain())
  const app = createApp(deps)

  const http = await listen(app.fetch, { port: env.PORT, host: env.HOST, logger })
  logger.info('listening', { url: http.url, public_url: env.PUBLIC_URL, billing: env.STRIPE ? 'stripe' : 'embedded' })
  tasks.start()

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info('shutting down: no new connections or tasks, waiting for the requests and tasks in flight', { signal })
    // Both stop at once: the queue claims nothing more while the requests finish. A task still
    // running after the grace is taken by another process at once: stop() signs this one off.
    await Promise.all([http.close(SHUTDOWN_GRACE_MS), tasks.stop(SHUTDOWN_GRACE_MS)])
    await mailer.close?.()
    await database.close()
    logger.info('stopped')
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
