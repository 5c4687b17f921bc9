/**
 * The bench's yardstick: a bare Hono handler that runs the app's own session lookup (the same
 * prepared SQL, through the same database client) and answers its row as JSON. No request ids,
 * logs, security headers, error handler or session shaping: what GET `user` would cost with
 * no framework work around the query. Started by bench/api.ts in its own process, on a
 * database the real server has already migrated and seeded.
 */
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { openDatabase } from '../server/db/client'
import { hashSecretToken } from '../server/lib/secret-tokens'
import { findSessionByTokenHash } from '../server/platform/session/repository'

const database = await openDatabase({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR ?? './data' })

const app = new Hono()
  .get('/ready', (c) => c.text('ok'))
  .get('/backend/api/user', async (c) => {
    const token = c.req.header('authorization')?.slice('Bearer '.length) ?? ''
    const row = await findSessionByTokenHash(database.db, hashSecretToken(token))
    return row ? c.json(row) : c.json({ message: 'Unknown token' }, 401)
  })

const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(process.env.PORT) })

process.once('SIGTERM', () => {
  server.close(() => void database.close().then(() => process.exit(0)))
})
