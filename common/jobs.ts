import { z } from 'zod'
import { currencyCode, optionalText, requiredText, salaryAmount, salaryRangeProblems } from './field-schemas'
import { EMPLOYMENT_TYPES, JOB_STATUSES, WORKPLACES, type JobStatus } from './job-labels'
import { databaseId, idParamSchema, listMetaSchema, listQuerySchema } from './list-query'

/**
 * Jobs (contract section 6): one source for the server's validation, the OpenAPI document, the
 * app's forms and its typed list search params.
 */

export { EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS, JOB_STATUSES, JOB_STATUS_LABELS, WORKPLACES, WORKPLACE_LABELS } from './job-labels'
export type { EmploymentType, JobStatus, Workplace } from './job-labels'

/** The currencies offered in the form; the API accepts any ISO 4217 code. */
export const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'SEK', 'INR', 'JPY', 'SGD'] as const

export const JOB_LIMITS = {
  title: 150,
  department: 100,
  location: 150,
  description: 20_000,
  skill: 40,
  skills: 30,
  openings: 999,
  salary: 100_000_000,
} as const

/** One end of a salary range. */
const salary = salaryAmount(JOB_LIMITS.salary)

/** A calendar date, `YYYY-MM-DD`, that exists. */
export const calendarDateSchema = z
  .string({ error: 'Use a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2027-01-31')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  }, 'Use a date that exists')

/**
 * The role a job states and a requisition asks for (a requisition's becoming its job's): the same
 * fields, limits and wording on both.
 */
export const roleFields = {
  title: requiredText(JOB_LIMITS.title, 'Enter a title'),
  department: requiredText(JOB_LIMITS.department, 'Enter a department'),
  location: optionalText(JOB_LIMITS.location),
  employment_type: z.enum(EMPLOYMENT_TYPES, { error: 'Choose an employment type' }),
  workplace: z.enum(WORKPLACES, { error: 'Choose a workplace' }),
}

/** A role's salary range: whole amounts, either end optional, and the currency they are in. */
export const salaryRangeFields = {
  salary_min: salary,
  salary_max: salary,
  salary_currency: currencyCode,
}

/** The fields a user edits, without the rules that span several of them, nor defaults. */
const jobFields = {
  ...roleFields,
  openings: z
    .number({ error: 'Use a whole number' })
    .int('Use a whole number')
    .min(1, 'At least 1 opening')
    .max(JOB_LIMITS.openings, `At most ${JOB_LIMITS.openings} openings`),
  ...salaryRangeFields,
  description: z
    .string({ error: 'Use text' })
    .max(JOB_LIMITS.description, `Use at most ${JOB_LIMITS.description.toLocaleString('en-US')} characters`),
  skills: z
    .array(
      z.string({ error: 'Use text' }).trim().min(1, 'Skills cannot be empty').max(JOB_LIMITS.skill, `Keep each skill to ${JOB_LIMITS.skill} characters`),
      { error: 'Use a list of skills' },
    )
    .max(JOB_LIMITS.skills, `Use at most ${JOB_LIMITS.skills} skills`)
    // The same skill twice, whatever its case, is kept once.
    .transform((skills) => skills.filter((skill, index) => skills.findIndex((other) => other.toLowerCase() === skill.toLowerCase()) === index)),
  closes_at: calendarDateSchema.nullable(),
}

/** An approved requisition of the company the job fills (contract section 10), or null. */
const requisitionId = databaseId('Choose a requisition').nullable()

export const jobFieldsSchema = z.object(jobFields)
export type JobFields = z.output<typeof jobFieldsSchema>

export interface JobRuleProblem {
  field: keyof JobFields | 'status'
  message: string
}

/**
 * The rules that span fields or need today's date (`YYYY-MM-DD` in the company's time zone):
 * the server runs them on the merged record, the form before it sends. `closesAtChanged` is
 * false when an edit keeps a stored closing date, which may be past by then.
 */
export function jobRuleProblems(job: JobFields & { status: JobStatus }, today: string, closesAtChanged = true): JobRuleProblem[] {
  const problems: JobRuleProblem[] = []
  problems.push(...salaryRangeProblems(job))
  if (closesAtChanged && job.closes_at !== null && job.closes_at < today) {
    problems.push({ field: 'closes_at', message: 'The closing date cannot be in the past' })
  }
  if (job.status === 'published' && job.description.trim() === '') {
    problems.push({ field: 'description', message: 'Add a description before publishing' })
  }
  return problems
}

/** The status moves a job can make: publish a draft, close a published job, reopen a closed one. */
export const JOB_STATUS_MOVES: Record<JobStatus, readonly JobStatus[]> = {
  draft: ['published'],
  published: ['closed'],
  closed: ['published'],
}

/** Why a job cannot move from one status to another, or null when it can (staying is a move too). */
export function jobStatusMoveProblem(from: JobStatus, to: JobStatus): string | null {
  if (from === to || JOB_STATUS_MOVES[from].includes(to)) return null
  if (to === 'draft') return 'A published or closed job cannot go back to draft'
  return 'Publish the job before closing it'
}

export const createJobInputSchema = jobFieldsSchema.extend({
  location: jobFields.location.default(null),
  salary_min: jobFields.salary_min.default(null),
  salary_max: jobFields.salary_max.default(null),
  salary_currency: jobFields.salary_currency.default(null),
  description: jobFields.description.default(''),
  skills: jobFields.skills.default([]),
  closes_at: jobFields.closes_at.default(null),
  requisition_id: requisitionId.default(null),
  /** Save as draft (the default) or publish at once. */
  status: z.enum(['draft', 'published'], { error: 'Save as draft or publish' }).default('draft'),
})

/** Any subset of the fields; `status` moves the job between draft, published and closed. */
export const updateJobInputSchema = jobFieldsSchema.partial().extend({
  requisition_id: requisitionId.optional(),
  status: z.enum(JOB_STATUSES, { error: 'Use draft, published or closed' }).optional(),
})

/** The role as a job and a requisition answer it (roleFields, stored). */
export const roleAnswerFields = {
  title: z.string(),
  department: z.string(),
  location: z.string().nullable(),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  workplace: z.enum(WORKPLACES),
}

/** The salary range as a job and a requisition answer it. */
export const salaryRangeAnswerFields = {
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  salary_currency: z.string().nullable(),
}

export const jobSchema = z.object({
  id: z.number().int(),
  ...roleAnswerFields,
  openings: z.number().int(),
  ...salaryRangeAnswerFields,
  description: z.string(),
  skills: z.array(z.string()),
  status: z.enum(JOB_STATUSES),
  /** `YYYY-MM-DD`, the last day applications are taken. */
  closes_at: z.string().nullable(),
  /** The requisition this job fills. */
  requisition_id: z.number().int().nullable(),
  /** ISO 8601 timestamps. */
  created_at: z.string(),
  updated_at: z.string(),
})

export const JOB_SORTS = ['title', 'status', 'created_at', 'closes_at'] as const
export type JobSortField = (typeof JOB_SORTS)[number]
/** Newest first, unless a search shows its best matches first (listOrder). */
export const JOB_DEFAULT_SORT = '-created_at' satisfies `-${JobSortField}`

/** Contract section 1's list parameters plus the job list's filters. */
export const jobListQuerySchema = listQuerySchema(JOB_SORTS).extend({
  status: z.enum(JOB_STATUSES, { error: 'Use draft, published or closed' }).optional(),
  department: z.string().trim().min(1).max(JOB_LIMITS.department).optional(),
  workplace: z.enum(WORKPLACES, { error: 'Use on_site, hybrid or remote' }).optional(),
  employment_type: z.enum(EMPLOYMENT_TYPES, { error: `Use one of: ${EMPLOYMENT_TYPES.join(', ')}` }).optional(),
})

export const jobListSchema = z.object({ data: z.array(jobSchema), meta: listMetaSchema })

/** GET `jobs/departments`: the departments the company's jobs use, for the list's filter. */
export const jobDepartmentsSchema = z.object({ data: z.array(z.string()) })

export const jobIdSchema = idParamSchema

export type Job = z.infer<typeof jobSchema>
export type JobList = z.infer<typeof jobListSchema>
export type JobListQuery = z.output<typeof jobListQuerySchema>
export type CreateJobInput = z.input<typeof createJobInputSchema>
export type UpdateJobInput = z.input<typeof updateJobInputSchema>
