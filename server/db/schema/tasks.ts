import { sql } from 'drizzle-orm'
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

export type TaskStatus = 'queued' | 'failed'

/**
 * Background work (server/platform/tasks), shared by every API process: any process claims a
 * due task for a lease (`locked_until`) with `FOR UPDATE SKIP LOCKED`, so no two run it at once
 * and a process that dies mid-task leaves it to another once the lease lapses, or sooner when
 * its heartbeat in `task_workers` stops. A task that succeeds is deleted; one that used its
 * attempts stays `failed` with its last error.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Which handler runs it, e.g. `mail`. */
    kind: text().notNull(),
    /** The handler's input, validated by the kind's zod schema when enqueued and when run. */
    payload: jsonb().$type<unknown>().notNull(),
    status: text().$type<TaskStatus>().notNull().default('queued'),
    /** Not before this time: the enqueue's `runAt`, then the next retry. */
    runAt: timestamp({ withTimezone: true }).notNull(),
    /** Attempts started so far (counted when claimed, so a task that kills its process still stops). */
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull(),
    /** While in the future, the process that claimed it (`lockedBy`, one claim's token) runs it. */
    lockedUntil: timestamp({ withTimezone: true }),
    lockedBy: text(),
    /** The `task_workers` row of the process holding the lease: when it stops beating, the lease is taken back. */
    workerId: text(),
    /**
     * Whose turn it is (a company's id; 0 for platform work such as mail): due tasks are claimed
     * oldest first per key, round-robin, so one company's batch never holds back another's.
     */
    fairnessKey: integer().notNull().default(0),
    lastError: text(),
    createdAt: createdAt(),
  },
  (table) => [
    // The claim: each key's waiting tasks in order, and its keys found one index probe each.
    index('tasks_queued_fairness_idx').on(table.fairnessKey, table.runAt, table.id).where(sql`${table.status} = 'queued'`),
    // The claim: each key's tasks in flight, which hold its first turns.
    index('tasks_leased_idx').on(table.fairnessKey).where(sql`${table.status} = 'queued' AND ${table.lockedUntil} IS NOT NULL`),
  ],
)

/**
 * The processes running a task queue, each beating every few seconds while its loop runs: a
 * lease whose worker stopped beating belonged to a process that died, and is taken back.
 */
export const taskWorkers = pgTable('task_workers', {
  id: text().primaryKey(),
  heartbeatAt: timestamp({ withTimezone: true }).notNull(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
})

/**
 * Named periodic jobs (database maintenance, reminders): each row says when the job is due
 * next, and the lease on it lets exactly one process at a time run it.
 */
export const schedules = pgTable('schedules', {
  name: text().primaryKey(),
  everyMs: bigint({ mode: 'number' }).notNull(),
  nextRunAt: timestamp({ withTimezone: true }).notNull(),
  lockedUntil: timestamp({ withTimezone: true }),
  lockedBy: text(),
  lastRunAt: timestamp({ withTimezone: true }),
  lastError: text(),
})

export type TaskRow = typeof tasks.$inferSelect
