import { AUDIT_EXPORT_LIMIT, type AuditFilters, type AuditQuery } from '@common/privacy-lists'
import type { AuditEntry } from '@common/privacy'
import { stringify } from 'csv-stringify/sync'
import { asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { activityLog, type ActivityRow } from '../../db/schema/activity-log'
import { companies } from '../../db/schema/companies'
import { listMeta, SEARCH_COUNT_CAP, type ListPage } from '../../db/list-page'

/*
 * The audit log (contract 19): the company's activity log, every change of every record, newest
 * first, read through the company's indexes on (company, at) and (company, actor, at).
 */

/** The filters as conditions; days are whole days in the company's time zone. */
function conditions(scope: CompanyScope, filters: AuditFilters): SQL | undefined {
  const zone = sql`(select ${companies.timezone} from ${companies} where ${companies.id} = ${scope.companyId})`
  return scope.where(
    activityLog,
    filters.actor_id === undefined ? undefined : eq(activityLog.actorId, filters.actor_id),
    filters.subject_type === undefined ? undefined : eq(activityLog.subjectType, filters.subject_type),
    filters.from === undefined ? undefined : sql`${activityLog.at} >= (${filters.from}::date)::timestamp at time zone ${zone}`,
    filters.to === undefined ? undefined : sql`${activityLog.at} < (${filters.to}::date + 1)::timestamp at time zone ${zone}`,
  )
}

const auditColumns = {
  at: activityLog.at,
  actorId: activityLog.actorId,
  actorName: activityLog.actorName,
  subjectType: activityLog.subjectType,
  subjectId: activityLog.subjectId,
  action: activityLog.action,
  changes: activityLog.changes,
  comment: activityLog.comment,
}

function toAuditEntry(row: Pick<ActivityRow, keyof typeof auditColumns>): AuditEntry {
  return {
    at: row.at.toISOString(),
    actor: row.actorName === null ? null : { id: row.actorId, name: row.actorName },
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    action: row.action,
    changes: row.changes,
    comment: row.comment,
  }
}

/**
 * `GET audit`: one page, newest first. A busy company's log holds millions of entries, so it is
 * counted as searches are, up to SEARCH_COUNT_CAP or the page asked for (`total_capped` beyond).
 */
export async function listAudit(scope: CompanyScope, query: AuditQuery): Promise<ListPage<AuditEntry>> {
  const where = conditions(scope, query)
  const limit = Math.max(SEARCH_COUNT_CAP, query.page * query.per_page)
  const [rows, [counted]] = await Promise.all([
    scope.db
      .select(auditColumns)
      .from(activityLog)
      .where(where)
      .orderBy(desc(activityLog.at), desc(activityLog.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    scope.db.select({ total: sql<number>`count(*)::int` }).from(
      scope.db
        .select({ one: sql`1` })
        .from(activityLog)
        .where(where)
        .limit(limit + 1)
        .as('matches'),
    ),
  ])
  return {
    data: rows.map(toAuditEntry),
    meta: listMeta(query, counted?.total ?? 0, limit),
  }
}

/** `GET audit/export`: the filtered log as CSV, newest first, at most AUDIT_EXPORT_LIMIT rows, with a BOM for spreadsheets. */
export async function auditCsv(scope: CompanyScope, filters: AuditFilters): Promise<string> {
  const rows = await scope.db.select(auditColumns).from(activityLog).where(conditions(scope, filters)).orderBy(desc(activityLog.at), desc(activityLog.id)).limit(AUDIT_EXPORT_LIMIT)
  // escape_formulas puts a ' before a cell starting with =, +, -, @, tab or carriage return.
  return stringify(
    [
      ['When', 'Who', 'Kind of record', 'Record', 'What', 'Changes', 'Comment'],
      ...rows.map((row) => [
        row.at.toISOString(),
        row.actorName ?? 'Staffdesk',
        row.subjectType,
        row.subjectId,
        row.action,
        Object.entries(row.changes)
          .map(([field, [before, after]]) => `${field}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`)
          .join('; '),
        row.comment ?? '',
      ]),
    ],
    { escape_formulas: true, bom: true },
  )
}

/**
 * `GET audit/subject-types`: the kinds of record in the company's log. A kind at a time off the
 * index led by (company, subject type), skipping each kind's entries rather than reading them all.
 */
export async function auditSubjectTypes(scope: CompanyScope): Promise<string[]> {
  const kinds: string[] = []
  for (;;) {
    const last = kinds.at(-1)
    const [next] = await scope.db
      .select({ subjectType: activityLog.subjectType })
      .from(activityLog)
      .where(scope.where(activityLog, last === undefined ? undefined : gt(activityLog.subjectType, last)))
      .orderBy(asc(activityLog.subjectType))
      .limit(1)
    if (!next) return kinds
    kinds.push(next.subjectType)
  }
}
