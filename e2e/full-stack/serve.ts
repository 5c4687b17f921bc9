/**
 * Starts the real server (server/main.ts, as `npm start` does) on an empty DATA_DIR, so every
 * full-stack run begins with no accounts and no mail. Its clock is a test clock a test moves
 * forward with `advanceServerClock()` (test-clock.ts), through a control port on 127.0.0.1 that
 * only this entry opens.
 */
import { existsSync, rmSync } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import path from 'node:path'
import { FULL_STACK_DATA_DIR, FULL_STACK_PORT } from './server'
import { installTestClock, TEST_CLOCK_PORT } from './test-clock'

const clock = installTestClock()
createServer((request, response) => {
  const ms = Number(new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('ms'))
  if (request.method !== 'POST' || !Number.isFinite(ms) || ms <= 0) {
    response.writeHead(422).end('POST /advance?ms=<a positive number>')
    return
  }
  clock.advance(ms)
  response.writeHead(204).end()
}).listen(TEST_CLOCK_PORT, '127.0.0.1')

rmSync(FULL_STACK_DATA_DIR, { recursive: true, force: true })
await seedDatabase()
Object.assign(process.env, {
  DATA_DIR: FULL_STACK_DATA_DIR,
  PORT: String(FULL_STACK_PORT),
  HOST: '127.0.0.1',
  SEED_DEMO: '0',
  DATABASE_URL: '',
  SMTP_URL: '',
  // As behind one reverse proxy: the suites' API sign-ups each come from a visitor of their own (api-call.ts).
  TRUST_PROXY: '1',
})
await import('../../server/main')

/**
 * Starts the embedded database (DATA_DIR/db, where the server opens it) from the migrated template
 * the API tests made, when there is one (`npm test` runs them first): no accounts either, and ready
 * in a few seconds, where initdb and the migrations took half a minute of the server's start on a
 * busy machine. Without a template the server makes the database itself, as on a first start.
 * Imported here, as the server is, so that every module of it sees the test clock.
 */
async function seedDatabase(): Promise<void> {
  const [{ PGlite }, { PGLITE_EXTENSIONS }, { pgliteTemplateFile }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('../../server/db/client'),
    import('../../server/test/databases'),
  ])
  const template = await pgliteTemplateFile()
  if (!existsSync(template)) return
  await mkdir(FULL_STACK_DATA_DIR, { recursive: true })
  const database = new PGlite(path.join(FULL_STACK_DATA_DIR, 'db'), { loadDataDir: new Blob([await readFile(template)]), extensions: PGLITE_EXTENSIONS })
  await database.waitReady
  await database.close()
}
