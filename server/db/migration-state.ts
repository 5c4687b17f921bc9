import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { MIGRATIONS_FOLDER, type Database } from './client'

interface Journal {
  entries: { when: number }[]
}

let newestCommitted: Promise<number> | undefined

/** The newest committed migration's time (its journal's `when`, which drizzle stores as `created_at`). */
function newestCommittedMigration(): Promise<number> {
  newestCommitted ??= readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8').then((text) =>
    Math.max(...(JSON.parse(text) as Journal).entries.map((entry) => entry.when)),
  )
  return newestCommitted
}

/**
 * Whether the database holds every migration this build carries. A newer build's migrations (a
 * rolling upgrade, another process started first) count as applied: they only add to ours.
 */
export async function migrationsApplied(db: Database): Promise<boolean> {
  const result = await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`)
  const [row] = (result as unknown as { rows: { newest: string | number | null }[] }).rows
  return row?.newest != null && Number(row.newest) >= (await newestCommittedMigration())
}
