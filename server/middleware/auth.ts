import { createMiddleware } from 'hono/factory'
import { CompanyScope } from '../db/company-scope'
import type { AppEnv, AuthEnv } from '../http/context'
import { unauthorized } from '../lib/errors'
import { hashSecretToken } from '../lib/secret-tokens'
import { findSessionByTokenHash, toAuthSession } from '../platform/session/repository'

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i

/**
 * Signs the request in from `Authorization: Bearer <token>`: one query finds the token with its
 * user, company, role and subscription. Missing, unknown or expired tokens and deactivated
 * users get a 401. Sets `c.var.auth` and the company-scoped `c.var.scope`.
 */
export const requireAuth = createMiddleware<AppEnv & AuthEnv>(async (c, next) => {
  const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1]
  if (!token) throw unauthorized('Sign in to continue')
  const { db, clock } = c.var.deps
  const row = await findSessionByTokenHash(db, hashSecretToken(token))
  if (!row) throw unauthorized('Your session has ended. Sign in again.')
  const now = clock.now()
  if (row.expiresAt <= now) throw unauthorized('Your session has expired. Sign in again.')
  if (!row.active) throw unauthorized('Your account has been deactivated. Ask your company owner for access.')
  c.set('auth', toAuthSession(row, now))
  c.set('scope', new CompanyScope(db, row.companyId))
  await next()
})
