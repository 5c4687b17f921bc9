/**
 * Starts the real server (server/main.ts, as `npm start` does) on an empty DATA_DIR, so every
 * full-stack run begins with no accounts and no mail.
 */
import { rmSync } from 'node:fs'
import { FULL_STACK_DATA_DIR, FULL_STACK_PORT } from './server'

rmSync(FULL_STACK_DATA_DIR, { recursive: true, force: true })
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
