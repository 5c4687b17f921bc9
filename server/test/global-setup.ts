import { mkdir, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { PGlite } from '@electric-sql/pglite'
import { PGLITE_EXTENSIONS, pgliteDatabase, postgresDatabase } from '../db/client'
import { adminQuery, databaseUrl, pgliteTemplateFile, uniqueDatabaseName } from './databases'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tarball); each test file starts from a copy. */
    pgliteTemplate: string
    /** With TEST_DATABASE_URL: a migrated database each test file copies with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string | null
  }
}

/** initdb and migrations run once; the tarball is reused until a migration changes. */
async function pgliteTemplate(): Promise<string> {
  const file = await pgliteTemplateFile()
  if (await stat(file).catch(() => null)) return file
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS })
  const database = pgliteDatabase(client)
  await database.migrate()
  const tarball = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer())
  await database.close()
  await mkdir(path.dirname(file), { recursive: true })
  const partial = `${file}.${process.pid}.partial`
  await writeFile(partial, tarball)
  await rename(partial, file)
  return file
}

async function postgresTemplate(url: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = uniqueDatabaseName('staffdesk_template')
  await adminQuery(url, `CREATE DATABASE "${name}"`)
  const database = postgresDatabase(databaseUrl(url, name), 1)
  try {
    await database.migrate()
  } finally {
    await database.close()
  }
  return { name, drop: () => adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) }
}

/** How long making the templates may take before the run fails. */
const SETUP_DEADLINE_MS = 5 * 60_000

/**
 * `work`, failing after `SETUP_DEADLINE_MS`. The timer also keeps the process alive: a setup
 * whose promises wait on each other would otherwise let Node exit with code 0 before any test ran.
 */
async function withDeadline<T>(name: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} did not finish within ${SETUP_DEADLINE_MS / 1000} s`)), SETUP_DEADLINE_MS)
  })
  try {
    return await Promise.race([work, deadline])
  } finally {
    clearTimeout(timer)
  }
}

export default async function setup(project: TestProject) {
  project.provide('pgliteTemplate', await withDeadline('The PGlite template', pgliteTemplate()))
  const url = process.env.TEST_DATABASE_URL
  const template = url ? await withDeadline('The PostgreSQL template', postgresTemplate(url)) : null
  project.provide('postgresTemplate', template?.name ?? null)
  return async () => {
    await template?.drop()
  }
}
