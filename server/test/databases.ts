import { createHash, randomBytes } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { MIGRATIONS_FOLDER } from '../db/client'

/**
 * The migrated PGlite data directory (a tarball) that server/test/global-setup.ts makes once per
 * set of migrations; the full-stack server starts from a copy when one is there.
 */
export async function pgliteTemplateFile(): Promise<string> {
  return path.join(import.meta.dirname, '../../node_modules/.cache/staffdesk', `pglite-template-${await migrationsFingerprint()}.tar`)
}

/** Changes whenever a migration does, so a cached template never outlives the schema. */
export async function migrationsFingerprint(): Promise<string> {
  const hash = createHash('sha256')
  const files = (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort()
  for (const file of files) {
    if (!/\.(sql|json)$/.test(file)) continue
    hash.update(file).update(await readFile(path.join(MIGRATIONS_FOLDER, file)))
  }
  return hash.digest('hex').slice(0, 16)
}

/** The same server as `url`, another database. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`
}

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
