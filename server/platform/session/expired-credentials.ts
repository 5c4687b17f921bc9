import { isNotNull, lt, or } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { apiTokens, passwordResetTokens } from '../../db/schema/session'

/**
 * Deletes what can no longer sign anyone in: sessions past their expiry, and password links used
 * or expired. Kept, they only grew the tables and held hashes of secrets for nothing. Run by the
 * hourly schedule of server/app.ts.
 */
export async function pruneExpiredCredentials(db: Database, now: Date): Promise<void> {
  await db.delete(apiTokens).where(lt(apiTokens.expiresAt, now))
  await db.delete(passwordResetTokens).where(or(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.expiresAt, now)))
}
