import { eq, inArray } from 'drizzle-orm'
import { insertApplication, recordApplicantActivity, requireOpenJob, toApplicantColumns } from './records'
import type { CompanyScope } from '../../db/company-scope'
import { applicants, applications } from '../../db/schema/applicants'
import { type Actor } from '../../platform/activity/activity-log'
import { eraseApplicants, lockApplicants } from './applicant-record'

/**
 * A bulk action on applicants, all or nothing in one transaction: tag or untag them, apply them
 * to a job (those already applied are left as they are), or erase them. Answers how many changed.
 */
export async function bulkApplicants(
  scope: CompanyScope,
  input: { ids: number[]; action: 'tag' | 'untag' | 'add_to_job' | 'delete'; tag?: string | undefined; job_id?: number | undefined },
  now: Date,
  actor: Actor,
): Promise<number> {
  return scope.transaction(async (tx) => {
    const rows = await lockApplicants(tx, input.ids)
    if (input.action === 'delete') {
      await eraseApplicants(tx, input.ids, now, actor)
      return rows.length
    }
    if (input.action === 'add_to_job') {
      const job = await requireOpenJob(tx, input.job_id ?? 0)
      const applied = new Set(
        (
          await tx.db
            .select({ applicantId: applications.applicantId })
            .from(applications)
            .where(tx.where(applications, eq(applications.jobId, job.id), inArray(applications.applicantId, input.ids)))
        ).map((row) => row.applicantId),
      )
      const fresh = rows.filter((row) => !applied.has(row.id))
      for (const row of fresh) await insertApplication(tx, row.id, job, now, actor)
      return fresh.length
    }
    const tag = input.tag ?? ''
    const key = tag.toLowerCase()
    let affected = 0
    for (const row of rows) {
      const has = row.tags.some((existing) => existing.toLowerCase() === key)
      if (input.action === 'tag' ? has : !has) continue
      const tags = input.action === 'tag' ? [...row.tags, tag] : row.tags.filter((existing) => existing.toLowerCase() !== key)
      await tx.db
        .update(applicants)
        .set({ ...toApplicantColumns({ tags }), updatedAt: now })
        .where(tx.where(applicants, eq(applicants.id, row.id)))
      const text = input.action === 'tag' ? `Tagged “${tag}”` : `Removed the tag “${tag}”`
      await recordApplicantActivity(tx, row.id, { kind: input.action === 'tag' ? 'tagged' : 'untagged', text, actor }, now)
      affected += 1
    }
    return affected
  })
}
