/**
 * `npm run bench:offers`: issue 33's targets: the offers list among 20,000 offers
 * (bench/offers-list.ts), p95 < 30 ms per view, then the letter PDF (bench/offers-pdf.ts), p95
 * < 300 ms, once the list's database is closed so the renders have the machine to themselves. The
 * list on the embedded database by default; with DATABASE_URL (a PostgreSQL server whose user may
 * create databases) on a throwaway database there. The PDF needs no database.
 *
 *   npm run bench:offers
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:offers
 *   npm run bench:offers -- --explore   # print only, no verdict
 *   npm run bench:offers -- --list-only # the list alone, without the letter PDF
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { openPglite, postgresDatabase, type DatabaseHandle } from '../server/db/client'
import { measureOffersList } from './offers-list'
import { benchOfferLetterPdf } from './offers-pdf'
import { createTemporaryDatabase, type TemporaryDatabase } from './lib/postgres'
import { printChecks, reportVerdict, type Check } from './lib/report'

const { values: flags } = parseArgs({ options: { explore: { type: 'boolean', default: false }, 'list-only': { type: 'boolean', default: false } } })

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL
  let temporary: TemporaryDatabase | undefined
  const dataDir = mkdtempSync(path.join(tmpdir(), 'staffdesk-offers-'))
  let handle: DatabaseHandle | undefined
  const checks: Check[] = []
  try {
    if (adminUrl) {
      temporary = await createTemporaryDatabase(adminUrl, 'bench_offers')
      handle = postgresDatabase(temporary.url)
    } else {
      handle = await openPglite({ dataDir: path.join(dataDir, 'db') })
    }
    await handle.migrate()
    checks.push(...(await measureOffersList(handle, adminUrl ? 'PostgreSQL' : 'PGlite')))
  } finally {
    await handle?.close()
    await temporary?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (!flags['list-only']) checks.push(...(await benchOfferLetterPdf()))
  printChecks(checks)
  reportVerdict(checks, flags.explore)
}

await main()
