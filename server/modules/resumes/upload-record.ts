import { APPLICANT_FIELD_LABELS, applicantFieldsSchema, type ApplicantFields } from '@common/applicants'
import { type ParsedResume, type ResumeUpload } from '@common/resumes'
import { eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { insertApplication, recordApplicantActivity, refuseDuplicate, toApplicantColumns } from '../applicants/public'
import type { Database } from '../../db/client'
import { CompanyScope } from '../../db/company-scope'
import { applicants, applications } from '../../db/schema/applicants'
import { jobs } from '../../db/schema/jobs'
import { resumeUploads } from '../../db/schema/resumes'
import { fieldError } from '../../lib/errors'
import { type Actor } from '../../platform/activity/activity-log'

/*
 * A resume upload as every verb of the module reads it (one verb per file beside this one: create,
 * read, parse, decide, review, fill a profile): its columns and answer, and what a parsed resume
 * gives an applicant's profile, fills or merges into it.
 */

/** The uploads' subject type in the activity log. */
export const RESUME_UPLOAD_SUBJECT = 'resume_upload'

const duplicateApplicant = alias(applicants, 'duplicate_applicant')

const uploadColumns = {
  id: resumeUploads.id,
  fileName: resumeUploads.fileName,
  size: resumeUploads.size,
  contentType: resumeUploads.contentType,
  status: resumeUploads.status,
  error: resumeUploads.error,
  ocr: resumeUploads.ocr,
  jobId: jobs.id,
  jobTitle: jobs.title,
  parsed: resumeUploads.parsed,
  duplicateOfId: duplicateApplicant.id,
  duplicateOfName: duplicateApplicant.name,
  duplicateReason: resumeUploads.duplicateReason,
  applicantId: resumeUploads.applicantId,
  createdAt: resumeUploads.createdAt,
  updatedAt: resumeUploads.updatedAt,
}

export const selectUploads = (db: Database) =>
  db
    .select(uploadColumns)
    .from(resumeUploads)
    .leftJoin(jobs, eq(jobs.id, resumeUploads.jobId))
    .leftJoin(duplicateApplicant, eq(duplicateApplicant.id, resumeUploads.duplicateOfId))
    .$dynamic()

type UploadRecord = Awaited<ReturnType<typeof selectUploads>>[number]

/** The one mapping from a stored upload to contract section 12's ResumeUpload. */
export function toResumeUpload(row: UploadRecord): ResumeUpload {
  return {
    id: row.id,
    file_name: row.fileName,
    size: row.size,
    content_type: row.contentType,
    status: row.status,
    error: row.error,
    ocr: row.ocr,
    job: row.jobId === null || row.jobTitle === null ? null : { id: row.jobId, title: row.jobTitle },
    parsed: row.parsed,
    duplicate_of:
      row.duplicateOfId === null || row.duplicateReason === null ? null : { applicant_id: row.duplicateOfId, name: row.duplicateOfName ?? '', reason: row.duplicateReason },
    applicant_id: row.applicantId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

type ReviewField = keyof typeof PROFILE_FIELDS

/** The parsed fields an applicant has, each checked as the applicants' API checks it. */
const PROFILE_FIELDS = {
  name: applicantFieldsSchema.shape.name,
  email: applicantFieldsSchema.shape.email,
  phone: applicantFieldsSchema.shape.phone,
  location: applicantFieldsSchema.shape.location,
  headline: applicantFieldsSchema.shape.headline,
  links: applicantFieldsSchema.shape.links,
  skills: applicantFieldsSchema.shape.skills,
  years_experience: applicantFieldsSchema.shape.years_experience,
  education: applicantFieldsSchema.shape.education,
}

export const EMPTY_PROFILE: Omit<ApplicantFields, 'name' | 'source' | 'tags' | 'rating'> = {
  email: null,
  phone: null,
  location: null,
  headline: null,
  links: [],
  skills: [],
  years_experience: null,
  education: [],
}

export type ProfileFields = typeof EMPTY_PROFILE & { name: string | null }

/**
 * The parsed fields as an applicant's: links get their https://, lists are cut to the applicant's
 * limits, years rounded to one decimal; a value the applicants' API would refuse is left out and
 * named in `refused` (so it is doubtful).
 */
export function profileFromParsed(parsed: ParsedResume): { fields: ProfileFields; refused: ReviewField[] } {
  const candidate: Record<ReviewField, unknown> = {
    name: parsed.name,
    email: parsed.email,
    phone: parsed.phone,
    location: parsed.location,
    headline: parsed.headline,
    links: parsed.links.map((link) => (/^https?:\/\//i.test(link) ? link : `https://${link}`)).slice(0, 10),
    skills: parsed.skills.filter((skill) => skill.trim().length <= 40).slice(0, 50),
    years_experience: parsed.years_experience === null ? null : Math.round(parsed.years_experience * 10) / 10,
    education: parsed.education.slice(0, 20),
  }
  const fields: ProfileFields = { ...EMPTY_PROFILE, name: null }
  const refused: ReviewField[] = []
  for (const field of Object.keys(PROFILE_FIELDS) as ReviewField[]) {
    if (candidate[field] === null) continue
    const checked = PROFILE_FIELDS[field].safeParse(candidate[field])
    if (checked.success) Object.assign(fields, { [field]: checked.data })
    else refused.push(field)
  }
  return { fields, refused }
}

export async function applyUnlessApplied(tx: CompanyScope, applicantId: number, job: { id: number; title: string }, now: Date, actor: Actor): Promise<void> {
  const [applied] = await tx.db
    .select({ id: applications.id })
    .from(applications)
    .where(tx.where(applications, eq(applications.applicantId, applicantId), eq(applications.jobId, job.id)))
  if (!applied) await insertApplication(tx, applicantId, job, now, actor)
}

const FILLABLE = ['email', 'phone', 'location', 'headline', 'links', 'skills', 'years_experience', 'education'] as const

type Fillable = (typeof FILLABLE)[number]

const isEmpty = (value: unknown) => value === null || (Array.isArray(value) && value.length === 0)

/**
 * Fills the applicant's empty fields among `fillable` from `fields` (a value already there is
 * never replaced); answers the fields filled. Refuses (409) an email or phone another applicant has.
 */
export async function fillEmptyFields(
  tx: CompanyScope,
  applicantId: number,
  fields: Partial<Pick<ApplicantFields, Fillable>>,
  fillable: readonly Fillable[],
  now: Date,
  missing: () => Error,
): Promise<Fillable[]> {
  const [current] = await tx.db
    .select({
      email: applicants.email,
      phone: applicants.phone,
      location: applicants.location,
      headline: applicants.headline,
      links: applicants.links,
      skills: applicants.skills,
      years_experience: applicants.yearsExperience,
      education: applicants.education,
    })
    .from(applicants)
    .where(tx.where(applicants, eq(applicants.id, applicantId)))
    .for('update')
  if (!current) throw missing()
  const filled = fillable.filter((field) => isEmpty(current[field]) && fields[field] !== undefined && !isEmpty(fields[field]))
  if (filled.length === 0) return []
  const changes = Object.fromEntries(filled.map((field) => [field, fields[field]])) as Partial<ApplicantFields>
  if (changes.email !== undefined || changes.phone !== undefined) await refuseDuplicate(tx, changes.email ?? null, changes.phone ?? null, applicantId)
  await tx.db
    .update(applicants)
    .set({ ...toApplicantColumns(changes), updatedAt: now })
    .where(tx.where(applicants, eq(applicants.id, applicantId)))
  return filled
}

export const listOf = (fields: Fillable[]) => fields.map((field) => APPLICANT_FIELD_LABELS[field].toLowerCase()).join(', ')

export async function mergeIntoApplicant(tx: CompanyScope, applicantId: number, fields: ProfileFields, fileName: string, now: Date, actor: Actor): Promise<void> {
  const filled = await fillEmptyFields(tx, applicantId, fields, FILLABLE, now, () => fieldError(422, 'merge_into', 'Choose one of the company’s applicants'))
  const text = `Merged the uploaded resume ${fileName}${filled.length > 0 ? `, filling the ${listOf(filled)}` : ''}`
  await recordApplicantActivity(tx, applicantId, { kind: 'merged', text, actor, details: { resume_upload: true } }, now)
}
