import type { ActivityEntry } from '@common/activity'
import { asc, eq } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import type { AppDeps } from '../../http/context'
import { activityLog, type ActivityChanges } from '../../db/schema/activity-log'
import type { AuthSession } from '../../platform/session/auth-session'

/** Who acted: a user, or null for the system. */
export type Actor = { id: number; name: string } | null

/** The signed-in caller as the actor of what they do. */
export function actorOf(auth: AuthSession): Actor {
  return { id: auth.user.id, name: auth.user.name }
}

/** When a signed-in request's change happens and who makes it: the last two arguments of a recorded write. */
export function nowAndActor(c: { var: { deps: AppDeps; auth: AuthSession } }): [now: Date, actor: Actor] {
  return [c.var.deps.clock.now(), actorOf(c.var.auth)]
}

/** Someone without an account acting on a record (a candidate answering their offer): named, with no user. */
export type Outsider = { id: null; name: string }

export interface Activity {
  /** The feature's record kind (`job`, `requisition`, …) and the record's id. */
  subjectType: string
  subjectId: number
  /** In the feature's words: `created`, `edited`, `published`, … */
  action: string
  actor: Actor | Outsider
  changes?: ActivityChanges
  comment?: string | null
  /** What the feature adds to the entry; the history answer spreads it beside the common fields. */
  details?: Record<string, unknown>
}

/**
 * Writes one entry of the activity log (contract section 8). Pass the scope of the transaction
 * that makes the change, so the entry exists exactly when the change does.
 */
export async function recordActivity(scope: CompanyScope, activity: Activity, at: Date): Promise<void> {
  // No RETURNING: nobody reads the entry back, and a busy log is written on every change.
  await scope.db.insert(activityLog).values({
    companyId: scope.companyId,
    subjectType: activity.subjectType,
    subjectId: activity.subjectId,
    action: activity.action,
    actorId: activity.actor?.id ?? null,
    actorName: activity.actor?.name ?? null,
    at,
    changes: activity.changes ?? {},
    comment: activity.comment ?? null,
    details: activity.details ?? {},
  })
}

/** `{ field: [before, after] }` for each of `fields` whose value differs (compared as JSON, so arrays compare by content). */
export function diffChanges<T extends object>(before: T, after: T, fields: readonly (keyof T & string)[]): ActivityChanges {
  const changes: ActivityChanges = {}
  for (const field of fields) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) changes[field] = [before[field], after[field]]
  }
  return changes
}

/**
 * Hands one record's history to another of the same kind, as a merge of two records that were
 * one person does: the kept record's history then tells everything that happened to either.
 * Answers how many entries moved.
 */
export async function moveHistory(scope: CompanyScope, subjectType: string, fromId: number, toId: number): Promise<number> {
  const moved = await scope.db
    .update(activityLog)
    .set({ subjectId: toId })
    .where(scope.where(activityLog, eq(activityLog.subjectType, subjectType), eq(activityLog.subjectId, fromId)))
    .returning({ id: activityLog.id })
  return moved.length
}

/** A record's history as its `history` endpoint answers it, oldest first. */
export async function readHistory(scope: CompanyScope, subjectType: string, subjectId: number): Promise<ActivityEntry[]> {
  const rows = await scope.db
    .select()
    .from(activityLog)
    .where(scope.where(activityLog, eq(activityLog.subjectType, subjectType), eq(activityLog.subjectId, subjectId)))
    .orderBy(asc(activityLog.at), asc(activityLog.id))
  return rows.map((row) => ({
    // A feature's details never hide the common fields.
    ...row.details,
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actorName === null ? null : { id: row.actorId, name: row.actorName },
    action: row.action,
    comment: row.comment,
    changes: row.changes,
  }))
}
