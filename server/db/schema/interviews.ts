import { INTERVIEW_STATUSES, RECOMMENDATIONS, SCORECARD_STATUSES, type WorkingHours } from '@common/interviews'
import { boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { applications, pipelineStages } from './applicants'
import { belongsTo, createdAt, id, updatedAt } from './columns'
import { companies } from './companies'
import { jobs } from './jobs'
import { users } from './users'

export type { WorkingHours }
export type KitAttribute = { name: string; description: string }
export type ScorecardRating = { attribute: string; rating: number }

export const interviewStatus = pgEnum('interview_status', INTERVIEW_STATUSES)
export const scorecardStatus = pgEnum('scorecard_status', SCORECARD_STATUSES)
export const recommendation = pgEnum('scorecard_recommendation', RECOMMENDATIONS)

/** A job's interview plan (contract 16): one kit per interview a stage holds, in `position` order within the stage. */
export const interviewKits = pgTable(
  'interview_kits',
  {
    id: id(),
    companyId: belongsTo(() => companies.id),
    jobId: belongsTo(() => jobs.id),
    stageId: belongsTo(() => pipelineStages.id),
    name: text().notNull(),
    durationMinutes: integer().notNull(),
    instructions: text().notNull().default(''),
    attributes: jsonb().$type<KitAttribute[]>().notNull(),
    questions: jsonb().$type<string[]>().notNull(),
    position: integer().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('interview_kits_job_idx').on(table.companyId, table.jobId, table.position)],
)

/**
 * A scheduled interview. `sequence` counts the changes its attendees' calendars were sent (the
 * iCalendar SEQUENCE); its UID is made from the id and never changes.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: id(),
    companyId: belongsTo(() => companies.id),
    applicationId: belongsTo(() => applications.id),
    kitId: integer().references(() => interviewKits.id, {
      onDelete: 'set null',
    }),
    title: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    timezone: text().notNull(),
    location: text(),
    videoUrl: text(),
    status: interviewStatus().notNull().default('scheduled'),
    sequence: integer().notNull().default(0),
    /** Whether the candidate is an attendee (got the invitation, gets its updates). */
    candidateInvited: boolean().notNull().default(false),
    cancelReason: text(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdByName: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('interviews_company_starts_idx').on(table.companyId, table.startsAt), index('interviews_application_idx').on(table.applicationId, table.startsAt)],
)

/** The panel: who interviews. Indexed by user for the conflict and free-slot searches. */
export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    interviewId: belongsTo(() => interviews.id),
    userId: belongsTo(() => users.id),
    companyId: belongsTo(() => companies.id),
    /** The panel member's name when named, kept if the user goes. */
    name: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.interviewId, table.userId] }), index('interview_interviewers_user_idx').on(table.companyId, table.userId)],
)

/** One interviewer's scorecard for one interview: a draft until submitted, then fixed. */
export const scorecards = pgTable(
  'scorecards',
  {
    id: id(),
    companyId: belongsTo(() => companies.id),
    interviewId: belongsTo(() => interviews.id),
    interviewerId: belongsTo(() => users.id),
    ratings: jsonb().$type<ScorecardRating[]>().notNull().default([]),
    recommendation: recommendation(),
    notes: text().notNull().default(''),
    status: scorecardStatus().notNull().default('draft'),
    submittedAt: timestamp({ withTimezone: true }),
    /** When the one late-scorecard reminder left (contract 16: once). */
    remindedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('scorecards_interview_interviewer_unique').on(table.interviewId, table.interviewerId)],
)

/**
 * A self-scheduling link (contract 16): the panel, duration and window the candidate picks a slot
 * in. The token is stored hashed; `interviewId` is set when booked (a link books once).
 */
export const schedulingLinks = pgTable(
  'scheduling_links',
  {
    id: id(),
    companyId: belongsTo(() => companies.id),
    applicationId: belongsTo(() => applications.id),
    kitId: integer().references(() => interviewKits.id, {
      onDelete: 'set null',
    }),
    interviewerIds: integer().array().notNull(),
    durationMinutes: integer().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    windowEnd: timestamp({ withTimezone: true }).notNull(),
    /** The candidate's zone, for showing the slots. */
    timezone: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    withdrawnAt: timestamp({ withTimezone: true }),
    interviewId: integer().references(() => interviews.id, {
      onDelete: 'set null',
    }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('scheduling_links_token_unique').on(table.tokenHash), index('scheduling_links_application_idx').on(table.applicationId)],
)

export type InterviewKitRow = typeof interviewKits.$inferSelect
export type InterviewRow = typeof interviews.$inferSelect
export type ScorecardRow = typeof scorecards.$inferSelect
export type SchedulingLinkRow = typeof schedulingLinks.$inferSelect
