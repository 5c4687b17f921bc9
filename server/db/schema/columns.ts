import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core'

/** Column builders every table shares. */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity()
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
/** A row that belongs to another: it cannot be without one, and goes when that one is deleted (a company's, an applicant's). */
export const belongsTo = (owner: () => AnyPgColumn) => integer().notNull().references(owner, { onDelete: 'cascade' })
