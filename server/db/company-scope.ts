import { and, eq, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { notFound } from '../lib/errors'
import type { Database } from './client'

/** Any table holding one company's data: it has an `id` and a `companyId`. */
export type CompanyTable = PgTable & { id: PgColumn; companyId: PgColumn }

type Row<T extends CompanyTable> = T['$inferSelect']
type NewRow<T extends CompanyTable> = Omit<T['$inferInsert'], 'companyId' | 'id'>
type Changes<T extends CompanyTable> = Partial<Omit<T['$inferInsert'], 'companyId' | 'id'>>

/**
 * The one place company data is scoped (issue 3): every read, insert, update and delete made
 * through it is limited to the signed-in user's company, and another company's record answers
 * as not found (404), never as forbidden. Handlers get it as `c.var.scope` after `requireAuth`.
 *
 *   const role = await c.var.scope.find(roles, id, 'Role')
 *   const rows = await scope.db.select().from(users).where(scope.where(users, eq(users.active, true)))
 */
export class CompanyScope {
  constructor(
    readonly db: Database,
    readonly companyId: number,
  ) {}

  /** The company condition plus any others, for hand-written queries and joins. */
  where<T extends CompanyTable>(table: T, ...conditions: (SQL | undefined)[]): SQL {
    return and(eq(table.companyId, this.companyId), ...conditions) as SQL
  }

  /** The record with this id in the company, or a 404 naming `what`. */
  async find<T extends CompanyTable>(table: T, id: number, what = 'Record'): Promise<Row<T>> {
    const [row] = await this.db
      .select()
      .from(table as PgTable)
      .where(this.where(table, eq(table.id, id)))
      .limit(1)
    if (!row) throw notFound(what)
    return row as Row<T>
  }

  async insert<T extends CompanyTable>(table: T, values: NewRow<T>): Promise<Row<T>> {
    const [row] = await this.db
      .insert(table)
      .values({ ...values, companyId: this.companyId } as T['$inferInsert'])
      .returning()
    return row as Row<T>
  }

  /** Updates the record with this id in the company; a 404 naming `what` when there is none. */
  async update<T extends CompanyTable>(table: T, id: number, changes: Changes<T>, what = 'Record'): Promise<Row<T>> {
    const rows = (await this.db
      .update(table)
      .set(changes as never)
      .where(this.where(table, eq(table.id, id)))
      .returning()) as unknown[]
    const row = rows[0]
    if (!row) throw notFound(what)
    return row as Row<T>
  }

  /** Deletes the record with this id in the company; a 404 naming `what` when there is none. */
  async remove<T extends CompanyTable>(table: T, id: number, what = 'Record'): Promise<void> {
    const deleted = await this.db
      .delete(table)
      .where(this.where(table, eq(table.id, id)))
      .returning({ id: table.id })
    if (deleted.length === 0) throw notFound(what)
  }

  /** Runs `work` in one transaction, with a scope bound to it. */
  transaction<R>(work: (scope: CompanyScope) => Promise<R>): Promise<R> {
    return this.db.transaction((tx) => work(new CompanyScope(tx as unknown as Database, this.companyId)))
  }
}
