import { once } from 'node:events'
import { mkdir, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { PGlite, types, type PGliteOptions, type Results, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { DatabaseTurns } from './database-turns'
import { keepStatementsPrepared } from './pglite-statements'
import * as schema from './schema/index'

/** The one database type modules see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  driver: 'pglite' | 'postgres'
  /** Applies the committed migrations in server/db/migrations that have not run yet. */
  migrate(): Promise<void>
  /**
   * What autovacuum does on PostgreSQL, which PGlite lacks: VACUUM marks pages all-visible, so
   * a list's count reads its index alone (44 → 9 ms for 20,000 jobs), and ANALYZE gives the
   * planner statistics, without which list plans slow down 2-4x. A no-op on PostgreSQL.
   */
  maintain(): Promise<void>
  /** Connections in use and waiting, for the metrics: PGlite is one connection that takes turns. */
  use(): DatabaseUse
  close(): Promise<void>
}

export interface DatabaseUse {
  total: number
  idle: number
  /** Queries waiting for a connection (PostgreSQL) or for their turn (PGlite). */
  waiting: number
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))

// Column names are derived from the schema's camelCase keys; drizzle.config.ts uses the same casing.
const drizzleConfig = { schema, casing: 'snake_case' } as const

export const POOL_SIZE = 10

/**
 * Whether PGlite has started. Until then the wrappers below leave its methods alone: its start
 * runs queries of its own, which would otherwise wait behind a call that waits for that start.
 */
function startedFlag(client: PGlite): () => boolean {
  let started = false
  void client.waitReady.then(
    () => (started = true),
    () => {},
  )
  return () => started
}

/**
 * Every statement and transaction on `client` waits for its turn (database-turns.ts): requests
 * go before background work. PGlite's own methods are wrapped, so the client stays a PGlite.
 */
function takeTurns(client: PGlite, started: () => boolean): DatabaseTurns {
  const turns = new DatabaseTurns()
  const { query, exec, transaction } = client
  const inTurn = <T>(work: () => Promise<T>) => (started() ? turns.take(work) : work())
  client.query = <T>(...args: Parameters<PGlite['query']>) => inTurn(() => query.apply(client, args) as Promise<Results<T>>)
  client.exec = (...args) => inTurn(() => exec.apply(client, args))
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) => inTurn(() => transaction.call(client, callback) as Promise<T>)
  return turns
}

/**
 * bytea crosses PGlite as hex text. PGlite's own converters go byte by byte through strings,
 * which held the event loop (and with it every request) for 630 ms to store a 1 MB file and 80 ms
 * to read it back; Node's hex codec takes 1 ms and 20 ms. Stored files (resumes up to 10 MB,
 * logos) are the only bytea values.
 */
function convertByteaNatively(client: PGlite): void {
  client.serializers[types.BYTEA] = (value: Uint8Array) => `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`
  client.parsers[types.BYTEA] = (value: string) => new Uint8Array(Buffer.from(value.slice(2), 'hex'))
}

/** Wraps an open PGlite (embedded PostgreSQL) instance. */
export function pgliteDatabase(client: PGlite): DatabaseHandle {
  convertByteaNatively(client)
  const started = startedFlag(client)
  keepStatementsPrepared(client, started)
  const turns = takeTurns(client, started)
  const db = drizzlePglite({ client, ...drizzleConfig })
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    maintain: async () => {
      await client.exec('VACUUM ANALYZE')
    },
    use: () => ({ total: 1, idle: turns.busy ? 0 : 1, waiting: turns.waiting }),
    close: () => client.close(),
  }
}

/** A node-postgres pool on a real PostgreSQL server. */
export function postgresDatabase(url: string, poolSize = POOL_SIZE): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize })
  // An idle client losing its connection must not crash the server; the pool replaces it.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL pool: ${error.message}`))
  // pool.end() resolves before its connections have finished closing; close() waits for them.
  let connections = 0
  pool.on('connect', () => (connections += 1))
  pool.on('remove', () => (connections -= 1))
  const db = drizzleNodePg({ client: pool, ...drizzleConfig })
  return {
    db,
    driver: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    maintain: () => Promise.resolve(),
    use: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await pool.end()
      while (connections > 0) await once(pool, 'remove')
    },
  }
}

/**
 * The extensions the migrations create, which PGlite must load before opening its files: pg_trgm
 * for the employees' search indexes. Every PGlite the project opens passes these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm } as const

/**
 * PostgreSQL's shared buffers are written through when PGlite starts, so they are resident from
 * the first second. A database under a gigabyte of files gets 32 MB: its hot pages fit, and an
 * idle server holds 464 MB instead of 564. A larger one keeps PostgreSQL's 128 MB, which its
 * searches need (100,000 applicants with resumes, bench:applicants: search p95 97 to 160 ms over
 * five runs, against 153 to 213 ms with 32 MB).
 */
const SHARED_BUFFERS = { small: '32MB', large: '128MB' } as const
const LARGE_DATABASE_BYTES = 1024 ** 3

/** The bytes of the files under `directory` (0 when there is none yet). */
async function directoryBytes(directory: string): Promise<number> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => [])
  const sizes = await Promise.all(entries.filter((entry) => entry.isFile()).map((entry) => stat(path.join(entry.parentPath, entry.name)).then((file) => file.size, () => 0)))
  return sizes.reduce((sum, size) => sum + size, 0)
}

export async function openPglite(options: PGliteOptions & { sharedBuffers?: string } = {}): Promise<DatabaseHandle> {
  const { sharedBuffers = SHARED_BUFFERS.small, ...pgliteOptions } = options
  const client = new PGlite({
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
    ...pgliteOptions,
    extensions: { ...PGLITE_EXTENSIONS, ...pgliteOptions.extensions },
  })
  await client.waitReady
  await loadTextSearch(client)
  collectStartupGarbage()
  return pgliteDatabase(client)
}

/**
 * PGlite loads the English stemmer, a WebAssembly module of its own, the first time a statement
 * stems a word: 9 to 24 ms, which the first applicant search or saved resume after a start would
 * spend with every other request waiting. The server loads it while it starts instead.
 */
async function loadTextSearch(client: PGlite): Promise<void> {
  await client.query(`select to_tsvector('english', 'resumes')`)
}

/**
 * On a new data folder PGlite runs initdb in this process, in a WebAssembly memory of its own
 * that is garbage once the database is open. V8 frees it only in a full collection, which an
 * idle server may not run for minutes: the process stayed at 760 MB resident instead of 430.
 * One full collection at start returns it (`gc` of a fresh context, once --expose-gc is set).
 */
function collectStartupGarbage(): void {
  setFlagsFromString('--expose-gc')
  ;(runInNewContext('gc') as () => void)()
}

/**
 * Opens the database the environment names, once per process: PostgreSQL when DATABASE_URL is
 * set, otherwise PGlite keeping its files in DATA_DIR/db.
 */
export async function openDatabase(env: { DATABASE_URL?: string | undefined; DATA_DIR: string }): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) return postgresDatabase(env.DATABASE_URL)
  await mkdir(env.DATA_DIR, { recursive: true })
  const dataDir = path.join(env.DATA_DIR, 'db')
  const sharedBuffers = (await directoryBytes(dataDir)) >= LARGE_DATABASE_BYTES ? SHARED_BUFFERS.large : SHARED_BUFFERS.small
  return openPglite({ dataDir, sharedBuffers })
}
