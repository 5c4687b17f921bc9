import { sql } from 'drizzle-orm'
import { boolean, check, foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { belongsTo, createdAt, id, updatedAt } from './columns'
import { companies } from './companies'
import { roles } from './roles'

export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: belongsTo(() => companies.id),
    name: text().notNull(),
    /** Always stored lower-cased: addresses are unique across the platform, compared case-insensitively. */
    email: text().notNull(),
    /** Null until an invited user sets a password through their link. */
    passwordHash: text(),
    isOwner: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    roleId: integer(),
    /** The user's own IANA zone, for times in their mails and the panel picker; null: the company's. */
    timezone: text(),
    lastLoginAt: timestamp({ withTimezone: true }),
    passwordChangedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_company_idx').on(table.companyId),
    index('users_role_idx').on(table.roleId),
    // The role must belong to the user's own company, and cannot be deleted while users hold it
    // (checked at the end of the statement, so deleting a whole company still cascades).
    foreignKey({
      name: 'users_company_role_fk',
      columns: [table.companyId, table.roleId],
      foreignColumns: [roles.companyId, roles.id],
    }).onDelete('no action'),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
)

export type User = typeof users.$inferSelect
