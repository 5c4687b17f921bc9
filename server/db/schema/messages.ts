import { EMAIL_TEMPLATE_KINDS, MESSAGE_STATUSES } from '@common/messages'
import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { applicants, applications } from './applicants'
import { belongsTo, createdAt, id, updatedAt } from './columns'
import { companies } from './companies'
import { users } from './users'

export const emailTemplateKind = pgEnum('email_template_kind', EMAIL_TEMPLATE_KINDS)
export const messageStatus = pgEnum('message_status', MESSAGE_STATUSES)

/**
 * The company's email templates (contract section 18): subject and Markdown body with merge
 * fields. One default per kind, what the product sends for it: the partial unique index keeps two
 * writers from both making one.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: id(),
    companyId: belongsTo(() => companies.id),
    name: text().notNull(),
    kind: emailTemplateKind().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('email_templates_one_default_per_kind')
      .on(table.companyId, table.kind)
      .where(sql`${table.isDefault}`),
    index('email_templates_company_kind_idx').on(table.companyId, table.kind, table.name),
  ],
)

/**
 * A mail to an applicant, as rendered when it was written (merge fields filled): it leaves through
 * the task queue at `send_at`, and its status says how that went.
 */
export const candidateMessages = pgTable(
  'candidate_messages',
  {
    id: id(),
    companyId: belongsTo(() => companies.id),
    applicantId: belongsTo(() => applicants.id),
    applicationId: integer().references(() => applications.id, { onDelete: 'set null' }),
    templateId: integer().references(() => emailTemplates.id, { onDelete: 'set null' }),
    senderId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The sender's name when it was written, kept if the user goes. */
    senderName: text().notNull(),
    /** Where replies go: the sender's address when it was written. */
    replyTo: text(),
    to: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    status: messageStatus().notNull().default('scheduled'),
    sendAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }),
    failure: text(),
    createdAt: createdAt(),
  },
  (table) => [index('candidate_messages_company_applicant_idx').on(table.companyId, table.applicantId, table.createdAt)],
)

export type EmailTemplateRow = typeof emailTemplates.$inferSelect
export type CandidateMessageRow = typeof candidateMessages.$inferSelect
