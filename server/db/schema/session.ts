import { index, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { belongsTo, createdAt, id } from './columns'
import { users } from './users'

/** Only the SHA-256 of a bearer token is kept; the token itself is shown once, at sign-in. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    userId: belongsTo(() => users.id),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('api_tokens_token_hash_unique').on(table.tokenHash), index('api_tokens_user_idx').on(table.userId)],
)

export const passwordTokenPurpose = pgEnum('password_token_purpose', ['reset', 'invite'])

/** Single-use links to /set-new-password/: forgotten passwords and invitations. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: belongsTo(() => users.id),
    tokenHash: text().notNull(),
    purpose: passwordTokenPurpose().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_token_hash_unique').on(table.tokenHash),
    index('password_reset_tokens_user_idx').on(table.userId),
  ],
)

export type ApiToken = typeof apiTokens.$inferSelect
export type PasswordResetToken = typeof passwordResetTokens.$inferSelect
export type PasswordTokenPurpose = (typeof passwordTokenPurpose.enumValues)[number]
