import { EMPLOYMENT_TYPES, JOB_STATUSES, WORKPLACES } from '@common/jobs'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const id = () => integer().primaryKey().generatedAlwaysAsIdentity()
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()

export const companies = pgTable('companies', {
  id: id(),
  name: text().notNull(),
  logoUrl: text(),
  website: text(),
  timezone: text().notNull().default('UTC'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** Group → actions, checked against the catalogue in common/permissions.ts before it is stored. */
export type StoredPermissions = Record<string, string[]>

export const roles = pgTable(
  'roles',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
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

export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Always stored lower-cased: addresses are unique across the platform, compared case-insensitively. */
    email: text().notNull(),
    /** Null until an invited user sets a password through their link. */
    passwordHash: text(),
    isOwner: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    roleId: integer(),
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

/** Only the SHA-256 of a bearer token is kept; the token itself is shown once, at sign-in. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('api_tokens_token_hash_unique').on(table.tokenHash), index('api_tokens_user_idx').on(table.userId)],
)

export const passwordTokenPurpose = pgEnum('password_token_purpose', ['reset', 'invite'])

/** Single-use links to /set-new-password/: forgotten passwords and invitations. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    purpose: passwordTokenPurpose().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_token_hash_unique').on(table.tokenHash),
    index('password_reset_tokens_user_idx').on(table.userId),
  ],
)

export const subscriptionStatus = pgEnum('subscription_status', ['active', 'past_due', 'canceled', 'expired'])

/** One per company; absent until the company first chooses a plan. */
export const subscriptions = pgTable('subscriptions', {
  id: id(),
  companyId: integer()
    .notNull()
    .unique('subscriptions_company_id_unique')
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** A plan id from server/modules/subscription/plans.ts. */
  plan: text().notNull(),
  status: subscriptionStatus().notNull(),
  currentPeriodEnd: timestamp({ withTimezone: true }),
  /** Set when the company starts its free trial, which it can do once. */
  trialStartedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const jobStatus = pgEnum('job_status', JOB_STATUSES)
export const jobEmploymentType = pgEnum('job_employment_type', EMPLOYMENT_TYPES)
export const jobWorkplace = pgEnum('job_workplace', WORKPLACES)

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * Jobs (contract section 6). `search` is kept by PostgreSQL itself: English stems (so "engineer"
 * finds "Engineering"), the title weighing most, then department, location and skills, then the
 * Markdown description. job_skills_text is the immutable wrapper of migration 0001.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    department: text().notNull(),
    location: text(),
    employmentType: jobEmploymentType().notNull(),
    workplace: jobWorkplace().notNull(),
    openings: integer().notNull().default(1),
    salaryMin: integer(),
    salaryMax: integer(),
    /** ISO 4217, upper case. */
    salaryCurrency: text(),
    /** Markdown. */
    description: text().notNull().default(''),
    skills: text().array().notNull().default(sql`'{}'::text[]`),
    status: jobStatus().notNull().default('draft'),
    /** The last day applications are taken, in the company's time zone. */
    closesAt: date({ mode: 'string' }),
    /** The requisition this job fills; its foreign key comes with the requisitions module. */
    requisitionId: integer(),
    search: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', "title"), 'A')
          || setweight(to_tsvector('english', "department" || ' ' || coalesce("location", '') || ' ' || coalesce(public.job_skills_text("skills"), '')), 'B')
          || setweight(to_tsvector('english', "description"), 'C')`,
      ),
    /** The title's words as written (no stemming, no stop words), for matching them by their start. */
    titleWords: tsvector()
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', "title")`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One index per sort, each ending in the id that breaks ties; a btree read backwards serves
    // the descending sort (nulls first), so none needs a DESC twin. The first is also the count's.
    index('jobs_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('jobs_company_title_idx').on(table.companyId, sql`lower(${table.title})`, table.id),
    index('jobs_company_status_idx').on(table.companyId, table.status, table.id),
    index('jobs_company_closes_idx').on(table.companyId, table.closesAt, table.id),
    // The department filter, and the distinct departments its choices come from.
    index('jobs_company_department_idx').on(table.companyId, table.department),
    // Words of titles by their start, as typed ("back" finds "Backend Engineer"): a small vector
    // beside the big one, so matching and ranking by title never reads a job's whole text.
    index('jobs_title_words_idx').using('gin', table.titleWords).with({ fastupdate: false }),
    // Without fastupdate a new job goes straight into the index: the default pending list is only
    // merged by (auto)vacuum, which the embedded database never runs, so every search would scan it.
    index('jobs_search_idx').using('gin', table.search).with({ fastupdate: false }),
    check('jobs_openings_positive', sql`${table.openings} >= 1`),
    check('jobs_salary_range', sql`${table.salaryMin} is null or ${table.salaryMax} is null or ${table.salaryMin} <= ${table.salaryMax}`),
    check('jobs_salary_currency_code', sql`${table.salaryCurrency} ~ '^[A-Z]{3}$'`),
  ],
)

export type Company = typeof companies.$inferSelect
export type User = typeof users.$inferSelect
export type Role = typeof roles.$inferSelect
export type ApiToken = typeof apiTokens.$inferSelect
export type PasswordResetToken = typeof passwordResetTokens.$inferSelect
export type PasswordTokenPurpose = (typeof passwordTokenPurpose.enumValues)[number]
export type SubscriptionRow = typeof subscriptions.$inferSelect
export type JobRow = typeof jobs.$inferSelect
