import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATES } from '@common/privacy'
import { index, integer, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { applicants } from './applicants'
import { createdAt, id } from './columns'
import { companies } from './companies'

export const privacyRequestKind = pgEnum('privacy_request_kind', PRIVACY_REQUEST_KINDS)
export const privacyRequestState = pgEnum('privacy_request_state', PRIVACY_REQUEST_STATES)

/**
 * A candidate's link to their own data (contract 19): sent in the application confirmation, it
 * opens the careers privacy page for one applicant. Only the token's SHA-256 is kept; the link
 * ends at `expires_at`, or at once when the candidate's data is erased (`revoked_at`).
 */
export const privacyPortalTokens = pgTable(
  'privacy_portal_tokens',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicantId: integer()
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('privacy_portal_tokens_hash_unique').on(table.tokenHash), index('privacy_portal_tokens_applicant_idx').on(table.applicantId)],
)

/**
 * What candidates asked for through their portal: an export (completed at once) or an erasure,
 * pending until the mailed code (kept as its SHA-256) is entered; wrong codes count in
 * `attempts`, and the last allowed wrong one voids the request. The applicant is set null when
 * they are deleted, so the company still sees that a request was made and answered.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicantId: integer().references(() => applicants.id, {
      onDelete: 'set null',
    }),
    portalTokenId: integer().references(() => privacyPortalTokens.id, {
      onDelete: 'set null',
    }),
    kind: privacyRequestKind().notNull(),
    state: privacyRequestState().notNull(),
    codeHash: text(),
    codeExpiresAt: timestamp({ withTimezone: true }),
    attempts: smallint().notNull().default(0),
    requestedAt: createdAt(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('privacy_requests_company_idx').on(table.companyId, table.requestedAt, table.id),
    index('privacy_requests_portal_idx').on(table.portalTokenId, table.kind, table.state),
  ],
)

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect
