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

export const settingsSchema = z.object({
  company_name: z.string(),
  /** Public URL path of the uploaded logo, or null for the default logo. */
  company_logo: z.string().nullable(),
  website: z.string().nullable(),
  timezone: z.string(),
})

export const updateSettingsInputSchema = z.object({
  company_name: z.string().trim().min(1, 'Enter your company name').max(120, 'Use at most 120 characters').optional(),
  /** Only removal here: a new logo goes through POST settings/logo, which checks the file. */
  company_logo: z.null({ error: 'Upload a new logo through settings/logo; only null (remove) is accepted here' }).optional(),
  website: z.preprocess((value) => (value === '' ? null : value), website.nullable()).optional(),
  timezone: timezone.optional(),
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
export type UpdateSettingsInput = z.output<typeof updateSettingsInputSchema>
