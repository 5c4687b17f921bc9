import { integer, timestamp } from 'drizzle-orm/pg-core'

/** Column builders every table shares. */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity()
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
