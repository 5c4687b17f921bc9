import { eq, inArray, sql } from 'drizzle-orm'
import { recordActivity, type Actor } from '../../platform/activity/activity-log'
import type { CompanyScope } from '../../db/company-scope'
import { applications } from '../../db/schema/applicants'
import { jobs } from '../../db/schema/jobs'
import { requisitions } from '../../db/schema/requisitions'

/**
 * Contract section 10: a requisition's `hires` counts the hired applications for its jobs, and
 * the requisition becomes filled when they reach its headcount. Shared by the requisitions
 * module (which answers `hires`) and the applications' hires (modules do not import each other).
 */

/** Hired applications per requisition, for these requisitions (absent means none). */
export async function countHires(scope: CompanyScope, requisitionIds: readonly number[]): Promise<Map<number, number>> {
  if (requisitionIds.length === 0) return new Map()
  const rows = await scope.db
    .select({ requisitionId: jobs.requisitionId, hires: sql<number>`count(*)`.mapWith(Number) })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(scope.where(applications, eq(applications.status, 'hired'), inArray(jobs.requisitionId, [...requisitionIds])))
    .groupBy(jobs.requisitionId)
  return new Map(rows.flatMap((row) => (row.requisitionId === null ? [] : [[row.requisitionId, row.hires] as const])))
}

/**
 * After a hire for `jobId`: its requisition, when approved and now with as many hires as its
 * headcount, becomes filled, with a `filled` entry in its history. Call it in the hire's
 * transaction; the requisition's row lock keeps two last hires from both filling it.
 */
export async function fillRequisitionOfJob(scope: CompanyScope, jobId: number, now: Date, actor: Actor): Promise<void> {
  const [job] = await scope.db
    .select({ requisitionId: jobs.requisitionId })
    .from(jobs)
    .where(scope.where(jobs, eq(jobs.id, jobId)))
  if (!job || job.requisitionId === null) return
  const [requisition] = await scope.db
    .select({ id: requisitions.id, status: requisitions.status, headcount: requisitions.headcount })
    .from(requisitions)
    .where(scope.where(requisitions, eq(requisitions.id, job.requisitionId)))
    .for('update')
  if (!requisition || requisition.status !== 'approved') return
  const hires = (await countHires(scope, [requisition.id])).get(requisition.id) ?? 0
  if (hires < requisition.headcount) return
  await scope.db
    .update(requisitions)
    .set({ status: 'filled', updatedAt: now })
    .where(scope.where(requisitions, eq(requisitions.id, requisition.id)))
  await recordActivity(
    scope,
    { subjectType: 'requisition', subjectId: requisition.id, action: 'filled', actor, changes: { status: ['approved', 'filled'] }, details: { step: null } },
    now,
  )
}
