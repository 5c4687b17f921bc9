import { z } from 'zod'
import { coercedDatabaseId, databaseId, listMetaSchema } from './list-query'

/**
 * Interviews, interview kits and scorecards (contract section 16): one source for the server's
 * validation, the OpenAPI document, the job's interview plan, the scheduler, the scorecard form,
 * the debrief and the public slot picker.
 */

export const INTERVIEW_STATUSES = ['scheduled', 'cancelled', 'completed'] as const
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number]

export const SCORECARD_STATUSES = ['draft', 'submitted'] as const
export type ScorecardStatus = (typeof SCORECARD_STATUSES)[number]

export const RECOMMENDATIONS = ['strong_no', 'no', 'yes', 'strong_yes'] as const
export type Recommendation = (typeof RECOMMENDATIONS)[number]
/** The accessible names of the "Recommendation" radio group's options (contract section 16). */
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  strong_no: 'Strong no',
  no: 'No',
  yes: 'Yes',
  strong_yes: 'Strong yes',
}

/** A rating's words, shown beside the 1 to 4 scale. */
export const RATING_LABELS: Record<1 | 2 | 3 | 4, string> = {
  1: 'Poor',
  2: 'Mixed',
  3: 'Good',
  4: 'Excellent',
}

export const INTERVIEW_LIMITS = {
  kitName: 100,
  instructions: 10_000,
  attributes: { min: 1, max: 20 },
  attributeName: 100,
  attributeDescription: 500,
  questions: 30,
  question: 500,
  /** Kit durations and link durations, in minutes. */
  duration: { min: 15, max: 480 },
  title: 200,
  location: 300,
  videoUrl: 500,
  interviewers: { min: 1, max: 10 },
  /** An interview lasts at most this long (hours). */
  maxHours: 8,
  notes: 10_000,
  cancelReason: 500,
  /** A self-scheduling window is at most this long (days). */
  linkWindowDays: 60,
} as const

/** Self-scheduling (contract 16): free slots leave this much room around every interview of a panel member. */
export const SCHEDULING_BUFFER_MINUTES = 15
/** Self-scheduling slots start at least this far ahead. */
export const SCHEDULING_NOTICE_HOURS = 24
/** A late scorecard reminds its author once this long after the interview ended. */
export const SCORECARD_REMINDER_HOURS = 24

/** Company working hours (contract 16), in the company's time zone; days are ISO weekdays (1 Monday … 7 Sunday). */
export const workingHoursSchema = z.object({
  days: z.array(z.number().int().min(1).max(7)),
  start: z.string(),
  end: z.string(),
})
export type WorkingHours = z.infer<typeof workingHoursSchema>
export const DEFAULT_WORKING_HOURS: WorkingHours = {
  days: [1, 2, 3, 4, 5],
  start: '09:00',
  end: '17:00',
}

const clockTime = z.string({ error: 'Use a time like 09:00' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:00')
export const workingHoursInputSchema = z
  .object({
    days: z
      .array(z.number({ error: 'Days are numbers from 1 (Monday) to 7 (Sunday)' }).int().min(1, 'Days are 1 (Monday) to 7 (Sunday)').max(7, 'Days are 1 (Monday) to 7 (Sunday)'), {
        error: 'Choose the working days',
      })
      .min(1, 'Choose at least one working day')
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    start: clockTime,
    end: clockTime,
  })
  .refine((hours) => hours.start < hours.end, {
    path: ['end'],
    message: 'End after the start',
  })
  .meta({
    description: 'When interviews may be booked, in the company time zone: ISO weekdays (1 Monday) and HH:MM',
  })

const isoDateTime = (what: string) =>
  z.iso.datetime({
    offset: true,
    error: `Use a date and time like 2027-03-01T09:00:00Z for ${what}`,
  })
/** An IANA zone name; the server checks ICU knows it (settings' canonicalTimeZone). */
const timezone = z.string({ error: 'Choose a time zone' }).trim().min(1, 'Choose a time zone').max(64, 'Choose a time zone such as Europe/Berlin')

const person = z.object({ id: z.number().int(), name: z.string() })

export const kitAttributeSchema = z.object({
  name: z.string(),
  description: z.string(),
})

export const kitSchema = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  stage: z.object({ id: z.number().int(), name: z.string() }),
  name: z.string(),
  duration_minutes: z.number().int(),
  instructions: z.string(),
  attributes: z.array(kitAttributeSchema),
  questions: z.array(z.string()),
  position: z.number().int(),
})
export type Kit = z.infer<typeof kitSchema>

const kitAttributeInput = z.object({
  name: z
    .string({ error: 'Name the attribute' })
    .trim()
    .min(1, 'Name the attribute')
    .max(INTERVIEW_LIMITS.attributeName, `Use at most ${INTERVIEW_LIMITS.attributeName} characters`),
  description: z.string().trim().max(INTERVIEW_LIMITS.attributeDescription, `Use at most ${INTERVIEW_LIMITS.attributeDescription} characters`).default(''),
})

export const kitInputSchema = z.object({
  stage_id: databaseId('Choose a stage of this job’s pipeline'),
  name: z.string({ error: 'Enter a name' }).trim().min(1, 'Enter a name').max(INTERVIEW_LIMITS.kitName, `Use at most ${INTERVIEW_LIMITS.kitName} characters`),
  duration_minutes: z
    .number({ error: 'Enter the length in minutes' })
    .int('Use whole minutes')
    .min(INTERVIEW_LIMITS.duration.min, `At least ${INTERVIEW_LIMITS.duration.min} minutes`)
    .max(INTERVIEW_LIMITS.duration.max, `At most ${INTERVIEW_LIMITS.duration.max} minutes`),
  instructions: z
    .string()
    .trim()
    .max(INTERVIEW_LIMITS.instructions, `Use at most ${INTERVIEW_LIMITS.instructions.toLocaleString('en-US')} characters`)
    .default(''),
  attributes: z
    .array(kitAttributeInput, { error: 'List the attributes to score' })
    .min(INTERVIEW_LIMITS.attributes.min, 'Add at least one attribute to score')
    .max(INTERVIEW_LIMITS.attributes.max, `At most ${INTERVIEW_LIMITS.attributes.max} attributes`)
    .refine((attributes) => new Set(attributes.map((attribute) => attribute.name.toLowerCase())).size === attributes.length, 'Name each attribute once'),
  questions: z
    .array(z.string().trim().min(1, 'Write the question').max(INTERVIEW_LIMITS.question, `Use at most ${INTERVIEW_LIMITS.question} characters`))
    .max(INTERVIEW_LIMITS.questions, `At most ${INTERVIEW_LIMITS.questions} questions`)
    .default([]),
  /** Where the kit goes among its stage's kits; left out, last. */
  position: z.number().int().min(0).max(1000).optional(),
})
export type KitInput = z.input<typeof kitInputSchema>
export const kitPatchSchema = kitInputSchema.partial()

export const interviewerSchema = person.extend({
  scorecard: z.enum(['none', ...SCORECARD_STATUSES]),
})

export const interviewSchema = z.object({
  id: z.number().int(),
  application: z.object({
    id: z.number().int(),
    applicant: person,
    job: z.object({ id: z.number().int(), title: z.string() }),
  }),
  kit: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  title: z.string(),
  /** ISO 8601 with offset. */
  starts_at: z.string(),
  ends_at: z.string(),
  /** The IANA zone it was scheduled in (the company's unless chosen). */
  timezone: z.string(),
  location: z.string().nullable(),
  video_url: z.string().nullable(),
  interviewers: z.array(interviewerSchema),
  status: z.enum(INTERVIEW_STATUSES),
  sequence: z.number().int(),
  created_by: person.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Interview = z.infer<typeof interviewSchema>

export const interviewDetailSchema = interviewSchema.extend({
  kit: kitSchema.nullable(),
  applicant: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    headline: z.string().nullable(),
    links: z.array(z.string()),
    resumes: z.array(
      z.object({
        id: z.number().int(),
        file_name: z.string(),
        url: z.string(),
        created_at: z.string(),
      }),
    ),
  }),
})
export type InterviewDetail = z.infer<typeof interviewDetailSchema>

const interviewerIds = z
  .array(databaseId('Choose interviewers from the company’s users'), {
    error: 'Choose the interviewers',
  })
  .min(INTERVIEW_LIMITS.interviewers.min, 'Choose at least one interviewer')
  .max(INTERVIEW_LIMITS.interviewers.max, `At most ${INTERVIEW_LIMITS.interviewers.max} interviewers`)
  .transform((ids) => [...new Set(ids)])
const location = z.preprocess(
  (value) => (value === '' ? null : value),
  z.string().trim().max(INTERVIEW_LIMITS.location, `Use at most ${INTERVIEW_LIMITS.location} characters`).nullable(),
)
const videoUrl = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .url({ protocol: /^https?$/, error: 'Enter a link starting with https://' })
    .max(INTERVIEW_LIMITS.videoUrl, `Use at most ${INTERVIEW_LIMITS.videoUrl} characters`)
    .nullable(),
)

export const createInterviewSchema = z.object({
  application_id: databaseId('Choose an application'),
  kit_id: databaseId('Choose one of this job’s interview kits').nullable().optional(),
  title: z.string().trim().max(INTERVIEW_LIMITS.title, `Use at most ${INTERVIEW_LIMITS.title} characters`).optional(),
  starts_at: isoDateTime('the start'),
  ends_at: isoDateTime('the end'),
  timezone,
  location: location.optional(),
  video_url: videoUrl.optional(),
  interviewer_ids: interviewerIds,
  notify_candidate: z.boolean({
    error: 'Say whether the candidate gets an invitation',
  }),
  allow_conflicts: z.boolean().optional(),
})
export type CreateInterviewInput = z.input<typeof createInterviewSchema>

export const updateInterviewSchema = z.object({
  starts_at: isoDateTime('the start').optional(),
  ends_at: isoDateTime('the end').optional(),
  timezone: timezone.optional(),
  location: location.optional(),
  video_url: videoUrl.optional(),
  interviewer_ids: interviewerIds.optional(),
  allow_conflicts: z.boolean().optional(),
})
export type UpdateInterviewInput = z.input<typeof updateInterviewSchema>

export const cancelInterviewSchema = z.object({
  reason: z.string().trim().max(INTERVIEW_LIMITS.cancelReason, `Use at most ${INTERVIEW_LIMITS.cancelReason} characters`).optional(),
})

/** The 409 of a panel member already busy (contract 16). */
export const interviewConflictSchema = z.object({
  message: z.string(),
  conflicts: z.array(z.object({ user: person, interview_id: z.number().int() })),
})
export type InterviewConflict = z.infer<typeof interviewConflictSchema>

export const scorecardSchema = z.object({
  id: z.number().int(),
  interview_id: z.number().int(),
  interviewer: person,
  ratings: z.array(z.object({ attribute: z.string(), rating: z.number().int().min(1).max(4) })),
  recommendation: z.enum(RECOMMENDATIONS).nullable(),
  notes: z.string(),
  status: z.enum(SCORECARD_STATUSES),
  submitted_at: z.string().nullable(),
})
export type Scorecard = z.infer<typeof scorecardSchema>

export const scorecardInputSchema = z.object({
  ratings: z
    .array(
      z.object({
        attribute: z.string({ error: 'Name the attribute' }).trim().min(1).max(INTERVIEW_LIMITS.attributeName),
        rating: z.number({ error: 'Rate from 1 to 4' }).int('Rate from 1 to 4').min(1, 'Rate from 1 to 4').max(4, 'Rate from 1 to 4'),
      }),
    )
    .max(INTERVIEW_LIMITS.attributes.max)
    .default([]),
  recommendation: z.enum(RECOMMENDATIONS, { error: 'Choose a recommendation' }).nullable().default(null),
  notes: z
    .string()
    .max(INTERVIEW_LIMITS.notes, `Use at most ${INTERVIEW_LIMITS.notes.toLocaleString('en-US')} characters`)
    .default(''),
  /** true submits (then every kit attribute and the recommendation are required); false saves a draft. */
  submit: z.boolean().default(false),
})
export type ScorecardInput = z.input<typeof scorecardInputSchema>

export const scorecardSummarySchema = z.object({
  recommendations: z.object({
    strong_no: z.number().int(),
    no: z.number().int(),
    yes: z.number().int(),
    strong_yes: z.number().int(),
  }),
  attributes: z.array(
    z.object({
      name: z.string(),
      ratings: z.array(z.number().int()),
      mean: z.number(),
      spread: z.number().int(),
    }),
  ),
  disagreement: z.boolean(),
  missing: z.array(z.object({ interviewer: person, interview_id: z.number().int() })),
})
export type ScorecardSummary = z.infer<typeof scorecardSummarySchema>

export const applicationScorecardsSchema = z.object({
  hidden: z.boolean(),
  data: z.array(scorecardSchema),
  summary: scorecardSummarySchema.nullable(),
})
export type ApplicationScorecards = z.infer<typeof applicationScorecardsSchema>

export const schedulingLinkInputSchema = z.object({
  kit_id: databaseId('Choose one of this job’s interview kits').nullable().optional(),
  interviewer_ids: interviewerIds,
  duration_minutes: kitInputSchema.shape.duration_minutes,
  from: isoDateTime('the window’s start'),
  to: isoDateTime('the window’s end'),
  /** The candidate's zone, for showing the slots. */
  timezone,
})
export type SchedulingLinkInput = z.input<typeof schedulingLinkInputSchema>

export const schedulingLinkSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  expires_at: z.string(),
})
export type SchedulingLink = z.infer<typeof schedulingLinkSchema>

export const slotSchema = z.object({
  starts_at: z.string(),
  ends_at: z.string(),
})
export type Slot = z.infer<typeof slotSchema>

/** What the candidate sees of an interview: no scorecards, no staff ids. */
export const candidateInterviewSchema = z.object({
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  timezone: z.string(),
  location: z.string().nullable(),
  video_url: z.string().nullable(),
  interviewers: z.array(z.string()),
})
export type CandidateInterview = z.infer<typeof candidateInterviewSchema>

export const publicSchedulingSchema = z.object({
  /** `brand_color` (contract extension): the careers site's colour, so the slot picker looks like the company's other careers pages. */
  company: z.object({
    name: z.string(),
    logo: z.string().nullable(),
    brand_color: z.string().optional(),
  }),
  job_title: z.string(),
  duration_minutes: z.number().int(),
  timezone: z.string(),
  slots: z.array(slotSchema),
  booked: candidateInterviewSchema.nullable(),
})
export type PublicScheduling = z.infer<typeof publicSchedulingSchema>

export const bookSlotSchema = z.object({ starts_at: isoDateTime('the slot') })

/** `GET dashboard`'s section for every caller (contract 16). */
export const dashboardInterviewsSchema = z.object({
  upcoming: z.array(interviewSchema),
  scorecards_due: z.number().int(),
})
export type DashboardInterviews = z.infer<typeof dashboardInterviewsSchema>

/** The panel picker (contract extension of 16): an active user with their interviews overlapping the asked window. */
export const interviewerOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** Their own zone, or the company's when they chose none. */
  timezone: z.string(),
  conflicts: z.array(
    z.object({
      interview_id: z.number().int(),
      title: z.string(),
      starts_at: z.string(),
      ends_at: z.string(),
    }),
  ),
})
export type InterviewerOption = z.infer<typeof interviewerOptionSchema>
export const interviewerOptionsSchema = z.object({
  data: z.array(interviewerOptionSchema),
  more: z.boolean(),
})

export const SCHEDULING_LINK_STATES = ['open', 'booked', 'withdrawn', 'expired'] as const
export type SchedulingLinkState = (typeof SCHEDULING_LINK_STATES)[number]
/** An application's self-scheduling link as staff see it (contract extension of 16); the token is stored hashed, so no URL. */
export const schedulingLinkSummarySchema = z.object({
  id: z.number().int(),
  interviewers: z.array(person),
  kit: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  duration_minutes: z.number().int(),
  from: z.string(),
  to: z.string(),
  timezone: z.string(),
  expires_at: z.string(),
  state: z.enum(SCHEDULING_LINK_STATES),
  interview_id: z.number().int().nullable(),
  created_at: z.string(),
})
export type SchedulingLinkSummary = z.infer<typeof schedulingLinkSummarySchema>

/** `GET interviews/{id}/scorecard` (contract extension of 16): the caller's own scorecard, to resume a draft. */
export const ownScorecardSchema = z.object({
  data: scorecardSchema.nullable(),
})

/** `GET jobs/{id}/interview-kits`: by stage, then position. */
export const kitListSchema = z.object({ data: z.array(kitSchema) })

const isoFilter = (what: string) =>
  z.iso.datetime({
    offset: true,
    error: `Use a date and time like 2027-03-01T09:00:00Z for ${what}`,
  })

/** `GET interviews`' filters (contract 16), soonest first, paged like every list. */
export const interviewListQuerySchema = z.object({
  page: z.coerce.number({ error: 'Use a page number' }).int('Use a whole page number').min(1, 'Pages start at 1').max(2_147_483_647, 'Use a smaller page number').default(1),
  per_page: z.coerce
    .number({ error: 'Use a number of rows per page' })
    .int('Use a whole number of rows per page')
    .min(1, 'Show at least 1 row per page')
    .max(100, 'Show at most 100 rows per page')
    .default(25),
  mine: z.enum(['true', 'false'], { error: 'Use mine=true or mine=false' }).optional(),
  from: isoFilter('from').optional(),
  to: isoFilter('to').optional(),
  job_id: coercedDatabaseId('Use a job’s numeric id').optional(),
  application_id: coercedDatabaseId('Use an application’s numeric id').optional(),
  status: z
    .enum(INTERVIEW_STATUSES, {
      error: 'Use scheduled, cancelled or completed',
    })
    .optional(),
})
export type InterviewListQuery = z.infer<typeof interviewListQuerySchema>
export const interviewListSchema = z.object({
  data: z.array(interviewSchema),
  meta: listMetaSchema,
})

/** `GET interviewers` (the panel picker): who matches `q`, with their interviews overlapping the window given. */
export const interviewerQuerySchema = z
  .object({
    q: z.string().trim().max(200, 'Use at most 200 characters').optional(),
    starts_at: isoFilter('starts_at').optional(),
    ends_at: isoFilter('ends_at').optional(),
    exclude_interview_id: coercedDatabaseId('Use an interview’s numeric id').optional(),
  })
  .refine((query) => (query.starts_at === undefined) === (query.ends_at === undefined), { path: ['ends_at'], message: 'Give both starts_at and ends_at, or neither' })

export const schedulingLinkListSchema = z.object({
  data: z.array(schedulingLinkSummarySchema),
})
export const schedulingLinkParamSchema = z.object({
  id: coercedDatabaseId('Use a numeric id'),
  link_id: coercedDatabaseId('Use a numeric id'),
})
export const schedulingTokenParamSchema = z.object({
  token: z.string().max(100),
})
