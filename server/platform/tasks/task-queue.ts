import { randomUUID } from 'node:crypto'
import { and, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm'
import { prettifyError } from 'zod'
import type { Database } from '../../db/client'
import { runAsBackground } from '../../db/database-turns'
import { schedules, tasks, taskWorkers } from '../../db/schema/tasks'
import type { Clock } from '../../lib/clock'
import { storableText } from '../../lib/storable-text'
import { databaseErrorKind, type Logger } from '../../logger'
import type { TaskKind } from './task-kind'

export interface TaskContext {
  taskId: number
  /** 1 on the first run, 2 on the first retry… */
  attempt: number
  logger: Logger
  /** Aborted when the attempt runs past its kind's time limit: the queue has stopped waiting for it. */
  signal: AbortSignal
}

/**
 * Runs one task. It awaits I/O and does little computing itself: it runs on the API's event
 * loop. A CPU-heavy kind does that part with `runInWorkerThread()` (worker-thread.ts) and
 * stores the answer itself. A task may run again after a crash or a lapsed lease, so a handler
 * tolerates a repeat (a mail sent twice, never a charge made twice).
 */
export type TaskHandler<P> = (payload: P, context: TaskContext) => Promise<void>

/**
 * How a task ended for good: its last attempt threw (`failed`) or ran past its kind's time limit
 * (`timed_out`), or the process running its last attempt stopped (`stopped`: its lease lapsed
 * with no attempt left). `attempts` is how many were started.
 */
export interface TaskFailure {
  reason: 'failed' | 'timed_out' | 'stopped'
  attempts: number
}

export interface HandleOptions<P> {
  /**
   * Settles what the task was for once it has failed for good (an upload ends `failed` with a
   * sentence its reader understands). Called once; when it throws, the task is recorded failed
   * all the same, so a module also settles, on a schedule, work whose task is failed or gone.
   */
  gaveUp?: (payload: P, failure: TaskFailure) => Promise<void>
}

/** An attempt that ran past its time limit: a handler throws it, or the queue when it stops waiting. */
export class TaskTimedOut extends Error {
  override name = 'TaskTimedOut'
}

/**
 * An attempt that no later attempt could do better (a file the task needs is no longer stored):
 * a handler throws it, and the task fails for good at once (its `gaveUp` with reason `failed`)
 * instead of waiting through its retries.
 */
export class TaskCannotSucceed extends Error {
  override name = 'TaskCannotSucceed'
}

/** A schedule's run; `now` is the time it was claimed at. */
export type ScheduledRun = (context: { now: Date; logger: Logger }) => Promise<unknown>

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date
}

export interface ScheduleOptions {
  /** How long one run may hold the schedule before another process may take it (default 10 minutes). */
  leaseMs?: number
}

export interface TaskQueueOptions {
  clock: Clock
  logger: Logger
  /** Tasks one process runs at once (default 4). */
  concurrency?: number
  /** How often an idle loop looks for due tasks and schedules (default 1 s). */
  pollMs?: number
  /**
   * This process is the database's only one (the embedded database): every lease another queue
   * holds at its start is one a stopped process left, taken back at once rather than after a
   * missed heartbeat.
   */
  onlyProcess?: boolean
  /** Told each failed run of a task, by kind (the metrics count them). */
  onTaskFailed?: (kind: string) => void
}

interface Handler {
  kind: TaskKind<unknown>
  run: TaskHandler<unknown>
  gaveUp: HandleOptions<unknown>['gaveUp']
}

interface Schedule {
  name: string
  everyMs: number
  leaseMs: number
  run: ScheduledRun
}

interface ClaimedTask {
  id: number
  kind: string
  payload: unknown
  attempts: number
  maxAttempts: number
  lockedBy: string | null
}

const ERROR_TEXT_LIMIT = 2_000
const DEFAULT_SCHEDULE_LEASE_MS = 10 * 60_000
const DEFAULT_STOP_GRACE_MS = 10_000
/** How often a process says it is alive (`task_workers.heartbeat_at`). */
const HEARTBEAT_MS = 5_000
/** A process silent this long has stopped: its leases are taken back. Six missed heartbeats, so a busy event loop is not mistaken for a dead one. */
const STOPPED_AFTER_MS = 30_000
/** A stopped process's row is forgotten after a day. */
const FORGOTTEN_AFTER_MS = 24 * 60 * 60_000

const STOPPED_ERROR = 'The process running its last attempt stopped (its lease lapsed)'

/** An error as stored and logged: storable (a parser's message may carry U+0000) and capped. */
/** A failure as stored and logged: a database error by its kind and SQLSTATE alone, since its message holds the statement's values. */
function errorText(error: unknown): string {
  const database = error instanceof Error ? databaseErrorKind(error) : undefined
  const text = database ? `${database.name}: database error ${database.code ?? ''}`.trim() : error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  // Cut before cleaning: a cut through a surrogate pair leaves a lone half, which cleaning replaces.
  return storableText(text.slice(0, ERROR_TEXT_LIMIT))
}

/**
 * Background work in the database (server/db/schema/tasks.ts), shared by every API process:
 *
 * - `handle(kind, run)` registers the handler of a kind of task;
 * - `enqueue(tx, kind, payload)` writes a task in the caller's transaction, so a change that
 *   rolls back enqueues nothing (on PGlite, which has one connection, the global handle would
 *   wait for the open transaction forever);
 * - `registerSchedule(name, everyMs, run)` runs a job once per period in one process at a time;
 * - `start()` runs the loop that claims due tasks and schedules with a lease, `stop()` ends it
 *   after the work in flight, `drain()` runs every due task now (tests, and nothing else).
 *
 * Nothing a task does can jam it: each attempt is counted when claimed and bounded by its kind's
 * time limit, its failure is stored cleaned and capped, a task found with no attempt left is
 * failed rather than run, and the leases of a process that stopped beating are taken back.
 * Claims go round-robin over the tasks' fairness keys (companies), oldest first within each.
 */
export class TaskQueue {
  readonly #handlers = new Map<string, Handler>()
  readonly #schedules = new Map<string, Schedule>()
  readonly #schedulesStored = new Set<string>()
  readonly #running = new Set<Promise<void>>()
  readonly #scheduleRuns = new Set<Promise<void>>()
  /** The lease tokens of this process's schedule runs in flight, handed back by stop(). */
  readonly #scheduleLeases = new Set<string>()
  readonly #clock: Clock
  readonly #logger: Logger
  readonly #concurrency: number
  readonly #pollMs: number
  #loop: Promise<void> | undefined
  #stopping = false
  #wake: (() => void) | undefined
  #lastScheduleCheck = Number.NEGATIVE_INFINITY
  #loopFailing = false
  /** This process's row in `task_workers`, named on each lease it holds. */
  readonly #workerId = randomUUID()
  readonly #onlyProcess: boolean
  readonly #onTaskFailed: ((kind: string) => void) | undefined
  #lastHeartbeat = Number.NEGATIVE_INFINITY
  #leasesTakenBackAtStart = false

  constructor(
    private readonly db: Database,
    options: TaskQueueOptions,
  ) {
    this.#clock = options.clock
    this.#logger = options.logger
    this.#concurrency = options.concurrency ?? 4
    this.#pollMs = options.pollMs ?? 1_000
    this.#onlyProcess = options.onlyProcess ?? false
    this.#onTaskFailed = options.onTaskFailed
  }

  handle<P>(kind: TaskKind<P>, run: TaskHandler<P>, options: HandleOptions<P> = {}): void {
    if (this.#handlers.has(kind.name)) throw new Error(`Task kind ${kind.name} already has a handler`)
    this.#handlers.set(kind.name, {
      kind: kind as TaskKind<unknown>,
      run: run as TaskHandler<unknown>,
      gaveUp: options.gaveUp as HandleOptions<unknown>['gaveUp'],
    })
  }

  /**
   * Writes a task through `db`: pass the transaction that makes the change the task follows
   * from. The payload is checked against the kind's schema here, so a wrong one fails the
   * caller, not the worker. Answers the task's id.
   */
  async enqueue<P>(db: Database, kind: TaskKind<P>, payload: P, options: EnqueueOptions = {}): Promise<number> {
    const checked = kind.payload.parse(payload)
    const [task] = await db
      .insert(tasks)
      .values({
        kind: kind.name,
        payload: checked,
        fairnessKey: kind.fairnessKey(checked),
        runAt: options.runAt ?? this.#clock.now(),
        maxAttempts: kind.maxAttempts,
      })
      .returning({ id: tasks.id })
    if (!task) throw new Error(`The ${kind.name} task was not stored`)
    // A look soon after: on PGlite it waits for the caller's transaction and finds the task;
    // on PostgreSQL it may run before the commit, and the next poll finds it.
    setImmediate(() => this.#wake?.())
    return task.id
  }

  /** Writes many tasks of one kind in one statement (a bulk action's mails), as `enqueue` writes one. */
  async enqueueMany<P>(db: Database, kind: TaskKind<P>, items: readonly { payload: P; runAt?: Date }[]): Promise<void> {
    if (items.length === 0) return
    const now = this.#clock.now()
    await db.insert(tasks).values(
      items.map((item) => {
        const checked = kind.payload.parse(item.payload)
        return { kind: kind.name, payload: checked, fairnessKey: kind.fairnessKey(checked), runAt: item.runAt ?? now, maxAttempts: kind.maxAttempts }
      }),
    )
    setImmediate(() => this.#wake?.())
  }

  /**
   * A job run every `everyMs` by one process at a time, whichever claims it first once it is
   * due (first on the first start after it is registered). A run that fails is logged and
   * waits for the next period.
   */
  registerSchedule(name: string, everyMs: number, run: ScheduledRun, options: ScheduleOptions = {}): void {
    if (this.#schedules.has(name)) throw new Error(`Schedule ${name} is already registered`)
    this.#schedules.set(name, { name, everyMs, leaseMs: options.leaseMs ?? DEFAULT_SCHEDULE_LEASE_MS, run })
  }

  start(): void {
    if (this.#loop) throw new Error('The task queue is already running')
    this.#stopping = false
    // Everything the loop starts (claims, tasks, schedules) waits behind requests on the embedded database.
    this.#loop = runAsBackground(() => this.#runLoop())
  }

  /**
   * Stops claiming and waits for the work in flight, at most `graceMs`: what is still running
   * then has its lease handed back, so another process runs it again at once.
   */
  async stop(graceMs = DEFAULT_STOP_GRACE_MS): Promise<void> {
    this.#stopping = true
    this.#wake?.()
    await this.#loop
    this.#loop = undefined
    let timer: NodeJS.Timeout | undefined
    const finished = Promise.all([...this.#running, ...this.#scheduleRuns]).then(() => true)
    const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)))
    const done = await Promise.race([finished, timedOut])
    clearTimeout(timer)
    if (!done) this.#logger.warn('stopped with background work in flight; its lease is taken back by the next process', { tasks: this.#running.size })
    // A schedule lease names no worker: it is handed back here, still due, so the next claim anywhere runs it.
    if (this.#scheduleLeases.size > 0) {
      await this.db
        .update(schedules)
        .set({ lockedUntil: null, lockedBy: null })
        .where(inArray(schedules.lockedBy, [...this.#scheduleLeases]))
        .catch((error: unknown) => this.#logger.warn('could not hand back the schedules in flight', { error }))
    }
    // Without its row, whatever this process still holds counts as a stopped process's lease.
    await this.db
      .delete(taskWorkers)
      .where(eq(taskWorkers.id, this.#workerId))
      .catch((error: unknown) => this.#logger.warn('could not sign the task queue off', { error }))
  }

  /** Runs every task due now, and those they enqueue, until none is left. */
  async drain(): Promise<void> {
    for (;;) {
      await Promise.all(this.#running)
      await this.#heartbeat()
      const claimed = await this.#claim(this.#concurrency)
      if (claimed.length === 0) return
      await Promise.all(claimed.map((task) => this.#execute(task)))
    }
  }

  /** Claims and runs the schedules that are due; answers the names it ran. */
  async runDueSchedules(): Promise<string[]> {
    if (this.#schedules.size === 0) return []
    const now = this.#clock.now()
    await this.#storeSchedules(now)
    const token = randomUUID()
    const claimed = await this.db
      .update(schedules)
      .set({ lockedBy: token, lockedUntil: this.#scheduleLeaseEnd(now) })
      .where(and(inArray(schedules.name, [...this.#schedules.keys()]), lte(schedules.nextRunAt, now), or(isNull(schedules.lockedUntil), lte(schedules.lockedUntil, now))))
      .returning({ name: schedules.name, nextRunAt: schedules.nextRunAt })
    if (claimed.length === 0) return []
    this.#scheduleLeases.add(token)
    try {
      await Promise.all(claimed.map((row) => this.#runSchedule(row.name, row.nextRunAt, now, token)))
    } finally {
      this.#scheduleLeases.delete(token)
    }
    return claimed.map((row) => row.name)
  }

  /** Deletes tasks that failed for good before `before` (the hourly maintenance). */
  async pruneFailed(before: Date): Promise<void> {
    await this.db.delete(tasks).where(and(eq(tasks.status, 'failed'), lt(tasks.createdAt, before)))
  }

  async #runLoop(): Promise<void> {
    while (!this.#stopping) {
      const free = this.#concurrency - this.#running.size
      let claimed = 0
      try {
        await this.#heartbeat()
        if (Date.now() - this.#lastScheduleCheck >= this.#pollMs) {
          this.#lastScheduleCheck = Date.now()
          this.#track(
            this.#scheduleRuns,
            this.runDueSchedules().then(() => undefined),
          )
        }
        if (free > 0) {
          const due = await this.#claim(free)
          claimed = due.length
          for (const task of due) this.#track(this.#running, this.#execute(task))
        }
        if (this.#loopFailing) this.#logger.info('background work resumed')
        this.#loopFailing = false
      } catch (error) {
        // The database is unreachable or restarting: say so once, keep polling.
        if (!this.#loopFailing) this.#logger.error('claiming background work failed', { error })
        this.#loopFailing = true
      }
      // A full claim may have left more due; otherwise wait for a poll, a free slot or an enqueue.
      if (claimed === 0 || claimed < free) await this.#sleep()
    }
  }

  #track(set: Set<Promise<void>>, work: Promise<void>): void {
    const tracked: Promise<void> = work
      .catch((error: unknown) => this.#logger.error('background work failed', { error }))
      .finally(() => {
        set.delete(tracked)
        this.#wake?.()
      })
    set.add(tracked)
  }

  #sleep(): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer)
        if (this.#wake === wake) this.#wake = undefined
        resolve()
      }
      const timer = setTimeout(wake, this.#pollMs)
      timer.unref()
      this.#wake = wake
    })
  }

  /**
   * Says this process is alive, every HEARTBEAT_MS by the queue's clock, and takes back the
   * leases of processes that stopped saying so (all but its own at its first beat when it is the
   * database's only process). A lease taken back keeps its counted attempt.
   */
  async #heartbeat(): Promise<void> {
    const now = this.#clock.now()
    const since = now.getTime() - this.#lastHeartbeat
    // A clock set back beats at once rather than after the time it went back.
    if (since >= 0 && since < HEARTBEAT_MS) return
    await this.db
      .insert(taskWorkers)
      .values({ id: this.#workerId, heartbeatAt: now, startedAt: now })
      .onConflictDoUpdate({ target: taskWorkers.id, set: { heartbeatAt: now } })
    this.#lastHeartbeat = now.getTime()
    const everyOtherLease = this.#onlyProcess && !this.#leasesTakenBackAtStart
    const alive = this.db
      .select({ id: taskWorkers.id })
      .from(taskWorkers)
      .where(gt(taskWorkers.heartbeatAt, new Date(now.getTime() - STOPPED_AFTER_MS)))
    const takenBack = await this.db
      .update(tasks)
      .set({ lockedUntil: now })
      .where(
        and(
          eq(tasks.status, 'queued'),
          gt(tasks.lockedUntil, now),
          everyOtherLease
            ? or(isNull(tasks.workerId), ne(tasks.workerId, this.#workerId))
            : // A lease without a worker was taken before workers were recorded: it is left to lapse.
              and(isNotNull(tasks.workerId), ne(tasks.workerId, this.#workerId), notInArray(tasks.workerId, alive)),
        ),
      )
      .returning({ id: tasks.id })
    this.#leasesTakenBackAtStart = true
    if (takenBack.length > 0) this.#logger.warn('took back the leases of a stopped process', { tasks: takenBack.length })
    await this.db.delete(taskWorkers).where(lt(taskWorkers.heartbeatAt, new Date(now.getTime() - FORGOTTEN_AFTER_MS)))
  }

  /**
   * Claims up to `limit` due tasks, round-robin over their fairness keys: each key's tasks take
   * turns in the order they were due, and the tasks it has in flight hold its first turns, so a
   * company with one new task goes before the 200th of another's batch. A task with no attempt
   * left is claimed too, to be failed (#execute).
   *
   * Cheap however long the queue: the keys are found one index probe each (a loose index scan),
   * and only each key's first `limit` waiting tasks are read, with its count of leases.
   */
  async #claim(limit: number): Promise<ClaimedTask[]> {
    const kinds = [...this.#handlers.values()].map((handler) => handler.kind)
    if (kinds.length === 0 || limit <= 0) return []
    const now = sql`${this.#clock.now().toISOString()}::timestamptz`
    const kindNames = sql.join(
      kinds.map((kind) => sql`${kind.name}`),
      sql`, `,
    )
    // Each kind's own lease.
    const leaseEnd = sql`CASE tasks.kind ${sql.join(
      kinds.map((kind) => sql`WHEN ${kind.name} THEN ${now} + ${`${kind.leaseMs} milliseconds`}::interval`),
      sql` `,
    )} END`
    const free = sql`tasks.status = 'queued' AND tasks.kind IN (${kindNames}) AND tasks.run_at <= ${now} AND (tasks.locked_until IS NULL OR tasks.locked_until <= ${now})`
    const claimed = await this.db.execute(sql`
      WITH RECURSIVE keys(key) AS (
        (SELECT fairness_key FROM tasks WHERE status = 'queued' ORDER BY fairness_key LIMIT 1)
        UNION ALL
        SELECT (SELECT fairness_key FROM tasks WHERE status = 'queued' AND fairness_key > keys.key ORDER BY fairness_key LIMIT 1)
        FROM keys WHERE keys.key IS NOT NULL
      ),
      line AS (
        SELECT waiting.id, waiting.run_at, leased.count + row_number() OVER (PARTITION BY keys.key ORDER BY waiting.run_at, waiting.id) AS turn
        FROM keys
        CROSS JOIN LATERAL (
          SELECT count(*) AS count FROM tasks WHERE status = 'queued' AND fairness_key = keys.key AND locked_until > ${now}
        ) leased
        CROSS JOIN LATERAL (
          SELECT tasks.id, tasks.run_at FROM tasks WHERE tasks.fairness_key = keys.key AND ${free}
          ORDER BY tasks.run_at, tasks.id LIMIT ${limit}
        ) waiting
        WHERE keys.key IS NOT NULL
      ),
      ahead AS (
        -- Cut before the join, so it probes the key rather than hashing the table; the spare rows stand in for those another claim holds.
        SELECT * FROM line ORDER BY turn, run_at, id LIMIT ${limit * 4}
      ),
      due AS (
        SELECT tasks.id FROM ahead JOIN tasks ON tasks.id = ahead.id
        WHERE ${free}
        ORDER BY ahead.turn, ahead.run_at, tasks.id
        LIMIT ${limit}
        FOR UPDATE OF tasks SKIP LOCKED
      )
      UPDATE tasks
      SET locked_until = ${leaseEnd}, locked_by = ${randomUUID()}, worker_id = ${this.#workerId}, attempts = tasks.attempts + 1
      FROM due WHERE tasks.id = due.id
      RETURNING tasks.id, tasks.kind, tasks.payload, tasks.attempts, tasks.max_attempts, tasks.locked_by
    `)
    // Both drivers (node-postgres, PGlite) answer a raw statement's rows as `rows`.
    const { rows } = claimed as unknown as { rows: { id: number | string; kind: string; payload: unknown; attempts: number; max_attempts: number; locked_by: string }[] }
    return rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      payload: row.payload,
      attempts: row.attempts,
      maxAttempts: row.max_attempts,
      lockedBy: row.locked_by,
    }))
  }

  /** Runs a claimed task and records how it went; never throws. */
  async #execute(task: ClaimedTask): Promise<void> {
    const handler = this.#handlers.get(task.kind)
    if (!handler) return
    const ours = and(eq(tasks.id, task.id), eq(tasks.lockedBy, task.lockedBy ?? ''))
    try {
      const payload = handler.kind.payload.safeParse(task.payload)
      if (!payload.success) {
        await this.#recordFailedForGood(task, `Invalid payload: ${prettifyError(payload.error)}`)
        return
      }
      // Its last attempt's process stopped mid-run (the file it read may be what stopped it): never again.
      if (task.attempts > task.maxAttempts) {
        this.#onTaskFailed?.(task.kind)
        await this.#giveUp(task, handler, payload.data, { reason: 'stopped', attempts: task.maxAttempts }, STOPPED_ERROR)
        return
      }
      try {
        await this.#attempt(task, handler, payload.data)
      } catch (error) {
        const lastError = errorText(error)
        this.#onTaskFailed?.(task.kind)
        this.#logger.warn('task failed', { kind: task.kind, task_id: task.id, attempt: task.attempts, error: lastError })
        if (task.attempts >= task.maxAttempts || error instanceof TaskCannotSucceed) {
          const reason = error instanceof TaskTimedOut ? 'timed_out' : 'failed'
          await this.#giveUp(task, handler, payload.data, { reason, attempts: task.attempts }, lastError)
        } else {
          await this.db
            .update(tasks)
            .set({
              lockedUntil: null,
              lockedBy: null,
              workerId: null,
              lastError,
              runAt: new Date(this.#clock.now().getTime() + handler.kind.backoffMs(task.attempts)),
            })
            .where(ours)
        }
        return
      }
      // Only while the claim is ours: after a lapsed lease, the process that took it over finishes it.
      await this.db.delete(tasks).where(ours)
    } catch (error) {
      this.#logger.error('recording a task’s outcome failed; it runs again when its lease lapses', { kind: task.kind, task_id: task.id, error: errorText(error) })
    }
  }

  /** One attempt, bounded by its kind's time limit: past it the queue stops waiting and aborts the context's signal. */
  async #attempt(task: ClaimedTask, handler: Handler, payload: unknown): Promise<void> {
    const controller = new AbortController()
    let timer: NodeJS.Timeout | undefined
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const error = new TaskTimedOut(`The ${task.kind} task ran past its time limit of ${handler.kind.timeoutMs} ms`)
        controller.abort(error)
        reject(error)
      }, handler.kind.timeoutMs)
    })
    try {
      await Promise.race([handler.run(payload, { taskId: task.id, attempt: task.attempts, logger: this.#logger, signal: controller.signal }), timedOut])
    } finally {
      clearTimeout(timer)
    }
  }

  /** Lets the handler settle what the task was for, then records the task `failed`, even when that throws. */
  async #giveUp(task: ClaimedTask, handler: Handler, payload: unknown, failure: TaskFailure, lastError: string): Promise<void> {
    try {
      await handler.gaveUp?.(payload, failure)
    } catch (error) {
      this.#logger.error('settling a task that failed for good failed', { kind: task.kind, task_id: task.id, error: errorText(error) })
    }
    await this.#recordFailedForGood(task, lastError)
  }

  async #recordFailedForGood(task: ClaimedTask, lastError: string): Promise<void> {
    await this.db
      .update(tasks)
      .set({ status: 'failed', lockedUntil: null, lockedBy: null, workerId: null, lastError, attempts: Math.min(task.attempts, task.maxAttempts) })
      .where(and(eq(tasks.id, task.id), eq(tasks.lockedBy, task.lockedBy ?? '')))
    this.#logger.error('task failed for good', { kind: task.kind, task_id: task.id, attempts: task.attempts, last_error: lastError })
  }

  async #storeSchedules(now: Date): Promise<void> {
    const unstored = [...this.#schedules.values()].filter((schedule) => !this.#schedulesStored.has(schedule.name))
    if (unstored.length === 0) return
    await this.db
      .insert(schedules)
      .values(unstored.map((schedule) => ({ name: schedule.name, everyMs: schedule.everyMs, nextRunAt: now })))
      .onConflictDoUpdate({ target: schedules.name, set: { everyMs: sql`excluded.every_ms` } })
    for (const schedule of unstored) this.#schedulesStored.add(schedule.name)
  }

  #scheduleLeaseEnd(now: Date) {
    const cases = [...this.#schedules.values()].map((schedule) => sql`WHEN ${schedule.name} THEN ${new Date(now.getTime() + schedule.leaseMs).toISOString()}::timestamptz`)
    return sql`CASE ${schedules.name} ${sql.join(cases, sql` `)} END`
  }

  async #runSchedule(name: string, dueAt: Date, now: Date, token: string): Promise<void> {
    const schedule = this.#schedules.get(name)
    if (!schedule) return
    let lastError: string | null = null
    try {
      await schedule.run({ now, logger: this.#logger })
    } catch (error) {
      lastError = errorText(error)
      this.#logger.error('scheduled job failed', { schedule: name, error })
    }
    // The first period boundary after now, keeping the schedule's phase: a process that was
    // down for a day runs it once, not once per missed period.
    const missed = Math.floor((now.getTime() - dueAt.getTime()) / schedule.everyMs) + 1
    await this.db
      .update(schedules)
      .set({ nextRunAt: new Date(dueAt.getTime() + missed * schedule.everyMs), lastRunAt: now, lastError, lockedUntil: null, lockedBy: null })
      .where(and(eq(schedules.name, name), eq(schedules.lockedBy, token)))
  }
}
