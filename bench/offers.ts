/**
 * `npm run bench:offers`: the offers list among 20,000 offers (bench/offers-list.ts), p95 < 30 ms
 * per view. On the embedded database by default; with DATABASE_URL (a PostgreSQL server whose
 * user may create databases) on a throwaway database there.
 *
 *   npm run bench:offers
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:offers
 *   npm run bench:offers -- --explore   # print only, no verdict
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { openPglite, postgresDatabase, type DatabaseHandle } from '../server/db/client'
import { measureOffersList } from './offers-list'
import { createTemporaryDatabase, type TemporaryDatabase } from './lib/postgres'
import { printChecks, reportVerdict } from './lib/report'

const { values: flags } = parseArgs({ options: { explore: { type: 'boolean', default: false } } })

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL
  let temporary: TemporaryDatabase | undefined
  const dataDir = mkdtempSync(path.join(tmpdir(), 'staffdesk-offers-'))
  let handle: DatabaseHandle | undefined
  try {
    if (adminUrl) {
      temporary = await createTemporaryDatabase(adminUrl, 'bench_offers')
      handle = postgresDatabase(temporary.url)
    } else {
      handle = await openPglite({ dataDir: path.join(dataDir, 'db') })
    }
    await handle.migrate()
    const checks = await measureOffersList(handle, adminUrl ? 'PostgreSQL' : 'PGlite')
    printChecks(checks)
    reportVerdict(checks, flags.explore)
  } finally {
    await handle?.close()
    await temporary?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
