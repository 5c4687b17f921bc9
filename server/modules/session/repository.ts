import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { apiTokens, companies, passwordResetTokens, roles, subscriptions, users, type PasswordTokenPurpose } from '../../db/schema'
import { DAY_MS } from '../../lib/clock'
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens'
import { TRIAL_PLAN_ID } from '../subscription/plans'
import { effectivePermissions, type AuthSession } from './auth-session'

export const TOKEN_LIFETIME_MS = 7 * DAY_MS

function buildSessionLookup(db: Database) {
  return db
    .select({
      tokenId: apiTokens.id,
      expiresAt: apiTokens.expiresAt,
      userId: users.id,
      companyId: users.companyId,
      name: users.name,
      email: users.email,
      isOwner: users.isOwner,
      active: users.active,
      companyName: companies.name,
      companyLogo: companies.logoUrl,
      roleId: roles.id,
      roleName: roles.name,
      rolePermissions: roles.permissions,
      plan: subscriptions.plan,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(subscriptions, eq(subscriptions.companyId, users.companyId))
    .where(eq(apiTokens.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token')
}

type SessionLookup = ReturnType<typeof buildSessionLookup>
export type SessionRow = NonNullable<Awaited<ReturnType<SessionLookup['execute']>>[number]>

const lookups = new WeakMap<Database, SessionLookup>()

/**
 * Every authenticated request runs this: token, user, company, role and subscription in one
 * prepared query (the benchmarked path of GET `user`).
 */
export async function findSessionByTokenHash(db: Database, tokenHash: string): Promise<SessionRow | undefined> {
  let lookup = lookups.get(db)
  if (!lookup) {
    lookup = buildSessionLookup(db)
    lookups.set(db, lookup)
  }
  const [row] = await lookup.execute({ tokenHash })
  return row
}

/**
 * The signed-in caller. A free trial whose period has ended reads as expired; a paid plan stays
 * as billing last set it (a payment service marks it past due or canceled).
 */
export function toAuthSession(row: SessionRow, now: Date): AuthSession {
  const trialOver = row.plan === TRIAL_PLAN_ID && row.currentPeriodEnd !== null && row.currentPeriodEnd <= now
  return {
    tokenId: row.tokenId,
    user: { id: row.userId, companyId: row.companyId, name: row.name, email: row.email, isOwner: row.isOwner },
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
    const [company] = await tx.insert(companies).values({ name: input.companyName }).returning({ id: companies.id })
    if (!company) throw new Error('The company was not created')
    const [owner] = await tx
      .insert(users)
      .values({ companyId: company.id, name: input.name, email: input.email, passwordHash: input.passwordHash, isOwner: true })
      .returning({ id: users.id })
    if (!owner) throw new Error('The owner was not created')
    return { companyId: company.id, userId: owner.id }
  })
}
