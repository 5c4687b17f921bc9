import { sql } from 'drizzle-orm'
import { jsonb, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core'
import { belongsTo, createdAt, id, updatedAt } from './columns'
import { companies } from './companies'

/** Group → actions, checked against the catalogue in common/permissions.ts before it is stored. */
export type StoredPermissions = Record<string, string[]>

export const roles = pgTable(
  'roles',
  {
    id: id(),
    companyId: belongsTo(() => companies.id),
    name: text().notNull(),
    permissions: jsonb().$type<StoredPermissions>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('roles_company_name_unique').on(table.companyId, sql`lower(${table.name})`),
    // Lets users reference (company, role) so a user can never hold another company's role.
    unique('roles_company_id_id_unique').on(table.companyId, table.id),
  ],
)

export type Role = typeof roles.$inferSelect
