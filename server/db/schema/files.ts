import { customType, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { belongsTo, createdAt, id } from './columns'
import { companies } from './companies'

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })

/**
 * Uploaded files (contract section 8): kept in the database, so every API process serves every
 * file and a backup holds them all. The type is the one read from the bytes, never the name's.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    companyId: belongsTo(() => companies.id),
    /** Random and unguessable, with the type's extension: the file's name in URLs. */
    key: text().notNull(),
    /** What the file is for (`logo`, `resume`): only logos are served publicly. */
    purpose: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    /** Hex SHA-256 of the bytes: the same file uploaded twice is recognised. */
    sha256: text().notNull(),
    /** The uploader's file name, shown to staff; never used to type or store the file. */
    originalName: text(),
    bytes: bytea().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('stored_files_key_unique').on(table.key), index('stored_files_company_sha256_idx').on(table.companyId, table.sha256)],
)

export type StoredFileRow = typeof storedFiles.$inferSelect
