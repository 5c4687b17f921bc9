import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { apiTokens, passwordResetTokens } from '../../db/schema/session'
import { schedules, tasks } from '../../db/schema/tasks'
import { HOUR_MS } from '../../lib/clock'
import { hashSecretToken } from '../../lib/secret-tokens'
import { createAccount, createToken } from '../../test/factories'
import { useTestServer } from '../../test/test-server'
import { REDACTED_LINK } from '../tasks/mail'
import { createPasswordToken } from './repository'

const server = useTestServer()

/** An hour and a minute later, when the hourly schedules are due (whatever earlier tests ran), they run. */
async function anHourLater() {
  server.clock.advance(HOUR_MS + 60_000)
  await server.db.update(schedules).set({ nextRunAt: server.clock.now() })
  expect(await server.deps.tasks.runDueSchedules()).toEqual(expect.arrayContaining(['expired-credentials-prune', 'failed-mail-link-redaction']))
}

describe('the hourly clean-up of credentials and mailed links', () => {
  it('deletes expired sessions and used or expired password links, and keeps the live ones', async () => {
    const { user } = await createAccount(server.db)
    const now = server.clock.now().getTime()
    const expired = await createToken(server.db, user.id, new Date(now - 1000))
    const live = await createToken(server.db, user.id, new Date(now + 30 * 24 * HOUR_MS))
    const used = await createPasswordToken(server.db, { userId: user.id, purpose: 'reset', expiresAt: new Date(now + 24 * HOUR_MS) })
    await server.db.update(passwordResetTokens).set({ usedAt: new Date(now) }).where(eq(passwordResetTokens.tokenHash, hashSecretToken(used)))
    const lapsed = await createPasswordToken(server.db, { userId: user.id, purpose: 'reset', expiresAt: new Date(now - 1000) })
    const waiting = await createPasswordToken(server.db, { userId: user.id, purpose: 'invite', expiresAt: new Date(now + 7 * 24 * HOUR_MS) })

    await anHourLater()

    const sessions = await server.db.select({ hash: apiTokens.tokenHash }).from(apiTokens).where(inArray(apiTokens.tokenHash, [expired, live].map(hashSecretToken)))
    expect(sessions.map((row) => row.hash)).toEqual([hashSecretToken(live)])
    const links = await server.db
      .select({ hash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .where(inArray(passwordResetTokens.tokenHash, [used, lapsed, waiting].map(hashSecretToken)))
    expect(links.map((row) => row.hash)).toEqual([hashSecretToken(waiting)])
  })

  it('takes the link out of a mail that failed for good, keeping its error; a mail still trying keeps it', async () => {
    const link = 'http://staffdesk.test/set-new-password/?token=secret-token-value'
    const mail = { to: 'nina@example.test', subject: 'Set your password', text: `Open ${link} within the hour.`, link }
    const now = server.clock.now()
    const [failed] = await server.db
      .insert(tasks)
      .values({ kind: 'mail', payload: mail, status: 'failed', runAt: now, attempts: 7, maxAttempts: 7, lastError: 'SMTP refused' })
      .returning({ id: tasks.id })
    const [retrying] = await server.db.insert(tasks).values({ kind: 'mail', payload: mail, status: 'queued', runAt: new Date(now.getTime() + 10 * HOUR_MS), attempts: 2, maxAttempts: 7 }).returning({ id: tasks.id })

    await anHourLater()

    const [redacted] = await server.db.select().from(tasks).where(eq(tasks.id, failed!.id))
    expect(redacted).toMatchObject({ status: 'failed', lastError: 'SMTP refused', payload: { to: 'nina@example.test', subject: 'Set your password', text: `Open ${REDACTED_LINK} within the hour.` } })
    expect(JSON.stringify(redacted?.payload)).not.toContain('secret-token-value')
    const [kept] = await server.db.select().from(tasks).where(eq(tasks.id, retrying!.id))
    expect(kept?.payload).toEqual(mail)
  })

  it('deletes a mail’s task once it is sent, link and all', async () => {
    const { user } = await createAccount(server.db)
    expect((await server.post('forget-password', { email: user.email })).status).toBe(200)
    await server.settle()
    expect(server.mailer.lastTo(user.email)?.text).toContain('/set-new-password/')
    const left = await server.db.select({ payload: tasks.payload }).from(tasks).where(eq(tasks.kind, 'mail'))
    expect(left.map((row) => JSON.stringify(row.payload)).filter((payload) => payload.includes(user.email))).toEqual([])
  })
})
