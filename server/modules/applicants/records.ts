import {
  APPLICANT_LIMITS,
  SUGGESTION_FIELD_LABELS,
  SUGGESTION_FIELDS,
  type ApplicantFields,
  type SuggestionField,
  type SuggestionSource,
  type TimelineKind,
} from '@common/applicants'
import { OPEN_JOB_STATUSES } from '@common/job-labels'
import { DEFAULT_STAGES } from '@common/pipeline'
import { asc, desc, eq, ne, or, sql } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import { ApiError, fieldError } from '../../lib/errors'
import { normaliseEmail, normalisePhone } from '../../lib/contact-identity'
import { recordActivity, type Actor, type Outsider } from '../../platform/activity/activity-log'
import type { CompanyScope } from '../../db/company-scope'
import type { ActivityChanges } from '../../db/schema/activity-log'
import {
  applicantIdentityVersions,
  applicantResumes,
  applicantSuggestions,
  applicants,
  applications,
  pipelineStages,
  type ApplicantRow,
  type PipelineStageRow,
} from '../../db/schema/applicants'
import { storedFiles } from '../../db/schema/files'
import { jobs } from '../../db/schema/jobs'

/**
 * Applicants as every way in makes them (contract sections 11 to 13): by hand, from an uploaded
 * resume, from the careers site. Shared by the applicants and resumes modules (modules do not
 * import each other): identity checks, the insert, the first application, a resume attached with
 * its text, and the applicant's timeline entries.
 */

/** The applicants' subject type in the activity log: an applicant's timeline reads its entries. */
export const APPLICANT_SUBJECT = 'applicant'

/** The details key that marks an applicant timeline entry as the applicant's own act, recorded under their name. */
export const BY_APPLICANT = 'by_applicant'

/** The details key of an entry's sentence once the applicant is anonymised (ApplicantEvent.erasedText). */
export const ERASED_TEXT = 'erased_text'

export interface ApplicantEvent {
  kind: TimelineKind
  /** The sentence the timeline shows. */
  text: string
  /** The sentence once the applicant is anonymised, when `text` quotes what they wrote or signed. */
  erasedText?: string
  /** An outsider when the applicant acts themselves (applies, books an interview, answers their offer), under their name. */
  actor: Actor | Outsider
  changes?: ActivityChanges
  comment?: string | null
  /** More about the event, e.g. the application it concerns. */
  details?: Record<string, unknown>
}

/**
 * One entry in an applicant's timeline, written to the one activity log (contract section 8) in
 * the caller's transaction: the entry exists exactly when the change does.
 */
export async function recordApplicantActivity(scope: CompanyScope, applicantId: number, event: ApplicantEvent, at: Date): Promise<void> {
  // Every event restarts the retention clock (contract 19), but erasing them is not activity.
  if (event.kind !== 'anonymised' && event.kind !== 'deleted') {
    await scope.db
      .update(applicants)
      .set({ lastActivityAt: sql`greatest(${applicants.lastActivityAt}, ${at.toISOString()}::timestamptz)` })
      .where(scope.where(applicants, eq(applicants.id, applicantId)))
  }
  await recordActivity(
    scope,
    {
      subjectType: APPLICANT_SUBJECT,
      subjectId: applicantId,
      action: event.kind,
      actor: event.actor,
      ...(event.changes ? { changes: event.changes } : {}),
      comment: event.comment ?? null,
      // Marks the applicant's own acts, so anonymising them erases the name they were recorded under (a deleted user's entries also have a name and no id).
      details: {
        ...event.details,
        text: event.text,
        ...(event.erasedText ? { [ERASED_TEXT]: event.erasedText } : {}),
        ...(event.actor !== null && event.actor.id === null ? { [BY_APPLICANT]: true } : {}),
      },
    },
    at,
  )
}

/** API fields → columns, for the fields present; identity and filter keys are derived here only. */
export function toApplicantColumns(fields: Partial<ApplicantFields>) {
  const phone = fields.phone === undefined ? undefined : normalisePhone(fields.phone)
  return {
    ...(fields.name !== undefined ? { name: fields.name } : {}),
    ...(fields.email !== undefined ? { email: fields.email } : {}),
    ...(phone !== undefined ? { phone: phone?.raw ?? null, phoneE164: phone?.e164 ?? null } : {}),
    ...(fields.location !== undefined ? { location: fields.location } : {}),
    ...(fields.headline !== undefined ? { headline: fields.headline } : {}),
    ...(fields.links !== undefined ? { links: fields.links } : {}),
    ...(fields.skills !== undefined ? { skills: fields.skills, skillKeys: fields.skills.map((skill) => skill.toLowerCase()) } : {}),
    ...(fields.years_experience !== undefined ? { yearsExperience: fields.years_experience } : {}),
    ...(fields.education !== undefined ? { education: fields.education } : {}),
    ...(fields.source !== undefined ? { source: fields.source } : {}),
    ...(fields.tags !== undefined ? { tags: fields.tags, tagKeys: fields.tags.map((tag) => tag.toLowerCase()) } : {}),
    ...(fields.rating !== undefined ? { rating: fields.rating } : {}),
  }
}

/** Columns → API fields: the one reading of a stored profile (the phone as E.164 when it could be read as a number). */
export function toApplicantFields(row: Pick<ApplicantRow, ProfileColumn>): ApplicantFields {
  return {
    name: row.name,
    email: row.email,
    phone: row.phoneE164 ?? row.phone,
    location: row.location,
    headline: row.headline,
    links: row.links,
    skills: row.skills,
    years_experience: row.yearsExperience,
    education: row.education,
    source: row.source,
    tags: row.tags,
    rating: row.rating,
  }
}

type ProfileColumn = 'name' | 'email' | 'phone' | 'phoneE164' | 'location' | 'headline' | 'links' | 'skills' | 'yearsExperience' | 'education' | 'source' | 'tags' | 'rating'

/** A job of the company, or a 422 on `field`. */
export async function requireJob(scope: CompanyScope, id: number, field = 'job_id') {
  const [job] = await scope.db
    .select({ id: jobs.id, title: jobs.title, description: jobs.description, skills: jobs.skills, status: jobs.status })
    .from(jobs)
    .where(scope.where(jobs, eq(jobs.id, id)))
  if (!job) throw fieldError(422, field, 'Choose one of the company’s jobs')
  return job
}

/**
 * A job of the company that takes new applicants, or a 422 on `field`: staff add applicants only to
 * the published and draft jobs the pickers offer, never to a closed one (its hiring is over).
 */
export async function requireOpenJob(scope: CompanyScope, id: number, field = 'job_id') {
  const job = await requireJob(scope, id, field)
  if (!(OPEN_JOB_STATUSES as readonly string[]).includes(job.status)) throw fieldError(422, field, 'This job is closed; reopen it to add applicants')
  return job
}

export type StoredStage = Pick<PipelineStageRow, 'id' | 'name' | 'kind' | 'position'>

export const stageColumns = { id: pipelineStages.id, name: pipelineStages.name, kind: pipelineStages.kind, position: pipelineStages.position }

/**
 * The company's stages in order. A company gets the default stages the first time any of them
 * is asked for; two first requests at once both end with the one set (names are unique).
 */
export async function companyStages(scope: CompanyScope): Promise<StoredStage[]> {
  const read = () => scope.db.select(stageColumns).from(pipelineStages).where(scope.where(pipelineStages)).orderBy(asc(pipelineStages.position), asc(pipelineStages.id))
  const stages = await read()
  if (stages.length > 0) return stages
  await scope.db
    .insert(pipelineStages)
    .values(DEFAULT_STAGES.map((stage, position) => ({ companyId: scope.companyId, name: stage.name, kind: stage.kind, position })))
    .onConflictDoNothing()
  return read()
}

/** The company's stage of this kind (`applied`, `hired`): every company has exactly one of each. */
export async function stageOfKind(scope: CompanyScope, kind: 'applied' | 'hired'): Promise<StoredStage> {
  const stage = (await companyStages(scope)).find((candidate) => candidate.kind === kind)
  if (!stage) throw new Error(`Company ${scope.companyId} has no ${kind} stage`)
  return stage
}

/** A create or edit that would double a known person: 409 with the applicant they already are. */
export class DuplicateApplicantError extends ApiError {
  constructor(
    message: string,
    readonly existingId: number,
  ) {
    super(409, message)
  }

  override get body() {
    return { message: this.message, existing_id: this.existingId }
  }
}

export interface SamePerson {
  id: number
  name: string
  /** What they share: the email (ignoring case) or else the phone (as E.164). */
  same: 'email' | 'phone'
}

/**
 * The company's applicant with this email (ignoring case) or phone (as E.164), the email's first.
 * What it answers holds while the caller holds the identity lock (lockApplicantIdentities).
 */
export async function findSamePerson(scope: CompanyScope, email: string | null, phone: string | null, exceptId?: number): Promise<SamePerson | null> {
  const emailKey = normaliseEmail(email)
  const e164 = normalisePhone(phone)?.e164 ?? null
  if (!emailKey && !e164) return null
  const byEmail = emailKey ? sql<boolean>`lower(${applicants.email}) = ${emailKey}` : undefined
  const [existing] = await scope.db
    .select({ id: applicants.id, name: applicants.name, sameEmail: byEmail ?? sql<boolean>`false` })
    .from(applicants)
    .where(scope.where(applicants, or(byEmail, e164 ? eq(applicants.phoneE164, e164) : undefined), exceptId === undefined ? undefined : ne(applicants.id, exceptId)))
    .orderBy(...(byEmail ? [desc(byEmail)] : []), asc(applicants.id))
    .limit(1)
  return existing ? { id: existing.id, name: existing.name, same: existing.sameEmail ? 'email' : 'phone' } : null
}

/** The identity versions each open transaction has taken, by company: the lock is taken once per transaction. */
const identityLocks = new WeakMap<object, Map<number, number>>()

/**
 * Serialises, for the rest of the transaction, everything that decides whether a person is new
 * to the company or who they are (creates, identity edits, merges, deletes, resume uploads
 * deciding on duplicates), and counts the company's identity version one up. Answers the version
 * this transaction set. Call it inside a transaction: outside one the lock ends with the statement.
 */
export async function lockApplicantIdentities(scope: CompanyScope): Promise<number> {
  const held = identityLocks.get(scope.db)?.get(scope.companyId)
  if (held !== undefined) return held
  const [taken] = await scope.db
    .insert(applicantIdentityVersions)
    .values({ companyId: scope.companyId, version: 1 })
    .onConflictDoUpdate({ target: applicantIdentityVersions.companyId, set: { version: sql`${applicantIdentityVersions.version} + 1` } })
    .returning({ version: applicantIdentityVersions.version })
  if (!taken) throw new Error('The applicant identity lock was not taken')
  if (scope.db instanceof PgTransaction) identityLocks.set(scope.db, (identityLocks.get(scope.db) ?? new Map()).set(scope.companyId, taken.version))
  return taken.version
}

/**
 * The company's identity version now, without the lock: checks made after reading it stand if
 * the lock, taken later, answers exactly one more.
 */
export async function readIdentityVersion(scope: CompanyScope): Promise<number> {
  const [row] = await scope.db
    .select({ version: applicantIdentityVersions.version })
    .from(applicantIdentityVersions)
    .where(eq(applicantIdentityVersions.companyId, scope.companyId))
  return row?.version ?? 0
}

/** Refuses an email or phone another of the company's applicants already has (409), under the identity lock. */
export async function refuseDuplicate(scope: CompanyScope, email: string | null, phone: string | null, exceptId?: number): Promise<void> {
  await lockApplicantIdentities(scope)
  const existing = await findSamePerson(scope, email, phone, exceptId)
  if (existing) throw new DuplicateApplicantError(`${existing.name} already has this ${existing.same === 'email' ? 'email' : 'phone number'}`, existing.id)
}

/** A name's words as compared: letters only, accents and case set aside, initials left out. */
function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 1)
}

/** "Ada Lovelace", "LOVELACE, Ada", "Ada B. Lovelace" and "Ádá Lovelace" name one person; "Ada Byron" does not. */
export function similarNames(a: string, b: string): boolean {
  const one = nameWords(a)
  const other = nameWords(b)
  if (one.length < 2 || other.length < 2) return false
  const ends = (words: string[]) => [words[0], words[words.length - 1]].sort().join(' ')
  return ends(one) === ends(other) || [...one].sort().join(' ') === [...other].sort().join(' ')
}

/**
 * The company's applicant whose name is like this one (similarNames), found through the profile's
 * index on the name's first and last words; null when none. The profile, not `search`: both hold
 * the name, but checking a match's weight reads the vector, and `search` holds the resumes too
 * (a decided upload waited 3 to 22 ms for it, holding the identity lock).
 */
export async function findSimilarName(scope: CompanyScope, name: string): Promise<{ id: number; name: string } | null> {
  const words = nameWords(name)
  if (words.length < 2) return null
  const query = [words[0], words[words.length - 1]].map((word) => `${word}:A`).join(' & ')
  const candidates = await scope.db
    .select({ id: applicants.id, name: applicants.name })
    .from(applicants)
    .where(scope.where(applicants, sql`${applicants.profile} @@ to_tsquery('english', ${query})`))
    .orderBy(asc(applicants.id))
    .limit(50)
  return candidates.find((candidate) => similarNames(candidate.name, name)) ?? null
}

const SOURCE_TEXT = { upload: 'from an uploaded resume', careers: 'from the careers site', manual: 'by hand', import: 'by import' } as const

/**
 * A new applicant (409 when their email or phone is another applicant's), in their timeline,
 * applied to `job` when given. Call it inside the transaction that makes the applicant; a caller
 * that has already found no same person in it (findSamePerson) says so with `identityChecked`.
 * `resumeText` is the text of the resume the caller attaches at once (insertResume), so search
 * reads it without a second write of the applicant.
 */
export async function insertApplicant(
  tx: CompanyScope,
  input: ApplicantFields,
  job: { id: number; title: string } | null,
  now: Date,
  actor: Actor | Outsider,
  { identityChecked = false, resumeText = '' } = {},
): Promise<number> {
  if (!identityChecked) await refuseDuplicate(tx, input.email, input.phone)
  const [row] = await tx.db
    .insert(applicants)
    .values({ companyId: tx.companyId, name: input.name, ...toApplicantColumns(input), resumeText, lastActivityAt: now, createdAt: now, updatedAt: now })
    .returning({ id: applicants.id })
  if (!row) throw new Error('The applicant was not created')
  await recordApplicantActivity(tx, row.id, { kind: 'created', text: `Added ${SOURCE_TEXT[input.source]}`, actor }, now)
  if (job) await insertApplication(tx, row.id, job, now, actor)
  return row.id
}

/** A new application in the `applied` stage, in the applicant's timeline. */
export async function insertApplication(scope: CompanyScope, applicantId: number, job: { id: number; title: string }, now: Date, actor: Actor | Outsider): Promise<number> {
  const applied = await stageOfKind(scope, 'applied')
  const [row] = await scope.db
    .insert(applications)
    .values({ companyId: scope.companyId, applicantId, jobId: job.id, stageId: applied.id, stageEnteredAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: applications.id })
  if (!row) throw new ApiError(409, `This applicant has already applied to ${job.title}`)
  await recordApplicantActivity(scope, applicantId, { kind: 'applied', text: `Applied to ${job.title}`, actor, details: { application_id: row.id } }, now)
  return row.id
}

/** The applicant's `resume_text`: their resumes' text, oldest first, which search reads. */
export async function refreshResumeText(scope: CompanyScope, applicantId: number): Promise<void> {
  await scope.db
    .update(applicants)
    .set({
      resumeText: sql`coalesce((select string_agg(${applicantResumes.text}, E'\n\n' order by ${applicantResumes.createdAt}, ${applicantResumes.id}) from ${applicantResumes} where ${applicantResumes.applicantId} = ${applicantId}), '')`,
    })
    .where(scope.where(applicants, eq(applicants.id, applicantId)))
}

/**
 * Attaches a stored file (purpose `resume`, by its key) to the applicant as a resume with the
 * text read from it, and refreshes the text search reads. Answers the resume's id.
 */
export async function attachResume(scope: CompanyScope, applicantId: number, fileKey: string, text: string, now: Date): Promise<number> {
  const [file] = await scope.db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(scope.where(storedFiles, eq(storedFiles.key, fileKey)))
  if (!file) throw new Error(`The stored file ${fileKey} is missing`)
  const resumeId = await insertResume(scope, applicantId, file.id, text, now)
  await refreshResumeText(scope, applicantId)
  return resumeId
}

/** A resume row for a stored file, without refreshing the text search reads (attachResume does both). */
export async function insertResume(scope: CompanyScope, applicantId: number, fileId: number, text: string, now: Date): Promise<number> {
  const [resume] = await scope.db.insert(applicantResumes).values({ companyId: scope.companyId, applicantId, fileId, text, createdAt: now }).returning({ id: applicantResumes.id })
  if (!resume) throw new Error('The resume was not attached')
  return resume.id
}

/** Where suggestions come from: a careers application's form or its resume. */
export interface SuggestionOrigin {
  source: SuggestionSource
  applicationId: number | null
  resumeId: number | null
}

/** What a public form or a resume said about the profile fields it may suggest; null or empty for "nothing". */
export type SaidFields = { [field in SuggestionField]?: ApplicantFields[field] | null }

const SOURCE_WORDS: Record<SuggestionSource, string> = { careers_form: 'The careers application', careers_resume: 'The resume sent through the careers site' }

/** Text compared as a reader would: case, spacing and a trailing full stop do not make it different. */
const textKey = (text: string) => text.trim().replace(/\s+/g, ' ').replace(/\.$/, '').toLowerCase()

/** Items of `said` the stored list lacks (ignoring case), added after the stored ones; null when none. */
function widenedList(stored: string[], said: string[], limit: number): string[] | null {
  const keys = new Set(stored.map(textKey))
  const added = said.filter((item) => !keys.has(textKey(item)))
  return added.length === 0 || stored.length >= limit ? null : [...stored, ...added].slice(0, limit)
}

const phoneKey = (phone: string | null) => (phone ? (normalisePhone(phone)?.e164 ?? textKey(phone)) : null)

/** Whether two values of `field` say the same: phones as numbers, texts as a reader compares them. */
function sameValue(field: SuggestionField, a: unknown, b: unknown): boolean {
  if (field === 'phone') return phoneKey(a as string | null) === phoneKey(b as string | null)
  if (typeof a === 'string' && typeof b === 'string') return textKey(a) === textKey(b)
  return JSON.stringify(a) === JSON.stringify(b)
}

/** The value a suggestion proposes for `field`, or null when `said` holds nothing the profile does not say already. */
function proposal(field: SuggestionField, said: unknown, stored: ApplicantFields): unknown {
  if (said === null || said === undefined || (Array.isArray(said) && said.length === 0) || said === '') return null
  if (field === 'links') return widenedList(stored.links, said as string[], APPLICANT_LIMITS.links)
  if (field === 'skills') return widenedList(stored.skills, said as string[], APPLICANT_LIMITS.skills)
  return sameValue(field, said, stored[field]) ? null : said
}

/**
 * Contract 13: a public form never changes an applicant who already exists. What it (or its
 * resume) says differently from the stored profile is kept as suggestions for staff, one per
 * field, unless the same value already waits; the timeline says what came. Answers the fields
 * suggested. Call it in the transaction that stores the application or the resume's text.
 */
export async function offerSuggestions(tx: CompanyScope, applicantId: number, said: SaidFields, origin: SuggestionOrigin, now: Date): Promise<SuggestionField[]> {
  const [row] = await tx.db
    .select()
    .from(applicants)
    .where(tx.where(applicants, eq(applicants.id, applicantId)))
  if (!row) return []
  const stored = toApplicantFields(row)
  const waiting = await tx.db
    .select({ field: applicantSuggestions.field, value: applicantSuggestions.value })
    .from(applicantSuggestions)
    .where(tx.where(applicantSuggestions, eq(applicantSuggestions.applicantId, applicantId), eq(applicantSuggestions.status, 'pending')))
  const offered: SuggestionField[] = []
  for (const field of SUGGESTION_FIELDS) {
    const value = proposal(field, said[field], stored)
    if (value === null || waiting.some((suggestion) => suggestion.field === field && sameValue(field, suggestion.value, value))) continue
    await tx.db.insert(applicantSuggestions).values({
      companyId: tx.companyId,
      applicantId,
      field,
      value,
      source: origin.source,
      applicationId: origin.applicationId,
      resumeId: origin.resumeId,
      createdAt: now,
    })
    offered.push(field)
  }
  if (offered.length > 0) {
    const fields = offered.map((field) => SUGGESTION_FIELD_LABELS[field].toLowerCase()).join(', ')
    const text = `${SOURCE_WORDS[origin.source]} says differently about the ${fields}; offered on this page rather than written into the profile`
    await recordApplicantActivity(tx, applicantId, { kind: 'suggestion', text, actor: null, details: { fields: offered } }, now)
  }
  return offered
}
