import type { Account } from '@common/account'
import { and, count, eq, gt, ne } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { apiTokens } from '../../db/schema/session'
import { users } from '../../db/schema/users'

/** The caller as "My account" shows them; `tokenId` is the sign-in they are using now. */
export async function findAccount(db: Database, userId: number, tokenId: number, now: Date): Promise<Account> {
  const [user] = await db.select({ name: users.name, email: users.email, timezone: users.timezone }).from(users).where(eq(users.id, userId)).limit(1)
  if (!user) throw new Error('The signed-in user was not found')
  const [sessions] = await db
    .select({ others: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), ne(apiTokens.id, tokenId), gt(apiTokens.expiresAt, now)))
  return { ...user, other_sessions: sessions?.others ?? 0 }
}

/** Applies what the caller sent of their name and time zone. */
export async function updateOwnAccount(db: Database, userId: number, changes: { name?: string; timezone?: string | null }, now: Date): Promise<void> {
  if (changes.name === undefined && changes.timezone === undefined) return
  await db
    .update(users)
    .set({ ...(changes.name !== undefined ? { name: changes.name } : {}), ...(changes.timezone !== undefined ? { timezone: changes.timezone } : {}), updatedAt: now })
    .where(eq(users.id, userId))
}

export async function findPasswordHash(db: Database, userId: number): Promise<string | null> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1)
  return user?.passwordHash ?? null
}

/**
 * Signs the user out everywhere but the sign-in `keepTokenId`. Returns how many of the revoked
 * sign-ins were still usable (expired tokens go too, but nobody was signed in with them).
 */
export async function revokeOtherApiTokens(db: Database, userId: number, keepTokenId: number, now: Date): Promise<number> {
  const revoked = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.userId, userId), ne(apiTokens.id, keepTokenId)))
    .returning({ expiresAt: apiTokens.expiresAt })
  return revoked.filter((token) => token.expiresAt > now).length
}
