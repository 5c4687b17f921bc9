import { z } from 'zod'
import { optionalText } from './field-schemas'
import { JOB_STATUSES } from './job-labels'
import { calendarDateSchema } from './jobs'
import { coercedDatabaseId, databaseId, idParamSchema, listMetaSchema, listQuerySchema } from './list-query'
import { rejectionEmailSchema } from './messages'
import { STAGE_KINDS } from './pipeline'
import { consentSchema } from './privacy'

/**
 * Applicants and applications (contract section 11): one source for the server's validation,
 * the OpenAPI document, the app's forms and its typed list search params.
 */

export const APPLICANT_SOURCES = ['upload', 'careers', 'manual', 'import'] as const
export const APPLICATION_STATUSES = ['active', 'rejected', 'hired'] as const

export type ApplicantSource = (typeof APPLICANT_SOURCES)[number]
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

export const APPLICANT_SOURCE_LABELS: Record<ApplicantSource, string> = {
  upload: 'Resume upload',
  careers: 'Careers site',
  manual: 'Added by hand',
  import: 'Import',
}
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = { active: 'Active', rejected: 'Rejected', hired: 'Hired' }

export const APPLICANT_LIMITS = {
  name: 150,
  email: 254,
  phone: 40,
  location: 150,
  headline: 200,
  link: 300,
  links: 10,
  skill: 40,
  skills: 50,
  tag: 40,
  tags: 30,
  education: 20,
  institution: 150,
  degree: 150,
  yearsExperience: 70,
  note: 5000,
  reason: 100,
  /** Rows one bulk action changes at most. */
  bulk: 500,
} as const

/** Text that may be left out: trimmed, and empty means null. */
/** A list of short names, each kept once whatever its case. */
const nameList = (noun: { one: string; many: string }, itemMax: number, listMax: number) =>
  z
    .array(z.string({ error: 'Use text' }).trim().min(1, `${noun.one} cannot be empty`).max(itemMax, `Keep each ${noun.one.toLowerCase()} to ${itemMax} characters`), {
      error: `Use a list of ${noun.many}`,
    })
    .max(listMax, `Use at most ${listMax} ${noun.many}`)
    .transform((names) => names.filter((name, index) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === index))

export const tagSchema = z.string({ error: 'Enter a tag' }).trim().min(1, 'Enter a tag').max(APPLICANT_LIMITS.tag, `Keep a tag to ${APPLICANT_LIMITS.tag} characters`)

export const educationSchema = z.object({
  institution: z
    .string({ error: 'Enter the institution' })
    .trim()
    .min(1, 'Enter the institution')
    .max(APPLICANT_LIMITS.institution, `Use at most ${APPLICANT_LIMITS.institution} characters`),
  degree: optionalText(APPLICANT_LIMITS.degree),
  year: z.number({ error: 'Use a year' }).int('Use a year').min(1900, 'Use a year from 1900').max(2100, 'Use a year until 2100').nullable(),
})

/** The fields a user edits, without defaults (an update leaves out what it does not change). */
const applicantFields = {
  name: z.string({ error: 'Enter a name' }).trim().min(1, 'Enter a name').max(APPLICANT_LIMITS.name, `Use at most ${APPLICANT_LIMITS.name} characters`),
  email: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim() || null : value),
      z.email({ error: 'Enter an email address like name@example.com' }).max(APPLICANT_LIMITS.email, `Use at most ${APPLICANT_LIMITS.email} characters`).nullable(),
    )
    .meta({ description: 'Unique in the company, ignoring case' }),
  phone: optionalText(APPLICANT_LIMITS.phone).meta({
    description: 'As typed; stored as E.164 when it parses (a number without a country code is read as a US number)',
  }),
  location: optionalText(APPLICANT_LIMITS.location),
  headline: optionalText(APPLICANT_LIMITS.headline),
  links: z
    .array(
      z
        .url({ protocol: /^https?$/, error: 'Enter a web address starting with https://' })
        .trim()
        .max(APPLICANT_LIMITS.link),
      {
        error: 'Use a list of web addresses',
      },
    )
    .max(APPLICANT_LIMITS.links, `Use at most ${APPLICANT_LIMITS.links} links`),
  skills: nameList({ one: 'Skill', many: 'skills' }, APPLICANT_LIMITS.skill, APPLICANT_LIMITS.skills),
  years_experience: z
    .number({ error: 'Use a number of years' })
    .min(0, 'Use 0 years or more')
    .max(APPLICANT_LIMITS.yearsExperience, `Use at most ${APPLICANT_LIMITS.yearsExperience} years`)
    .nullable(),
  education: z.array(educationSchema, { error: 'Use a list of schools' }).max(APPLICANT_LIMITS.education, `Use at most ${APPLICANT_LIMITS.education} entries`),
  source: z.enum(APPLICANT_SOURCES, { error: `Use one of: ${APPLICANT_SOURCES.join(', ')}` }),
  tags: nameList({ one: 'Tag', many: 'tags' }, APPLICANT_LIMITS.tag, APPLICANT_LIMITS.tags),
  rating: z.number({ error: 'Rate from 1 to 5' }).int('Rate from 1 to 5').min(1, 'Rate from 1 to 5').max(5, 'Rate from 1 to 5').nullable(),
}

export const applicantFieldsSchema = z.object(applicantFields)
export type ApplicantFields = z.output<typeof applicantFieldsSchema>

/** POST applicants: a person added by hand; `job_id` also applies them to that job. */
export const createApplicantInputSchema = applicantFieldsSchema.extend({
  email: applicantFields.email.default(null),
  phone: applicantFields.phone.default(null),
  location: applicantFields.location.default(null),
  headline: applicantFields.headline.default(null),
  links: applicantFields.links.default([]),
  skills: applicantFields.skills.default([]),
  years_experience: applicantFields.years_experience.default(null),
  education: applicantFields.education.default([]),
  source: applicantFields.source.default('manual'),
  tags: applicantFields.tags.default([]),
  rating: applicantFields.rating.default(null),
  job_id: databaseId('Use a job id').nullable().default(null),
})

/** PATCH applicants/{id}: any subset of the fields. */
export const updateApplicantInputSchema = applicantFieldsSchema.partial()

const jobRef = z.object({ id: z.number().int(), title: z.string() })
const stageRef = z.object({ id: z.number().int(), name: z.string(), kind: z.enum(STAGE_KINDS) })

/** An application as its applicant shows it. */
export const applicantApplicationSchema = z.object({
  id: z.number().int(),
  job: jobRef,
  stage: stageRef,
  status: z.enum(APPLICATION_STATUSES),
  updated_at: z.string(),
})

export const applicantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  /** E.164 when it parses, else as typed. */
  phone: z.string().nullable(),
  location: z.string().nullable(),
  headline: z.string().nullable(),
  links: z.array(z.string()),
  skills: z.array(z.string()),
  years_experience: z.number().nullable(),
  education: z.array(z.object({ institution: z.string(), degree: z.string().nullable(), year: z.number().int().nullable() })),
  source: z.enum(APPLICANT_SOURCES),
  tags: z.array(z.string()),
  rating: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  applications: z.array(applicantApplicationSchema),
})

export const resumeSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
})

/**
 * Profile fields a public form or its resume may say differently about a known applicant
 * (contract 13): never written into the profile, offered to staff on the applicant's page.
 */
export const SUGGESTION_FIELDS = ['name', 'phone', 'location', 'headline', 'links', 'skills', 'years_experience', 'education'] as const
export type SuggestionField = (typeof SUGGESTION_FIELDS)[number]

/** Each profile field's name as the product shows it (lower-cased inside a sentence: "filled the phone, skills"). */
export const APPLICANT_FIELD_LABELS: Record<keyof ApplicantFields, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  headline: 'Headline',
  links: 'Links',
  skills: 'Skills',
  years_experience: 'Experience',
  education: 'Education',
  source: 'Source',
  tags: 'Tags',
  rating: 'Rating',
}

export const SUGGESTION_FIELD_LABELS: Record<SuggestionField, string> = APPLICANT_FIELD_LABELS

/** Where a suggestion comes from: what the careers form said, or what its resume said. */
export const SUGGESTION_SOURCES = ['careers_form', 'careers_resume'] as const
export type SuggestionSource = (typeof SUGGESTION_SOURCES)[number]

/** A field's proposed value, in the applicant's own shape for that field. */
export const suggestionValueSchema = z.union([z.string(), z.number(), z.array(z.string()), applicantSchema.shape.education])

export const applicantSuggestionSchema = z
  .object({
    id: z.number().int(),
    field: z.enum(SUGGESTION_FIELDS),
    value: suggestionValueSchema,
    source: z.enum(SUGGESTION_SOURCES),
    created_at: z.string(),
  })
  .meta({ id: 'ApplicantSuggestion' })
export type ApplicantSuggestion = z.infer<typeof applicantSuggestionSchema>

export const suggestionParamSchema = z.object({ id: idParamSchema.shape.id, sid: idParamSchema.shape.id })

/** A note about an applicant: staff's, or a cover letter sent from the careers site. */
export const noteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author: z.object({ id: z.number().int().nullable(), name: z.string() }).nullable().meta({ description: 'Who wrote it; null for a cover letter sent from the careers site' }),
  created_at: z.string(),
})

/** GET applicants/{id}: the applicant, their resumes and notes, newest first. */
export const applicantDetailSchema = applicantSchema.extend({
  resumes: z.array(resumeSchema),
  notes: z.array(noteSchema).meta({ description: 'Notes staff wrote and cover letters sent from the careers site, newest first' }),
  suggestions: z
    .array(applicantSuggestionSchema)
    .meta({ description: 'What a careers application or its resume says differently from the profile, oldest first; staff apply or dismiss each' }),
  employee_id: z.number().int().nullable().meta({ description: 'The employee record made when they were hired (the newest, if hired more than once); null when never hired' }),
  anonymised_at: z.string().nullable().meta({ description: 'When their personal data was erased (contract 19); null while it is kept' }),
  consent: consentSchema.nullable().meta({ description: 'The consent their latest careers application agreed to, with when; null when none came through the careers site' }),
})

/**
 * Why a row matched a search: a stretch of the profile or resume, and where in it the query's
 * words are, as `[start, end)` character offsets into `text`. Plain text, never HTML.
 */
export const snippetSchema = z.object({
  text: z.string(),
  marks: z.array(z.tuple([z.number().int(), z.number().int()])),
})

export const listedApplicantSchema = applicantSchema.extend({ snippet: snippetSchema.nullable().optional() })

export const APPLICANT_SORTS = ['name', 'created_at', 'updated_at', 'rating'] as const
export type ApplicantSortField = (typeof APPLICANT_SORTS)[number]
/** Newest first, unless a search shows its best matches first (listOrder). */
export const APPLICANT_DEFAULT_SORT = '-created_at' satisfies `-${ApplicantSortField}`

const idFilter = coercedDatabaseId('Use a numeric id')

/** Contract section 1's list parameters plus the applicant list's filters (also the CSV export's). */
export const applicantListQuerySchema = listQuerySchema(APPLICANT_SORTS).extend({
  job_id: idFilter.optional(),
  stage_id: idFilter.optional(),
  status: z.enum(APPLICATION_STATUSES, { error: 'Use active, rejected or hired' }).optional(),
  source: z.enum(APPLICANT_SOURCES, { error: `Use one of: ${APPLICANT_SOURCES.join(', ')}` }).optional(),
  /** Comma-separated; an applicant has every one (ignoring case). */
  skills: z
    .string()
    .max(500, 'Use at most 500 characters')
    .transform((value) =>
      value
        .split(',')
        .map((skill) => skill.trim())
        .filter(Boolean),
    )
    .optional(),
  tag: tagSchema.optional(),
  rating_min: z.coerce
    .number({ error: 'Use a rating from 1 to 5' })
    .int('Use a rating from 1 to 5')
    .min(1, 'Use a rating from 1 to 5')
    .max(5, 'Use a rating from 1 to 5')
    .optional(),
  /** `YYYY-MM-DD`, in UTC: applicants created on or after that day. */
  created_from: calendarDateSchema.optional(),
  /** `YYYY-MM-DD`, in UTC: applicants created on or before that day. */
  created_to: calendarDateSchema.optional(),
})

/** GET applicants/export.csv: the list's filters and order, without paging; `ids` (comma-separated) exports a selection. */
export const applicantExportQuerySchema = applicantListQuerySchema.omit({ page: true, per_page: true }).extend({
  ids: z
    .string()
    .max(5000, 'Export at most 500 selected rows')
    .transform((value, context) => {
      const ids = value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
        .map(Number)
      if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > 2_147_483_647)) {
        context.addIssue({ code: 'custom', message: 'Use comma-separated applicant ids' })
        return z.NEVER
      }
      return ids
    })
    .optional(),
})

export const applicantListSchema = z.object({
  data: z.array(listedApplicantSchema),
  meta: listMetaSchema,
})

/** How many jobs one answer of GET applicants/job-options offers, as a record picker's page. */
export const JOB_OPTIONS_PAGE_SIZE = 20

/**
 * GET applicants/job-options: the jobs an applicant list's picker offers whoever may read
 * applicants, job.view or not. Without `open`, the Job filter's: the jobs applicants applied to;
 * with `open=true`, the jobs applicants may be added to (OPEN_JOB_STATUSES), for those who may add
 * them. `q` matches the titles' words by their start; `job_id` asks for one job (a choice already
 * in the address), answered only if it is one of those; `page` is the picker's next page.
 */
export const jobOptionsQuerySchema = z.object({
  q: z.string().trim().max(200, 'Use at most 200 characters').optional(),
  job_id: idFilter.optional(),
  open: z.enum(['true'], { error: 'Use open=true, or leave it out' }).optional(),
  page: applicantListQuerySchema.shape.page,
})

/** A job as the Job filter offers it: what tells jobs of one title apart, nothing the job's page would add. */
export const jobOptionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  department: z.string(),
  location: z.string().nullable(),
  status: z.enum(JOB_STATUSES),
})

/** The jobs whose titles match, by title, and how many more matched after the page. */
export const jobOptionsSchema = z
  .object({
    options: z.array(jobOptionSchema),
    more: z.number().int(),
  })
  .meta({ id: 'JobOptions' })

export const applicantIdSchema = idParamSchema
export const resumeParamSchema = z.object({ id: idParamSchema.shape.id, resume_id: idParamSchema.shape.id })
export const resumeFileQuerySchema = z.object({ inline: z.enum(['1', '0'], { error: 'Use inline=1' }).optional() })

/** A resume's text as it was read from the file: what the applicant's page shows of a DOCX or text file. */
export const resumeTextSchema = z.object({ text: z.string() }).meta({ id: 'ResumeText' })
export type ResumeText = z.infer<typeof resumeTextSchema>

/** What an applicant's timeline says happened, newest first. */
export const TIMELINE_KINDS = [
  'created',
  'edited',
  'note',
  'applied',
  'moved',
  'rejected',
  'reopened',
  'hired',
  'merged',
  'tagged',
  'untagged',
  'deleted',
  'suggestion',
  'email',
  'interview',
  'anonymised',
  'kept',
  'offer',
] as const
export type TimelineKind = (typeof TIMELINE_KINDS)[number]

export const timelineEntrySchema = z.object({
  at: z.string(),
  actor: z.object({ id: z.number().int().nullable(), name: z.string() }).nullable(),
  kind: z.enum(TIMELINE_KINDS),
  /** One sentence: "Moved from Screening to Interview for Backend Engineer", a note's body. */
  text: z.string(),
})
export const timelineSchema = z.object({ data: z.array(timelineEntrySchema) })

export const noteInputSchema = z.object({
  body: z
    .string({ error: 'Write a note' })
    .trim()
    .min(1, 'Write a note')
    .max(APPLICANT_LIMITS.note, `Use at most ${APPLICANT_LIMITS.note.toLocaleString('en-US')} characters`),
})

export const mergeInputSchema = z.object({
  duplicate_id: databaseId('Use an applicant id', 'Choose the duplicate'),
})

export const matchQuerySchema = z.object({ job_id: idFilter })
export const matchSchema = z.object({
  score: z.number().int().min(0).max(100),
  matched_skills: z.array(z.string()),
  missing_skills: z.array(z.string()),
  reasons: z.array(z.string()),
})

const bulkIds = z
  .array(databaseId('Use ids'), { error: 'Choose the rows' })
  .min(1, 'Choose at least one row')
  .max(APPLICANT_LIMITS.bulk, `Choose at most ${APPLICANT_LIMITS.bulk} rows`)
  .transform((ids) => [...new Set(ids)])

export const APPLICANT_BULK_ACTIONS = ['tag', 'untag', 'add_to_job', 'delete'] as const
export type ApplicantBulkAction = (typeof APPLICANT_BULK_ACTIONS)[number]

/** POST applicants/bulk: `tag` and `untag` need `tag`, `add_to_job` needs `job_id`. */
export const applicantBulkInputSchema = z
  .object({
    ids: bulkIds,
    action: z.enum(APPLICANT_BULK_ACTIONS, { error: `Use one of: ${APPLICANT_BULK_ACTIONS.join(', ')}` }),
    tag: tagSchema.optional(),
    job_id: databaseId('Use a job id').optional(),
  })
  .superRefine((input, context) => {
    if ((input.action === 'tag' || input.action === 'untag') && input.tag === undefined) {
      context.addIssue({ code: 'custom', path: ['tag'], message: 'Enter a tag' })
    }
    if (input.action === 'add_to_job' && input.job_id === undefined) {
      context.addIssue({ code: 'custom', path: ['job_id'], message: 'Choose a job' })
    }
  })

export const APPLICATION_BULK_ACTIONS = ['move', 'reject'] as const

/** POST applications/bulk: `move` needs `stage_id`, `reject` needs `reason`. */
export const applicationBulkInputSchema = z
  .object({
    ids: bulkIds,
    action: z.enum(APPLICATION_BULK_ACTIONS, { error: 'Use move or reject' }),
    stage_id: databaseId('Use a stage id').optional(),
    reason: z.string({ error: 'Choose a reason' }).trim().min(1, 'Choose a reason').max(APPLICANT_LIMITS.reason).optional(),
    email: rejectionEmailSchema.optional().meta({ description: 'With action reject: one rejection mail per application, each rendered for its applicant' }),
  })
  .superRefine((input, context) => {
    if (input.action === 'move' && input.stage_id === undefined) context.addIssue({ code: 'custom', path: ['stage_id'], message: 'Choose a stage' })
    if (input.action === 'reject' && input.reason === undefined) context.addIssue({ code: 'custom', path: ['reason'], message: 'Choose a reason' })
  })

/** What a bulk action did: how many rows it changed (all of them, or none with an error). */
export const bulkResultSchema = z.object({ affected: z.number().int() })

export const applicationSchema = z.object({
  id: z.number().int(),
  applicant: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }),
  job: jobRef,
  stage: stageRef,
  status: z.enum(APPLICATION_STATUSES),
  rejection_reason: z.string().nullable(),
  stage_entered_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
})

export const createApplicationInputSchema = z.object({
  applicant_id: databaseId('Use an applicant id', 'Choose the applicant'),
  job_id: databaseId('Use a job id', 'Choose a job'),
})
export const moveApplicationInputSchema = z.object({
  stage_id: databaseId('Use a stage id', 'Choose a stage'),
})
export const rejectApplicationInputSchema = z.object({
  reason: z.string({ error: 'Choose a reason' }).trim().min(1, 'Choose a reason').max(APPLICANT_LIMITS.reason),
  note: z
    .string({ error: 'Use text' })
    .trim()
    .max(APPLICANT_LIMITS.note, `Use at most ${APPLICANT_LIMITS.note.toLocaleString('en-US')} characters`)
    .optional(),
  email: rejectionEmailSchema.optional().meta({ description: 'A rejection mail to the applicant, rendered from this template' }),
})
export const applicationIdSchema = idParamSchema

/** The 409 of a create whose email or phone is known: the applicant it would double. */
export const duplicateApplicantSchema = z.object({ message: z.string(), existing_id: z.number().int() })

export type Applicant = z.infer<typeof applicantSchema>
export type ApplicantDetail = z.infer<typeof applicantDetailSchema>
export type ListedApplicant = z.infer<typeof listedApplicantSchema>
export type ApplicantList = z.infer<typeof applicantListSchema>
export type ApplicantListQuery = z.output<typeof applicantListQuerySchema>
export type ApplicantExportQuery = z.output<typeof applicantExportQuerySchema>
export type CreateApplicantInput = z.input<typeof createApplicantInputSchema>
export type UpdateApplicantInput = z.input<typeof updateApplicantInputSchema>
export type Snippet = z.infer<typeof snippetSchema>
export type Application = z.infer<typeof applicationSchema>
export type TimelineEntry = z.infer<typeof timelineEntrySchema>
export type Match = z.infer<typeof matchSchema>
export type Note = z.infer<typeof noteSchema>
export type Resume = z.infer<typeof resumeSchema>
export type JobOption = z.infer<typeof jobOptionSchema>
export type JobOptions = z.infer<typeof jobOptionsSchema>
export type JobOptionsQuery = z.output<typeof jobOptionsQuerySchema>
