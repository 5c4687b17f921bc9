import { SALARY_PERIODS } from '@common/format'
import { OFFER_STATUSES } from '@common/offers'
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, numeric, pgEnum, pgTable, text, timestamp, date, unique, uniqueIndex } from 'drizzle-orm/pg-core'
import { applications } from './applicants'
import { approvalRecordsTable, approvalStateColumns } from './approvals'
import { belongsTo, createdAt, id, updatedAt } from './columns'
import { companies } from './companies'
import { employees } from './employees'
import { storedFiles } from './files'
import { jobs } from './jobs'
import { emailTemplates } from './messages'
import { users } from './users'
import { jobEmploymentType } from './work-enums'

export const offerStatus = pgEnum('offer_status', OFFER_STATUSES)
export const salaryPeriod = pgEnum('salary_period', SALARY_PERIODS)

const money = () => numeric({ precision: 14, scale: 2, mode: 'number' })

/**
 * Offers (contract section 17). The approval state lives on the row, as requisitions' does
 * (approvalStateColumns). `letter` is the rendered Markdown; once sent, the candidate's link
 * is found by `tokenHash` (the token's SHA-256: the token itself is never stored). On accept the
 * signature, the signer's address and the SHA-256 of the letter as shown are kept, and the signed
 * PDF is a stored file.
 */
export const offers = pgTable(
  'offers',
  {
    id: id(),
    companyId: belongsTo(() => companies.id),
    applicationId: belongsTo(() => applications.id),
    /** The application's job, kept here so the list filters and sorts by it from one index. */
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    status: offerStatus().notNull().default('draft'),
    templateId: integer().references(() => emailTemplates.id, { onDelete: 'set null' }),
    jobTitle: text().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    salary: money().notNull(),
    salaryCurrency: text().notNull(),
    salaryPeriod: salaryPeriod().notNull(),
    bonus: money(),
    equity: text(),
    employmentType: jobEmploymentType().notNull(),
    managerId: integer().references(() => employees.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Markdown, the template with its merge fields filled. */
    letter: text().notNull(),
    /** Whether the last submit needed approval (false: inside the band with only_out_of_range). */
    approvalNeeded: boolean().notNull().default(true),
    ...approvalStateColumns(),
    tokenHash: text(),
    sentAt: timestamp({ withTimezone: true }),
    respondedAt: timestamp({ withTimezone: true }),
    declineReason: text(),
    withdrawReason: text(),
    signatureName: text(),
    signedAt: timestamp({ withTimezone: true }),
    /** The signer's client address, as the server saw it. */
    signatureAddress: text(),
    documentSha256: text(),
    signedFileId: integer().references(() => storedFiles.id, { onDelete: 'set null' }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdByName: text().notNull(),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One live offer per application: a second one while it stands is refused however requests interleave.
    uniqueIndex('offers_one_live_per_application')
      .on(table.applicationId)
      .where(sql`${table.status} not in ('rejected', 'declined', 'withdrawn', 'expired')`),
    // The default order, with what `q` tests (the application and the job) read off the index too: a search walks it alone.
    index('offers_company_created_idx').on(table.companyId, table.createdAt, table.id, table.applicationId, table.jobId),
    index('offers_company_status_idx').on(table.companyId, table.status, table.createdAt, table.id),
    // An application's offers (the applicant page's; a candidate's, counting a search): the partial unique index holds only live ones.
    index('offers_company_application_idx').on(table.companyId, table.applicationId),
    index('offers_company_job_idx').on(table.companyId, table.jobId, table.createdAt, table.id),
    index('offers_company_expires_idx').on(table.companyId, table.expiresAt, table.id),
    index('offers_company_start_idx').on(table.companyId, table.startDate, table.id),
    // "Waiting for me": the offers in approval, decided from the index alone.
    index('offers_company_in_approval_idx')
      .on(table.companyId, table.createdAt, table.id, table.stepApproverType, table.stepRoleId, table.stepUserId, table.createdById, table.stepApprovedBy, table.stepDueAt)
      .where(sql`${table.status} = 'pending_approval'`),
    // The sweeps, across companies: overdue steps not yet reminded, and sent offers past expiry.
    index('offers_unreminded_due_idx')
      .on(table.stepDueAt)
      .where(sql`${table.status} = 'pending_approval' and not ${table.stepReminded}`),
    index('offers_sent_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'sent'`),
    uniqueIndex('offers_token_hash_unique').on(table.tokenHash),
    unique('offers_company_id_id_unique').on(table.companyId, table.id),
    check('offers_salary_positive', sql`${table.salary} >= 0`),
  ],
)

export type OfferRow = typeof offers.$inferSelect

export const offerApprovals = approvalRecordsTable('offer_approvals', 'offer_id', () => offers)
