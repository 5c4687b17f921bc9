import { careersSettingsInputSchema, careersSettingsSchema } from '@common/careers'
import { companyListProblems } from '@common/company-lists'
import { RETENTION_DAYS_LIMITS } from '@common/pipeline'
import { CONSENT_TEXT_LIMIT } from '@common/privacy'
import { z } from 'zod'

/** Company settings (contract sections 5 and 9): one source for the server's validation, the OpenAPI document and the app's forms and types. */

/** The zone's canonical name (`europe/berlin` → `Europe/Berlin`), or null when ICU does not know it. */
export function canonicalTimeZone(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone
  } catch {
    return null
  }
}

const timezone = z
  .string({ error: 'Choose a time zone' })
  .trim()
  .min(1, 'Choose a time zone')
  .max(64, 'Choose a time zone such as Europe/Berlin')
  .transform((zone, context) => {
    const canonical = canonicalTimeZone(zone)
    if (canonical) return canonical
    context.addIssue({ code: 'custom', message: `"${zone}" is not a time zone; use an IANA name such as Europe/Berlin` })
    return z.NEVER
  })
  .meta({ description: 'An IANA time zone name, e.g. Europe/Berlin', examples: ['Europe/Berlin'] })

const website = z
  .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'Enter a web address starting with https://' })
  .trim()
  .max(300, 'Use at most 300 characters')

/** A company list (contract section 9): names trimmed, checked together so a duplicate is named. */
function companyList(noun: { one: string; many: string }) {
  return z
    .array(z.string({ error: `Each ${noun.one} is a name` }), { error: `Send the ${noun.many} as a list of names` })
    .transform((names) => names.map((name) => name.trim()))
    .superRefine((names, context) => {
      for (const message of companyListProblems(names, noun)) context.addIssue({ code: 'custom', message })
    })
    .meta({ description: `The company's ${noun.many}, offered as suggestions; at most 100 names of at most 100 characters, no duplicates ignoring case` })
}

const departments = companyList({ one: 'department', many: 'departments' })
const locations = companyList({ one: 'location', many: 'locations' })
const rejectionReasons = companyList({ one: 'rejection reason', many: 'rejection reasons' }).refine((names) => names.length > 0, 'Keep at least one rejection reason')

const retentionDays = z
  .number({ error: 'Use a number of days' })
  .int('Use a whole number of days')
  .min(RETENTION_DAYS_LIMITS.min, `Keep applicant data at least ${RETENTION_DAYS_LIMITS.min} days`)
  .max(RETENTION_DAYS_LIMITS.max, `Keep applicant data at most ${RETENTION_DAYS_LIMITS.max.toLocaleString('en-US')} days`)

export const companyListsSchema = z.object({
  departments: z.array(z.string()),
  locations: z.array(z.string()),
  /** Offered wherever an application is rejected, so every recruiter reads them (contract 9). */
  rejection_reasons: z.array(z.string()),
  /** The company's IANA time zone: a mail scheduled "at 09:00" leaves at 09:00 there (section 18). */
  timezone: z.string(),
})

export const settingsSchema = z.object({
  company_name: z.string(),
  /** Public URL path of the uploaded logo, or null for the default logo. */
  company_logo: z.string().nullable(),
  website: z.string().nullable(),
  timezone: z.string(),
  departments: z.array(z.string()),
  locations: z.array(z.string()),
  /** Offered when an application is rejected; a rejection must name one of them. */
  rejection_reasons: z.array(z.string()),
  retention_days: z.number().int().meta({
    description:
      'Days an applicant’s data is kept after their last activity, once no application of theirs is active; the careers apply form states it. ' +
      'A daily job anonymises applicants a grace week after this period ends (contract section 19), unless someone keeps them.',
  }),
  consent_text: z.string().meta({
    description: 'The consent line the careers form shows; by default it names the company and the retention days. Each application records the text it showed and its version.',
  }),
  consent_version: z.number().int().meta({ description: 'Read-only: counts one up whenever the consent text changes' }),
  /** The public careers site (contract sections 9 and 13). */
  careers: careersSettingsSchema,
})

export const updateSettingsInputSchema = z.object({
  company_name: z.string().trim().min(1, 'Enter your company name').max(120, 'Use at most 120 characters').optional(),
  /** Only removal here: a new logo goes through POST settings/logo, which checks the file. */
  company_logo: z.null({ error: 'Upload a new logo through settings/logo; only null (remove) is accepted here' }).optional(),
  website: z.preprocess((value) => (value === '' ? null : value), website.nullable()).optional(),
  timezone: timezone.optional(),
  departments: departments.optional(),
  locations: locations.optional(),
  rejection_reasons: rejectionReasons.optional(),
  retention_days: retentionDays.optional(),
  consent_text: z
    .string({ error: 'Write the consent text' })
    .trim()
    .min(1, 'Write the consent text')
    .max(CONSENT_TEXT_LIMIT, `Use at most ${CONSENT_TEXT_LIMIT.toLocaleString('en-US')} characters`)
    .optional(),
  /** Any of the careers fields; a slug another company has is a 409. */
  careers: careersSettingsInputSchema.optional(),
})

export const logoUploadSchema = z.object({
  file: z.instanceof(File, { error: 'Attach the logo as the multipart field "file"' }).meta({
    type: 'string',
    format: 'binary',
    description: 'PNG, JPEG, WebP or SVG, at most 2 MB; the type is read from the content',
  }),
})

export const logoSchema = z.object({ company_logo: z.string() })

export type Settings = z.infer<typeof settingsSchema>
export type CompanyLists = z.infer<typeof companyListsSchema>
export type UpdateSettingsInput = z.output<typeof updateSettingsInputSchema>
