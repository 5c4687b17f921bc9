import { PGlite } from '@electric-sql/pglite'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type pg from 'pg'
import type { Database } from '../../db/client'
import { insertCompany } from '../../db/company-records'
import { type StoredPermissions } from '../../db/schema/roles'
import { apiTokens, passwordResetTokens, type PasswordTokenPurpose } from '../../db/schema/session'
import { type SubscriptionRow } from '../../db/schema/subscriptions'
import { users } from '../../db/schema/users'
import { DAY_MS } from '../../lib/clock'
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens'
import { TRIAL_PLAN_ID } from '../subscription/plans'
import { effectivePermissions, type AuthSession } from './auth-session'

export const TOKEN_LIFETIME_MS = 7 * DAY_MS

export interface SessionRow {
  tokenId: number
  expiresAt: Date
  userId: number
  companyId: number
  name: string
  email: string
  isOwner: boolean
  active: boolean
  timezone: string | null
  companyName: string
  companyLogo: string | null
  roleId: number | null
  roleName: string | null
  rolePermissions: StoredPermissions | null
  plan: string | null
  status: SubscriptionRow['status'] | null
  currentPeriodEnd: Date | null
}

/**
 * Every authenticated request runs this one statement: token, user, company, role and
 * subscription. Its plan is kept server-side (planning the joins costs more than running them):
 * a named statement per pooled PostgreSQL connection, as PGlite keeps every statement.
 */
const SESSION_STATEMENT = 'session_by_token'
const SESSION_SQL = `
  select t.id as "tokenId", t.expires_at as "expiresAt",
         u.id as "userId", u.company_id as "companyId", u.name, u.email, u.is_owner as "isOwner", u.active, u.timezone,
         c.name as "companyName", c.logo_url as "companyLogo",
         r.id as "roleId", r.name as "roleName", r.permissions as "rolePermissions",
         s.plan, s.status, s.current_period_end as "currentPeriodEnd"
    from api_tokens t
    join users u on u.id = t.user_id
    join companies c on c.id = u.company_id
    left join roles r on r.id = u.role_id
    left join subscriptions s on s.company_id = u.company_id
   where t.token_hash = $1`

export async function findSessionByTokenHash(db: Database, tokenHash: string): Promise<SessionRow | undefined> {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client
  // PGlite keeps every statement prepared in its one session (pglite-statements.ts).
  const { rows } = client instanceof PGlite ? await client.query<SessionRow>(SESSION_SQL, [tokenHash]) : await client.query<SessionRow>({ name: SESSION_STATEMENT, text: SESSION_SQL, values: [tokenHash] })
  return rows[0]
}

/**
 * The signed-in caller. A free trial whose period has ended reads as expired; a paid plan stays
 * as billing last set it (a payment service marks it past due or canceled).
 */
export function toAuthSession(row: SessionRow, now: Date): AuthSession {
  const trialOver = row.plan === TRIAL_PLAN_ID && row.currentPeriodEnd !== null && row.currentPeriodEnd <= now
  return {
    tokenId: row.tokenId,
    user: { id: row.userId, companyId: row.companyId, name: row.name, email: row.email, isOwner: row.isOwner, timezone: row.timezone },
    company: { id: row.companyId, name: row.companyName, logoUrl: row.companyLogo },
    role: row.roleId !== null && row.roleName !== null ? { id: row.roleId, name: row.roleName } : null,
    subscription:
      row.plan !== null && row.status !== null
        ? { plan: row.plan, status: trialOver ? 'expired' : row.status, currentPeriodEnd: row.currentPeriodEnd }
        : null,
    permissions: effectivePermissions(row.isOwner, row.rolePermissions),
  }
}

/** Issues a bearer token for the user; only its hash is stored. Returns the token itself. */
export async function issueApiToken(db: Database, userId: number, now: Date): Promise<string> {
  const token = newSecretToken()
  await db.insert(apiTokens).values({ userId, tokenHash: hashSecretToken(token), expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS) })
  return token
}

export async function revokeApiToken(db: Database, tokenId: number): Promise<void> {
  await db.delete(apiTokens).where(eq(apiTokens.id, tokenId))
}

/** Signs the user out everywhere: after a password change, and when the user is deactivated. */
export async function revokeAllApiTokens(db: Database, userId: number): Promise<void> {
  await db.delete(apiTokens).where(eq(apiTokens.userId, userId))
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, passwordHash: users.passwordHash, active: users.active })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1)
  return user
}

export async function createPasswordToken(
  db: Database,
  input: { userId: number; purpose: PasswordTokenPurpose; expiresAt: Date },
): Promise<string> {
  const token = newSecretToken()
  await db.insert(passwordResetTokens).values({ ...input, tokenHash: hashSecretToken(token) })
  return token
}

/** The user a set-password token belongs to, while the token is unused and unexpired. */
export async function findUsablePasswordToken(db: Database, token: string, now: Date) {
  const [found] = await db
    .select({ userId: users.id, active: users.active })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashSecretToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1)
  return found
}

/**
 * Uses up a set-password token: marks it used if it is unused and unexpired, in the same
 * statement, so two concurrent uses cannot both succeed. Returns the token's user, or nothing.
 */
export async function consumePasswordToken(db: Database, token: string, now: Date): Promise<{ userId: number } | undefined> {
  const [used] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashSecretToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId })
  return used
}

/** After a password is set, older links of the user stop working too. */
export async function expireOtherPasswordTokens(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
}

export async function setPassword(db: Database, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, userId))
}

export async function recordSignIn(db: Database, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId))
}

export async function createCompanyWithOwner(
  db: Database,
  input: { companyName: string; name: string; email: string; passwordHash: string },
): Promise<{ companyId: number; userId: number }> {
  return db.transaction(async (tx) => {
    const company = await insertCompany(tx, { name: input.companyName })
    const [owner] = await tx
      .insert(users)
      .values({ companyId: company.id, name: input.name, email: input.email, passwordHash: input.passwordHash, isOwner: true })
      .returning({ id: users.id })
    if (!owner) throw new Error('The owner was not created')
    return { companyId: company.id, userId: owner.id }
  })
}
