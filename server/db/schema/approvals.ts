import type { ApprovalChainDefinition } from '@common/approval-chain'
import { sql } from 'drizzle-orm'
import { boolean, foreignKey, integer, jsonb, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * The approval state a record in approval keeps on its own row (contract section 10, shared by
 * offers in section 17): `chain` is the company's chain as it was when the record was submitted
 * (a later change of the chain does not touch it), `round` counts the chain's (re)starts, so
 * approvals of an earlier round are void, and `step` is the current step. Decisions write with a
 * compare-and-set on (status, round, step), so one of two concurrent decisions loses.
 */
export const approvalStateColumns = () => ({
  /** The chain it was last submitted with; null until then. */
  chain: jsonb().$type<ApprovalChainDefinition>(),
  /** How many times the chain has started: approvals carry it, and a restart voids the earlier ones. */
  round: integer().notNull().default(0),
  /** The current step (1-based) while waiting; where it stopped otherwise. */
  step: integer(),
  stepStartedAt: timestamp({ withTimezone: true }),
  /** When the current step becomes overdue (started + the chain's SLA). */
  stepDueAt: timestamp({ withTimezone: true }),
  /**
   * Who has approved the current step in this round: the approvals table holds the record (one
   * row per person), this copy lets "waiting for me" leave them out without a join.
   */
  stepApprovedBy: integer()
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  /** Whether the current step's overdue reminder has gone out: one per step. */
  stepReminded: boolean().notNull().default(false),
  /**
   * The current step's approver, kept by PostgreSQL from `chain` and `step`: "waiting for me"
   * compares plain columns, read from its index alone.
   */
  stepApproverType: text().generatedAlwaysAs(sql`"chain" -> 'steps' -> ("step" - 1) -> 'approver' ->> 'type'`),
  stepRoleId: integer().generatedAlwaysAs(sql`("chain" -> 'steps' -> ("step" - 1) -> 'approver' ->> 'role_id')::integer`),
  stepUserId: integer().generatedAlwaysAs(sql`("chain" -> 'steps' -> ("step" - 1) -> 'approver' ->> 'user_id')::integer`),
})

/**
 * One approval of one step of one round of a record's chain (`subjectColumn` names the record:
 * `requisition_id`, `offer_id`). Unique per person, so the same person approving a step twice is
 * refused by the database however the requests interleave.
 */
export function approvalRecordsTable<const Name extends string>(name: Name, subjectColumn: string, subject: () => { companyId: AnyPgColumn; id: AnyPgColumn }) {
  return pgTable(
    name,
    {
      id: integer().primaryKey().generatedAlwaysAsIdentity(),
      companyId: integer().notNull(),
      subjectId: integer(subjectColumn).notNull(),
      round: integer().notNull(),
      step: integer().notNull(),
      userId: integer().references(() => users.id, { onDelete: 'set null' }),
      userName: text().notNull(),
      at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [
      uniqueIndex(`${name}_once_unique`).on(table.subjectId, table.round, table.step, table.userId),
      foreignKey({
        name: `${name}_${subjectColumn.replace(/_id$/, '')}_fk`,
        columns: [table.companyId, table.subjectId],
        foreignColumns: [subject().companyId, subject().id],
      }).onDelete('cascade'),
    ],
  )
}
