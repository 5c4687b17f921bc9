import {
  APPLICANT_FIELD_LABELS,
  type TimelineKind,
  type Applicant,
  type ApplicantSuggestion,
  type SuggestionField,
  type ApplicantDetail,
  type ApplicantFields,
  type Note,
} from '@common/applicants'
import { ANONYMISED_NAME } from '@common/privacy'
import { asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm'
import { APPLICANT_SUBJECT, BY_APPLICANT, ERASED_TEXT, lockApplicantIdentities, recordApplicantActivity, refuseDuplicate, toApplicantColumns, toApplicantFields } from './records'
import type { CompanyScope } from '../../db/company-scope'
import {
  applicantNotes,
  applicantResumes,
  applicantSuggestions,
  applicants,
  applications,
  pipelineStages,
  type ApplicantNoteRow,
  type ApplicantRow,
  type ApplicantSuggestionRow,
} from '../../db/schema/applicants'
import { activityLog } from '../../db/schema/activity-log'
import { storedFiles } from '../../db/schema/files'
import { resumeUploads } from '../../db/schema/resumes'
import { employees } from '../../db/schema/employees'
import { jobs } from '../../db/schema/jobs'
import { notFound } from '../../lib/errors'
import { normalisePhone } from '../../lib/contact-identity'
import { diffChanges, type Actor, type Outsider } from '../../platform/activity/activity-log'
import { FileStore } from '../../platform/files/file-store'

/*
 * A stored applicant as every verb of the module reads it (one verb per file beside this one: list
 * and export, create, update, suggestions, delete, resume files, notes, merge, match, bulk): its
 * columns, the answer with its applications, notes and suggestions, the edit every change goes
 * through, and erasing. The identity and duplicate rules other modules use are in records.ts.
 */

/** Every column an Applicant answer needs: not the company, the keys nor the search vector. */
export const applicantColumns = {
  id: applicants.id,
  name: applicants.name,
  email: applicants.email,
  phone: applicants.phone,
  phoneE164: applicants.phoneE164,
  location: applicants.location,
  headline: applicants.headline,
  links: applicants.links,
  skills: applicants.skills,
  yearsExperience: applicants.yearsExperience,
  education: applicants.education,
  source: applicants.source,
  tags: applicants.tags,
  rating: applicants.rating,
  anonymisedAt: applicants.anonymisedAt,
  createdAt: applicants.createdAt,
  updatedAt: applicants.updatedAt,
}

type ApplicantRecord = Pick<ApplicantRow, keyof typeof applicantColumns>

type ApplicationSummary = Applicant['applications'][number]

/** The one mapping from a stored applicant (and their applications) to contract section 11's JSON. */
function toApplicant(row: ApplicantRecord, applicationsOf: ApplicationSummary[]): Applicant {
  return {
    id: row.id,
    ...toApplicantFields(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    applications: applicationsOf,
  }
}

/**
 * The company's applications of these applicants joined to their job and pipeline stage: what
 * the applicant's page lists and what the candidate's own export (contract 19) gives back.
 */
export function readApplicationsOf(scope: CompanyScope, applicantIds: readonly number[], order: 'newest first' | 'oldest first') {
  const by = order === 'newest first' ? desc : asc
  return scope.db
    .select({
      applicantId: applications.applicantId,
      id: applications.id,
      jobId: jobs.id,
      jobTitle: jobs.title,
      stageId: pipelineStages.id,
      stageName: pipelineStages.name,
      stageKind: pipelineStages.kind,
      status: applications.status,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
      consentAt: applications.consentAt,
      consentText: applications.consentText,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(pipelineStages, eq(pipelineStages.id, applications.stageId))
    .where(scope.where(applications, inArray(applications.applicantId, [...applicantIds])))
    .orderBy(by(applications.createdAt), by(applications.id))
}

/** Each applicant's applications, newest first, with their job and stage. */
async function applicationsOf(scope: CompanyScope, applicantIds: number[]): Promise<Map<number, ApplicationSummary[]>> {
  const byApplicant = new Map<number, ApplicationSummary[]>()
  if (applicantIds.length === 0) return byApplicant
  const rows = await readApplicationsOf(scope, applicantIds, 'newest first')
  for (const row of rows) {
    const list = byApplicant.get(row.applicantId) ?? []
    list.push({
      id: row.id,
      job: { id: row.jobId, title: row.jobTitle },
      stage: { id: row.stageId, name: row.stageName, kind: row.stageKind },
      status: row.status,
      updated_at: row.updatedAt.toISOString(),
    })
    byApplicant.set(row.applicantId, list)
  }
  return byApplicant
}

export async function withApplications<Row extends ApplicantRecord>(scope: CompanyScope, rows: Row[]): Promise<(Applicant & { row: Row })[]> {
  const byApplicant = await applicationsOf(
    scope,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({ ...toApplicant(row, byApplicant.get(row.id) ?? []), row }))
}

export async function findRecord(scope: CompanyScope, id: number, lock = false): Promise<ApplicantRecord> {
  const select = scope.db
    .select(applicantColumns)
    .from(applicants)
    .where(scope.where(applicants, eq(applicants.id, id)))
  const [row] = lock ? await select.for('update') : await select
  if (!row) throw notFound('Applicant')
  return row
}

/** The one mapping from a stored note to its JSON; the author's name outlives their account. */
export function toNote(row: Pick<ApplicantNoteRow, 'id' | 'body' | 'authorId' | 'authorName' | 'createdAt'>): Note {
  return {
    id: row.id,
    body: row.body,
    author: row.authorName === null ? null : { id: row.authorId, name: row.authorName },
    created_at: row.createdAt.toISOString(),
  }
}

export async function findApplicant(scope: CompanyScope, id: number): Promise<ApplicantDetail> {
  const row = await findRecord(scope, id)
  const [applicant] = await withApplications(scope, [row])
  const resumes = await scope.db
    .select({
      id: applicantResumes.id,
      originalName: storedFiles.originalName,
      key: storedFiles.key,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
      createdAt: applicantResumes.createdAt,
    })
    .from(applicantResumes)
    .innerJoin(storedFiles, eq(storedFiles.id, applicantResumes.fileId))
    .where(scope.where(applicantResumes, eq(applicantResumes.applicantId, id)))
    .orderBy(desc(applicantResumes.createdAt), desc(applicantResumes.id))
  if (!applicant) throw notFound('Applicant')
  const [employee] = await scope.db
    .select({ id: employees.id })
    .from(employees)
    .where(scope.where(employees, eq(employees.applicantId, id)))
    .orderBy(desc(employees.id))
    .limit(1)
  const notes = await scope.db
    .select({ id: applicantNotes.id, body: applicantNotes.body, authorId: applicantNotes.authorId, authorName: applicantNotes.authorName, createdAt: applicantNotes.createdAt })
    .from(applicantNotes)
    .where(scope.where(applicantNotes, eq(applicantNotes.applicantId, id)))
    .orderBy(desc(applicantNotes.createdAt), desc(applicantNotes.id))
  const suggestions = await scope.db
    .select()
    .from(applicantSuggestions)
    .where(scope.where(applicantSuggestions, eq(applicantSuggestions.applicantId, id), eq(applicantSuggestions.status, 'pending')))
    .orderBy(asc(applicantSuggestions.id))
  const [consent] = await scope.db
    .select({ at: applications.consentAt, text: applications.consentText })
    .from(applications)
    .where(scope.where(applications, eq(applications.applicantId, id), isNotNull(applications.consentAt)))
    .orderBy(desc(applications.consentAt), desc(applications.id))
    .limit(1)
  const { row: _row, ...rest } = applicant
  return {
    ...rest,
    anonymised_at: row.anonymisedAt?.toISOString() ?? null,
    consent: consent?.at && consent.text !== null ? { at: consent.at.toISOString(), text: consent.text } : null,
    notes: notes.map(toNote),
    suggestions: suggestions.map(toSuggestion),
    employee_id: employee?.id ?? null,
    resumes: resumes.map((resume) => ({
      id: resume.id,
      file_name: resume.originalName ?? resume.key,
      content_type: resume.contentType,
      size: resume.size,
      created_at: resume.createdAt.toISOString(),
    })),
  }
}

/** updateApplicant's work inside the caller's transaction. */
export async function editApplicant(tx: CompanyScope, id: number, input: Partial<ApplicantFields>, now: Date, actor: Actor, comment: string | null = null): Promise<void> {
  const stored = toApplicant(await findRecord(tx, id, true), [])
  // A phone counts as changed when it reads as another number ("415.555.0134" is "+14155550134").
  const shown = (field: keyof ApplicantFields, value: unknown) => {
    if (field !== 'phone') return JSON.stringify(value)
    const phone = normalisePhone(value as string | null)
    return JSON.stringify(phone ? (phone.e164 ?? phone.raw) : null)
  }
  const changed = (Object.keys(input) as (keyof ApplicantFields)[]).filter((field) => shown(field, input[field]) !== shown(field, stored[field]))
  if (changed.length === 0) return
  const changes = Object.fromEntries(changed.map((field) => [field, input[field]])) as Partial<ApplicantFields>
  if (changes.name !== undefined) await lockApplicantIdentities(tx)
  if (changes.email !== undefined || changes.phone !== undefined) {
    await refuseDuplicate(tx, changes.email ?? null, changes.phone ?? null, id)
  }
  await tx.db
    .update(applicants)
    .set({ ...toApplicantColumns(changes), updatedAt: now })
    .where(tx.where(applicants, eq(applicants.id, id)))
  const updated = toApplicant(await findRecord(tx, id), [])
  const edited = diffChanges(stored, updated, changed)
  if (Object.keys(edited).length > 0) {
    const text = `Edited the ${Object.keys(edited)
      .map((field) => APPLICANT_FIELD_LABELS[field as keyof ApplicantFields].toLowerCase())
      .join(', ')}`
    await recordApplicantActivity(tx, id, { kind: 'edited', text, actor, changes: edited, comment }, now)
  }
}

function toSuggestion(row: ApplicantSuggestionRow): ApplicantSuggestion {
  return {
    id: row.id,
    field: row.field as SuggestionField,
    value: row.value as ApplicantSuggestion['value'],
    source: row.source,
    created_at: row.createdAt.toISOString(),
  }
}

/** The stored files of these applicants' resumes, for erasing with them. */
async function resumeFileKeys(scope: CompanyScope, applicantIds: number[]): Promise<string[]> {
  const rows = await scope.db
    .select({ key: storedFiles.key })
    .from(applicantResumes)
    .innerJoin(storedFiles, eq(storedFiles.id, applicantResumes.fileId))
    .where(scope.where(applicantResumes, inArray(applicantResumes.applicantId, applicantIds)))
  return rows.map((row) => row.key)
}

/** Erases applicants with their applications, notes, resumes and the resumes' files. */
export async function eraseApplicants(scope: CompanyScope, ids: number[], now: Date, actor: Actor): Promise<void> {
  await lockApplicantIdentities(scope)
  const keys = await resumeFileKeys(scope, ids)
  await scope.db.delete(applicants).where(scope.where(applicants, inArray(applicants.id, ids)))
  const files = new FileStore(scope.db)
  for (const key of keys) await files.remove(key)
  for (const id of ids) await recordApplicantActivity(scope, id, { kind: 'deleted', text: 'Deleted with their applications, notes and resumes', actor }, now)
}

/** Checks the applicant is the company's (404 otherwise). */
export async function requireApplicant(scope: CompanyScope, id: number): Promise<void> {
  await findRecord(scope, id)
}

export const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** Locks the applicants with these ids; all must be the company's, or nothing happens (404). */
export async function lockApplicants(scope: CompanyScope, ids: number[]): Promise<ApplicantRecord[]> {
  const rows = await scope.db
    .select(applicantColumns)
    .from(applicants)
    .where(scope.where(applicants, inArray(applicants.id, ids)))
    .orderBy(asc(applicants.id))
    .for('update')
  if (rows.length !== ids.length) throw notFound(ids.length === 1 ? 'Applicant' : 'One of the applicants')
  return rows
}

/** Profile fields whose values an activity entry's `changes` may quote: anonymising blanks them, keeping the event. */
const PERSONAL_FIELDS = ['name', 'email', 'phone', 'location', 'headline', 'links', 'skills', 'years_experience', 'education', 'tags', 'rating']

/** Timeline sentences that may quote what the person wrote or who they are, and what they read once anonymised. */
const SCRUBBED_TEXTS: Partial<Record<TimelineKind, string>> = {
  note: 'A note (erased with their personal data)',
  email: 'A message (erased with their personal data)',
  merged: 'Merged a duplicate into this applicant',
}

/**
 * An offer answer recorded before its erased text was kept quotes the typed signature or the
 * decline's reason after the job's title: anonymising cuts the sentence there (at the first ": "
 * of a decline, which may shorten a title holding one, never keep a reason).
 */
const OFFER_ANSWER_WITHOUT_QUOTE = sql`regexp_replace(regexp_replace(${activityLog.details} ->> 'text', '^(Accepted the offer for .*), signed as .*$', '\\1'), '^(Declined the offer for .*?): .*$', '\\1')`

/**
 * Erases these applicants' personal data (contract 19) and answers the ids it erased: those of
 * the company not anonymised already, so a repeat changes nothing. The name becomes
 * ANONYMISED_NAME; contact details, profile, notes, suggestions, resumes with their stored files
 * and the text search reads go, and earlier timeline entries keep their events without the values
 * they quoted (the applicant's own acts under ANONYMISED_NAME, not the name they gave). Applications
 * stay as they are (job, stages, dates, rejection reason), so reports still count them. Call it
 * inside a transaction; the caller erases what other modules keep (messages' bodies) for the same ids.
 */
export async function anonymiseApplicants(scope: CompanyScope, ids: number[], now: Date, actor: Actor | Outsider, text: string): Promise<number[]> {
  if (ids.length === 0) return []
  await lockApplicantIdentities(scope)
  const locked = await scope.db
    .select({ id: applicants.id })
    .from(applicants)
    .where(scope.where(applicants, inArray(applicants.id, ids), isNull(applicants.anonymisedAt)))
    .orderBy(asc(applicants.id))
    .for('update')
  const erased = locked.map((row) => row.id)
  if (erased.length === 0) return []
  // Deleting the files deletes their resume rows (the foreign key cascades).
  await new FileStore(scope.db).removeMany(await resumeFileKeys(scope, erased))
  await scope.db.delete(applicantNotes).where(scope.where(applicantNotes, inArray(applicantNotes.applicantId, erased)))
  await scope.db.delete(applicantSuggestions).where(scope.where(applicantSuggestions, inArray(applicantSuggestions.applicantId, erased)))
  await scope.db
    .update(resumeUploads)
    .set({
      fileName: 'Erased resume',
      parsed: null,
      text: null,
      updatedAt: now,
    })
    .where(scope.where(resumeUploads, or(inArray(resumeUploads.applicantId, erased), inArray(resumeUploads.duplicateOfId, erased))))
  await scope.db
    .update(applicants)
    .set({
      name: ANONYMISED_NAME,
      email: null,
      phone: null,
      phoneE164: null,
      location: null,
      headline: null,
      links: [],
      skills: [],
      skillKeys: [],
      yearsExperience: null,
      education: [],
      tags: [],
      tagKeys: [],
      rating: null,
      resumeText: '',
      anonymisedAt: now,
      updatedAt: now,
    })
    .where(scope.where(applicants, inArray(applicants.id, erased)))
  const personal = sql.raw(`array[${PERSONAL_FIELDS.map((field) => `'${field}'`).join(', ')}]`)
  const scrubbedText = sql.join(
    Object.entries(SCRUBBED_TEXTS).map(([kind, sentence]) => sql`when ${kind} then ${sentence}`),
    sql` `,
  )
  await scope.db
    .update(activityLog)
    .set({
      changes: sql`(${activityLog.changes} - ${personal}) || coalesce((select jsonb_object_agg(field, '[null, null]'::jsonb) from jsonb_object_keys(${activityLog.changes}) as field where field = any(${personal})), '{}'::jsonb)`,
      details: sql`case when ${activityLog.details} ? 'text' then ${activityLog.details} || jsonb_build_object('text', coalesce(${activityLog.details} ->> ${ERASED_TEXT}, case ${activityLog.action} ${scrubbedText} when 'offer' then ${OFFER_ANSWER_WITHOUT_QUOTE} else ${activityLog.details} ->> 'text' end)) else ${activityLog.details} end`,
      // The applicant's own acts (applying, booking, answering an offer) were recorded under the name they gave.
      actorName: sql`case when ${activityLog.details} ? ${BY_APPLICANT} then ${ANONYMISED_NAME} else ${activityLog.actorName} end`,
    })
    .where(scope.where(activityLog, eq(activityLog.subjectType, APPLICANT_SUBJECT), inArray(activityLog.subjectId, erased)))
  for (const id of erased) await recordApplicantActivity(scope, id, { kind: 'anonymised', text, actor }, now)
  return erased
}
