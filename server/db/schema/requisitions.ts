import type { ApprovalChainDefinition } from '@common/approval-chain'
import { REQUISITION_PRIORITIES, REQUISITION_REASONS, REQUISITION_STATUSES } from '@common/requisitions'
import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, jsonb, pgEnum, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core'
import { approvalRecordsTable, approvalStateColumns } from './approvals'
import { belongsTo, createdAt, id, updatedAt } from './columns'
import { companies } from './companies'
import { users } from './users'
import { roleColumns, salaryRangeChecks, titleWords, tsvector } from './work-enums'

export const requisitionStatus = pgEnum('requisition_status', REQUISITION_STATUSES)
export const requisitionReason = pgEnum('requisition_reason', REQUISITION_REASONS)
/** Declared low to urgent, so sorting by it orders by urgency. */
export const requisitionPriority = pgEnum('requisition_priority', REQUISITION_PRIORITIES)

/**
 * Requisitions (contract section 10). The approval state lives on the row (approvalStateColumns:
 * the chain as submitted, the round, the current step while pending or on hold), as offers' does.
 */
export const requisitions = pgTable(
  'requisitions',
  {
    id: id(),
    companyId: belongsTo(() => companies.id),
    ...roleColumns(),
    headcount: integer().notNull().default(1),
    reason: requisitionReason().notNull().default('new_role'),
    /** The person a replacement replaces, by name. */
    replaces: text(),
    hiringManagerId: integer().references(() => users.id, { onDelete: 'set null' }),
    targetStartDate: date({ mode: 'string' }),
    priority: requisitionPriority().notNull().default('normal'),
    /** Markdown. */
    description: text().notNull().default(''),
    status: requisitionStatus().notNull().default('draft'),
    /** The requester; their name outlives their account. */
    requestedById: integer().references(() => users.id, { onDelete: 'set null' }),
    requestedByName: text().notNull(),
    ...approvalStateColumns(),
    submittedAt: timestamp({ withTimezone: true }),
    decidedAt: timestamp({ withTimezone: true }),
    search: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', "title"), 'A')
          || setweight(to_tsvector('english', "department" || ' ' || coalesce("location", '') || ' ' || coalesce("replaces", '') || ' ' || "requested_by_name"), 'B')
          || setweight(to_tsvector('english', "description"), 'C')`,
      ),
    titleWords: titleWords(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One index per sort, led by the company and ending in the id that breaks ties.
    index('requisitions_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('requisitions_company_title_idx').on(table.companyId, sql`lower(${table.title})`, table.id),
    index('requisitions_company_status_idx').on(table.companyId, table.status, table.id),
    index('requisitions_company_priority_idx').on(table.companyId, table.priority, table.id),
    index('requisitions_company_start_idx').on(table.companyId, table.targetStartDate, table.id),
    index('requisitions_company_department_idx').on(table.companyId, table.department),
    // A requester's own requisitions (a holder of requisition.add alone sees only those).
    index('requisitions_company_requester_idx').on(table.companyId, table.requestedById, table.createdAt, table.id),
    // "Waiting for me" and "overdue" read only the requisitions in approval, newest first; the
    // columns after the id let them decide (and count) from the index without visiting rows.
    index('requisitions_company_in_approval_idx')
      .on(table.companyId, table.createdAt, table.id, table.stepApproverType, table.stepRoleId, table.stepUserId, table.requestedById, table.stepApprovedBy, table.stepDueAt)
      .where(sql`${table.status} = 'pending'`),
    // The reminder sweep, across companies: overdue steps not yet reminded.
    index('requisitions_unreminded_due_idx')
      .on(table.stepDueAt)
      .where(sql`${table.status} = 'pending' and not ${table.stepReminded}`),
    index('requisitions_title_words_idx').using('gin', table.titleWords).with({ fastupdate: false }),
    index('requisitions_search_idx').using('gin', table.search).with({ fastupdate: false }),
    // Lets jobs and approvals reference (company, requisition): never another company's.
    unique('requisitions_company_id_id_unique').on(table.companyId, table.id),
    check('requisitions_headcount_range', sql`${table.headcount} between 1 and 999`),
    ...salaryRangeChecks('requisitions', table),
  ],
)

export type RequisitionRow = typeof requisitions.$inferSelect

/** One approval of one step of one round (the approval engine's record, server/platform/approvals). */
export const requisitionApprovals = approvalRecordsTable('requisition_approvals', 'requisition_id', () => requisitions)

/**
 * A company's approval chains (contract sections 9 and 17), one per kind of record (`subject`:
 * `requisition`, `offer`); without a row, the default chain. `only_out_of_range` is the offers'.
 */
export const approvalChains = pgTable(
  'approval_chains',
  {
    id: id(),
    companyId: belongsTo(() => companies.id),
    subject: text().notNull().default('requisition'),
    steps: jsonb().$type<ApprovalChainDefinition['steps']>().notNull(),
    slaDays: integer().notNull(),
    onlyOutOfRange: boolean().notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('approval_chains_company_subject_unique').on(table.companyId, table.subject),
    check('approval_chains_sla_days_range', sql`${table.slaDays} between 1 and 30`),
  ],
)
