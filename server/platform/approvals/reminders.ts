import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { ApprovalRow, ApprovalSubject, ApprovalTable } from './subject'

/**
 * Claims every overdue step of a kind not yet reminded, across companies, with one UPDATE …
 * RETURNING: two processes sweeping at once never claim the same step, so each step is reminded
 * once. Answers the claimed rows (with their company), for the module to note and mail.
 */
export async function claimOverdueSteps<Row extends ApprovalRow, Table extends ApprovalTable>(
  db: Database,
  subject: ApprovalSubject<Row, Table>,
  now: Date,
): Promise<(Row & { companyId: number })[]> {
  const table: ApprovalTable = subject.table
  const claimed = await db
    .update(table)
    .set({ stepReminded: true })
    .where(and(sql`${table.status} = ${subject.waitingStatus}`, eq(table.stepReminded, false), sql`${table.stepDueAt} <= ${now.toISOString()}`))
    .returning({ companyId: table.companyId, ...subject.columns })
  return claimed as (Row & { companyId: number })[]
}
