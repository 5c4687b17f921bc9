import { z } from 'zod'
import { CAREERS_LIMITS } from './careers-page'
import { APPLICANT_LIMITS } from './applicants'
import { EMPLOYMENT_TYPES, JOB_LIMITS, WORKPLACES } from './jobs'
import { idParamSchema, listMetaSchema, MAX_ID, MAX_PER_PAGE } from './list-query'

export * from './careers-page'

/**
 * The public careers site (contract sections 9 and 13): the careers settings, the public answers
 * and the apply form, plus the page metadata and the schema.org JobPosting that the server puts
 * into the HTML it sends and the app sets when it runs on a static host. One source for both.
 */


/** The part of a company's public address that names it: `/careers/?company=<slug>`. */
export const careersSlugSchema = z
  .string({ error: 'Enter the address name' })
  .trim()
  .min(CAREERS_LIMITS.slugMin, `Use at least ${CAREERS_LIMITS.slugMin} characters`)
  .max(CAREERS_LIMITS.slugMax, `Use at most ${CAREERS_LIMITS.slugMax} characters`)
  .regex(/^[a-z0-9-]*$/, 'Use lower-case letters, digits and hyphens only')

export const brandColorSchema = z
  .string({ error: 'Choose a colour' })
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, 'Use a colour like #1c7ed6')

/** The brand colour a company starts with. */
export const DEFAULT_BRAND_COLOR = '#364fc7'

/**
 * A slug made from a company name: lower-case ASCII letters and digits, words joined by hyphens,
 * at most 40 characters; a name with too little of those gets `-careers` appended (and `company`
 * stands in for none at all). The server adds `-2`, `-3`… while one is taken.
 */
export function slugFromName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CAREERS_LIMITS.slugMax)
    .replace(/-+$/, '')
  if (base.length >= CAREERS_LIMITS.slugMin) return base
  return base ? `${base}-careers` : 'company'
}

/** `slug` with a number added (`acme-2`), cut so the whole stays within 40 characters. */
export function numberedSlug(slug: string, n: number): string {
  const suffix = `-${n}`
  return `${slug.slice(0, CAREERS_LIMITS.slugMax - suffix.length).replace(/-+$/, '')}${suffix}`
}

/** The careers part of `GET settings`. */
export const careersSettingsSchema = z.object({
  slug: z.string(),
  /** Off: the careers site and its jobs answer 404 to everyone. */
  public: z.boolean(),
  /** Markdown, shown above the jobs. */
  intro: z.string(),
  /** `#rrggbb`. */
  brand_color: z.string(),
})

/** The careers part of `PATCH settings`: any of its fields. */
export const careersSettingsInputSchema = z
  .object({
    slug: careersSlugSchema.meta({ description: '`[a-z0-9-]{3,40}`, unique across companies (taken: 409)' }),
    public: z.boolean({ error: 'Use true or false' }),
    intro: z
      .string({ error: 'Use text' })
      .max(CAREERS_LIMITS.intro, `Use at most ${CAREERS_LIMITS.intro.toLocaleString('en-US')} characters`)
      .meta({ description: 'Markdown, rendered sanitised' }),
    brand_color: brandColorSchema.meta({ description: '`#rrggbb`' }),
  })
  .partial()

export type CareersSettings = z.infer<typeof careersSettingsSchema>
export type CareersSettingsInput = z.output<typeof careersSettingsInputSchema>

// ---------------------------------------------------------------------------------------------
// Public answers: only these fields, nothing internal.

export const careersCompanySchema = z.object({
  name: z.string(),
  /** The logo's URL path (served publicly), or null. */
  logo: z.string().nullable(),
  website: z.string().nullable(),
  /** Markdown. */
  intro: z.string(),
  brand_color: z.string(),
  /** How many days the company keeps applicant data (settings' retention): the apply form's consent line states it. */
  retention_days: z.number().int(),
  /** The consent line the apply form shows (settings' consent text); the application records it with its version. */
  consent_text: z.string(),
})

/** `GET careers/{slug}`: the company, and the departments and locations of its open jobs (for the filters). */
export const careersSiteSchema = z.object({
  company: careersCompanySchema,
  departments: z.array(z.string()),
  locations: z.array(z.string()),
})

export const publicJobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  department: z.string(),
  location: z.string().nullable(),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  workplace: z.enum(WORKPLACES),
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  salary_currency: z.string().nullable(),
  /** `YYYY-MM-DD`, the last day applications are taken (the company's time zone), or null. */
  closes_at: z.string().nullable(),
  /** ISO 8601: when the job was first published. */
  published_at: z.string(),
})

export const publicJobDetailSchema = publicJobSchema.extend({
  /** Markdown, rendered sanitised. */
  description: z.string(),
  skills: z.array(z.string()),
})

export const publicJobListSchema = z.object({ data: z.array(publicJobSchema), meta: listMetaSchema })

/** `GET careers/{slug}/jobs`: newest first, or best matches first with `q`. */
export const publicJobListQuerySchema = z.object({
  page: z.coerce.number({ error: 'Use a page number' }).int('Use a whole page number').min(1, 'Pages start at 1').max(MAX_ID, `Use a page number up to ${MAX_ID}`).default(1),
  per_page: z.coerce
    .number({ error: 'Use a number of rows per page' })
    .int('Use a whole number of rows per page')
    .min(1, 'Show at least 1 row per page')
    .max(MAX_PER_PAGE, `Show at most ${MAX_PER_PAGE} rows per page`)
    .default(25),
  q: z.string().trim().max(200, 'Use at most 200 characters').optional(),
  department: z.string().trim().min(1).max(JOB_LIMITS.department).optional(),
  location: z.string().trim().min(1).max(JOB_LIMITS.location).optional(),
  workplace: z.enum(WORKPLACES, { error: `Use one of: ${WORKPLACES.join(', ')}` }).optional(),
  employment_type: z.enum(EMPLOYMENT_TYPES, { error: `Use one of: ${EMPLOYMENT_TYPES.join(', ')}` }).optional(),
})

export const careersSlugParamSchema = z.object({ slug: z.string().max(100) })
export const careersJobParamSchema = careersSlugParamSchema.extend(idParamSchema.shape)

export type CareersCompany = z.infer<typeof careersCompanySchema>
export type CareersSite = z.infer<typeof careersSiteSchema>
export type PublicJob = z.infer<typeof publicJobSchema>
export type PublicJobDetail = z.infer<typeof publicJobDetailSchema>
export type PublicJobList = z.infer<typeof publicJobListSchema>
export type PublicJobListQuery = z.output<typeof publicJobListQuerySchema>

// ---------------------------------------------------------------------------------------------
// Applying.

/** A form value that may arrive as a string (multipart) or a boolean (the app's own check). */
const consentValue = z.preprocess(
  (value) => value === true || value === 'true' || value === 'on',
  z.literal(true, { error: 'Agree to the processing of your data to apply' }),
)

/** Repeated multipart fields arrive as an array, a single one as a string; blanks are dropped. */
const linkList = z.preprocess(
  (value) => (value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '')),
  z
    .array(z.url({ protocol: /^https?$/, error: 'Enter a web address starting with https://' }).max(APPLICANT_LIMITS.link, `Use at most ${APPLICANT_LIMITS.link} characters`), {
      error: 'Use a list of web addresses',
    })
    .max(CAREERS_LIMITS.links, `Use at most ${CAREERS_LIMITS.links} links`),
)

const optionalFormText = (max: number) =>
  z
    .string({ error: 'Use text' })
    .trim()
    .max(max, `Use at most ${max.toLocaleString('en-US')} characters`)
    .optional()
    .transform((value) => (value ? value : null))

/**
 * The apply form's fields besides the file: the server checks the multipart body with it, the
 * app its form before sending. `website` is the honeypot: people leave it empty (it is hidden).
 */
export const applyFieldsSchema = z.object({
  name: z.string({ error: 'Enter your name' }).trim().min(1, 'Enter your name').max(APPLICANT_LIMITS.name, `Use at most ${APPLICANT_LIMITS.name} characters`),
  email: z
    .string({ error: 'Enter your email address' })
    .trim()
    .min(1, 'Enter your email address')
    .pipe(z.email({ error: 'Enter an email address like name@example.com' }).max(APPLICANT_LIMITS.email, `Use at most ${APPLICANT_LIMITS.email} characters`)),
  phone: optionalFormText(APPLICANT_LIMITS.phone),
  cover_letter: optionalFormText(CAREERS_LIMITS.coverLetter),
  links: linkList,
  consent: consentValue,
  website: z.string().optional().meta({ description: 'Leave empty (a field people do not see)' }),
})

export const applyFormSchema = applyFieldsSchema.extend({
  file: z.instanceof(File, { error: 'Attach your resume' }).meta({
    type: 'string',
    format: 'binary',
    description: 'PDF, DOCX or TXT, at most 10 MB; the type is read from the content',
  }),
})

export const applyResultSchema = z.object({ message: z.string() })

export type ApplyFields = z.output<typeof applyFieldsSchema>

/** The answer to every accepted application (and to what the honeypot caught, so bots learn nothing). */
export const APPLICATION_SENT_MESSAGE = 'Application sent. We have emailed you a confirmation.'
