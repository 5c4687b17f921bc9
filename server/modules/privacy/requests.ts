import type { PrivacyRequest } from '@common/privacy'
import { count, desc, eq } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import type { ListPage } from '../../db/list-page'
import { applicants } from '../../db/schema/applicants'
import { privacyRequests } from '../../db/schema/privacy'

/**
 * `GET privacy/requests`: what candidates asked for through their privacy links, newest first.
 * A pending erasure whose code has run out reads as expired, as it is.
 */
export async function listPrivacyRequests(scope: CompanyScope, query: { page: number; per_page: number }, now: Date): Promise<ListPage<PrivacyRequest>> {
  const where = scope.where(privacyRequests)
  const [rows, [counted]] = await Promise.all([
    scope.db
      .select({
        id: privacyRequests.id,
        kind: privacyRequests.kind,
        state: privacyRequests.state,
        codeExpiresAt: privacyRequests.codeExpiresAt,
        applicantId: applicants.id,
        applicantName: applicants.name,
        requestedAt: privacyRequests.requestedAt,
        completedAt: privacyRequests.completedAt,
      })
      .from(privacyRequests)
      .leftJoin(applicants, eq(applicants.id, privacyRequests.applicantId))
      .where(where)
      .orderBy(desc(privacyRequests.requestedAt), desc(privacyRequests.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    scope.db.select({ total: count() }).from(privacyRequests).where(where),
  ])
  return {
    data: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      state: row.state === 'pending' && row.codeExpiresAt !== null && row.codeExpiresAt <= now ? 'expired' : row.state,
      applicant: row.applicantId === null || row.applicantName === null ? null : { id: row.applicantId, name: row.applicantName },
      requested_at: row.requestedAt.toISOString(),
      completed_at: row.completedAt?.toISOString() ?? null,
    })),
    meta: {
      page: query.page,
      per_page: query.per_page,
      total: counted?.total ?? 0,
    },
  }
}
