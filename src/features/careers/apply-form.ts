import { APPLY_LIMITS } from '@common/careers-view'
import { RESUME_CONTENT_TYPES, RESUME_LIMITS } from '@common/resume-files'

/**
 * The apply form (contract 13): its values, the checks the server would make (run before
 * sending, so the visitor hears at once what is missing), and the multipart body.
 *
 * The rules are the server's `applyFieldsSchema` written out without zod, whose 27 kB the public
 * pages cannot carry; the server checks everything again (and the resume by its content).
 */

const RESUME_EXTENSIONS = /\.(pdf|docx|txt)$/i

/** Error messages by field (`links.0` for the first link). */
export type ApplyErrors = Record<string, string>

export interface ApplyValues {
  name: string
  email: string
  phone: string
  file: File | null
  cover_letter: string
  links: string[]
  consent: boolean
  /** The honeypot: hidden from people, so only a bot fills it. */
  website: string
}

/** The fields a 422 may name, in the order they are shown (the first invalid one is focused). */
export const APPLY_FIELDS = ['name', 'email', 'phone', 'file', 'cover_letter', 'links', 'consent'] as const

export const emptyApplyValues = (): ApplyValues => ({
  name: '',
  email: '',
  phone: '',
  file: null,
  cover_letter: '',
  links: [],
  consent: false,
  website: '',
})

const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

/** What is wrong with the chosen resume, or null. */
export function resumeProblem(file: File | null): string | null {
  if (!file) return 'Attach your resume'
  const knownType = file.type in RESUME_CONTENT_TYPES || RESUME_EXTENSIONS.test(file.name)
  if (!knownType) return 'Choose a PDF, DOCX or TXT file'
  if (file.size === 0) return 'This file is empty; choose another'
  if (file.size > RESUME_LIMITS.bytes) return `The resume is larger than ${megabytes(RESUME_LIMITS.bytes)}; choose a smaller file`
  return null
}

/** The errors the server would answer, field by field (`links.0` for the first link). */
export function checkApplication(values: ApplyValues): ApplyErrors {
  const errors: ApplyErrors = {}
  const name = values.name.trim()
  const email = values.email.trim()
  if (!name) errors.name = 'Enter your name'
  else if (name.length > APPLY_LIMITS.name) errors.name = `Use at most ${APPLY_LIMITS.name} characters`
  if (!email) errors.email = 'Enter your email address'
  else if (!EMAIL_SHAPE.test(email) || email.length > APPLY_LIMITS.email) errors.email = 'Enter an email address like name@example.com'
  if (values.phone.trim().length > APPLY_LIMITS.phone) errors.phone = `Use at most ${APPLY_LIMITS.phone} characters`
  const resume = resumeProblem(values.file)
  if (resume) errors.file = resume
  if (values.cover_letter.trim().length > APPLY_LIMITS.coverLetter) {
    errors.cover_letter = `Use at most ${APPLY_LIMITS.coverLetter.toLocaleString('en-US')} characters`
  }
  values.links.forEach((link, index) => {
    const trimmed = link.trim()
    if (trimmed && (!isWebAddress(trimmed) || trimmed.length > APPLY_LIMITS.link)) errors[`links.${index}`] = 'Enter a web address starting with https://'
  })
  if (!values.consent) errors.consent = 'Agree to the processing of your data to apply'
  return errors
}

/** The multipart body of `POST careers/{slug}/jobs/{id}/apply`. */
export function applicationBody(values: ApplyValues): FormData {
  const body = new FormData()
  body.append('name', values.name.trim())
  body.append('email', values.email.trim())
  if (values.phone.trim()) body.append('phone', values.phone.trim())
  if (values.file) body.append('file', values.file)
  if (values.cover_letter.trim()) body.append('cover_letter', values.cover_letter.trim())
  for (const link of values.links) if (link.trim()) body.append('links', link.trim())
  body.append('consent', String(values.consent))
  body.append('website', values.website)
  return body
}
