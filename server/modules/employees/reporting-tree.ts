import { and, eq, gt, sql } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { employeeImports } from '../../db/schema/employees'
import { conflict } from '../../lib/errors'

/**
 * Who may change a company's reporting tree when (contract section 14). Every change of who
 * reports to whom (an edit that sets a manager, adding someone under a manager, deleting someone,
 * an import's batch) takes the company's advisory lock for its transaction, so two of them never
 * check for a loop at once. A CSV import writes in many transactions, so it also holds a claim
 * (`employee_imports`) from before its checks to after its last batch or its undo: the others
 * refuse to run while it lasts, under the same lock.
 */

/** How long an import's claim lasts unless a batch renews it: what a process that died mid-import holds the tree for. */
const CLAIM_SECONDS = 120

/** The database's clock, as every process of the company shares it. */
const expiresIn = () => sql`now() + make_interval(secs => ${CLAIM_SECONDS})`

const BUSY = 'An import of employees is running for your company; try this again once it has finished'

/** Waits for any other change of the company's reporting tree to commit, until this transaction ends. */
export async function lockReportingTree(tx: CompanyScope): Promise<void> {
  await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext('employee-managers'), ${tx.companyId})`)
}

/** Takes the lock, and refuses (409) while an import holds the tree. Call it inside the transaction that writes. */
export async function lockReportingTreeOutsideImports(tx: CompanyScope): Promise<void> {
  await lockReportingTree(tx)
  const running = await tx.db
    .select({ companyId: employeeImports.companyId })
    .from(employeeImports)
    .where(and(eq(employeeImports.companyId, tx.companyId), gt(employeeImports.expiresAt, sql`now()`)))
  if (running.length > 0) throw conflict(BUSY)
}

/** Claims the tree for an import; another import running is a 409. */
export async function claimTreeForImport(scope: CompanyScope, now: Date): Promise<void> {
  await scope.transaction(async (tx) => {
    await lockReportingTreeOutsideImports(tx)
    await tx.db
      .insert(employeeImports)
      .values({ companyId: tx.companyId, startedAt: now, expiresAt: expiresIn() })
      .onConflictDoUpdate({ target: employeeImports.companyId, set: { startedAt: now, expiresAt: expiresIn() } })
  })
}

/** Keeps the import's claim for another CLAIM_SECONDS; part of each batch's transaction. */
export async function renewImportClaim(tx: CompanyScope): Promise<void> {
  await tx.db.update(employeeImports).set({ expiresAt: expiresIn() }).where(eq(employeeImports.companyId, tx.companyId))
}

export async function releaseImportClaim(scope: CompanyScope): Promise<void> {
  await scope.db.delete(employeeImports).where(eq(employeeImports.companyId, scope.companyId))
}
