import { applicantFieldsSchema, type ApplicantFields, type ResumeText } from '@common/applicants'
import {
  DOUBTFUL_CONFIDENCE,
  resumeActionRefusal,
  type DuplicateReason,
  type ParsedResume,
  type ResumeContentType,
  type ResumeListQuery,
  type ResumeReviewAction,
  type ResumeUpload,
  type SaveResumeInput,
} from '@common/resumes'
import { and, eq, inArray, isNull, lt, notExists, sql } from 'drizzle-orm'
import { alias, unionAll } from 'drizzle-orm/pg-core'
import {
  attachResume,
  findSamePerson,
  findSimilarName,
  insertApplicant,
  insertApplication,
  insertResume,
  lockApplicantIdentities,
  offerSuggestions,
  readIdentityVersion,
  recordApplicantActivity,
  refreshResumeText,
  refuseDuplicate,
  requireJob,
  toApplicantColumns,
} from '../applicants/public'
import type { Database } from '../../db/client'
import { CompanyScope } from '../../db/company-scope'
import { listPage, type ListPage } from '../../db/list-page'
import { applicantResumes, applicants, applications } from '../../db/schema/applicants'
import { storedFiles } from '../../db/schema/files'
import { jobs } from '../../db/schema/jobs'
import { resumeUploads, type ResumeUploadRow } from '../../db/schema/resumes'
import { tasks as taskRows } from '../../db/schema/tasks'
import { users } from '../../db/schema/users'
import { conflict, fieldError, notFound, validationError } from '../../lib/errors'
import { storableText, storableValue } from '../../lib/storable-text'
import { recordActivity, type Actor } from '../../platform/activity/activity-log'
import { FileStore, type FileContent } from '../../platform/files/file-store'
import type { TaskQueue } from '../../platform/tasks/task-queue'
import type { ProfileFill } from '../../lib/profile-fill'
import type { ResumeParseOutcome } from './parser/contract'
import { parseResumeTask } from './tasks'

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

const selectUploads = (db: Database) =>
  db
    .select(uploadColumns)
    .from(resumeUploads)
    .leftJoin(jobs, eq(jobs.id, resumeUploads.jobId))
    .leftJoin(duplicateApplicant, eq(duplicateApplicant.id, resumeUploads.duplicateOfId))
    .$dynamic()

type UploadRecord = Awaited<ReturnType<typeof selectUploads>>[number]

/** The one mapping from a stored upload to contract section 12's ResumeUpload. */
function toResumeUpload(row: UploadRecord): ResumeUpload {
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
      row.duplicateOfId === null || row.duplicateReason === null
        ? null
        : { applicant_id: row.duplicateOfId, name: row.duplicateOfName ?? '', reason: row.duplicateReason },
    applicant_id: row.applicantId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** The company's uploads, newest first; `status` keeps those in any of the statuses given. */
export async function listUploads(scope: CompanyScope, query: ResumeListQuery): Promise<ListPage<ResumeUpload>> {
  return listPage(scope, resumeUploads, {
    rows: selectUploads(scope.db),
    where: [query.status === undefined ? undefined : inArray(resumeUploads.status, query.status)],
    query,
    sorts: { created_at: resumeUploads.createdAt },
    defaultSort: '-created_at',
    toItem: toResumeUpload,
  })
}

export async function findUpload(scope: CompanyScope, id: number): Promise<ResumeUpload> {
  const [row] = await selectUploads(scope.db).where(scope.where(resumeUploads, eq(resumeUploads.id, id)))
  if (!row) throw notFound('Upload')
  return toResumeUpload(row)
}

export interface NewUpload {
  bytes: Uint8Array
  contentType: ResumeContentType
  extension: string
  fileName: string
  jobId: number | null
  uploadedBy: number
}

/**
 * Stores the file and the upload (`queued`) and queues its parsing, in one transaction: an
 * upload is never stored without its task, nor a task without its upload.
 */
export async function createUpload(scope: CompanyScope, tasks: TaskQueue, upload: NewUpload, now: Date): Promise<ResumeUpload> {
  const id = await scope.transaction(async (tx) => {
    if (upload.jobId !== null) await requireJob(tx, upload.jobId)
    const file = await new FileStore(tx.db).save(tx.companyId, {
      purpose: 'resume',
      bytes: upload.bytes,
      contentType: upload.contentType,
      extension: upload.extension,
      originalName: upload.fileName,
    })
    const [row] = await tx.db
      .insert(resumeUploads)
      .values({
        companyId: tx.companyId,
        fileKey: file.key,
        fileName: upload.fileName,
        size: file.size,
        contentType: file.contentType,
        sha256: file.sha256,
        jobId: upload.jobId,
        uploadedBy: upload.uploadedBy,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: resumeUploads.id })
    if (!row) throw new Error('The upload was not stored')
    await tasks.enqueue(tx.db, parseResumeTask, { companyId: tx.companyId, uploadId: row.id })
    return row.id
  })
  return findUpload(scope, id)
}

/** The text read from the upload's file: empty until it is parsed, and when nothing could be read. */
export async function readUploadText(scope: CompanyScope, id: number): Promise<ResumeText> {
  const [upload] = await scope.db
    .select({ text: resumeUploads.text })
    .from(resumeUploads)
    .where(scope.where(resumeUploads, eq(resumeUploads.id, id)))
  if (!upload) throw notFound('Upload')
  return { text: upload.text ?? '' }
}

/** The upload's original file, when it is still stored. */
export async function readUploadFile(scope: CompanyScope, id: number): Promise<FileContent & { fileName: string }> {
  const [upload] = await scope.db
    .select({ fileKey: resumeUploads.fileKey, fileName: resumeUploads.fileName })
    .from(resumeUploads)
    .where(scope.where(resumeUploads, eq(resumeUploads.id, id)))
  if (!upload) throw notFound('Upload')
  const file = upload.fileKey ? await new FileStore(scope.db).read(upload.fileKey, 'resume') : null
  if (!file || file.companyId !== scope.companyId) throw notFound('Resume file')
  return { ...file, fileName: upload.fileName }
}

/**
 * Marks the upload `parsing` and answers what the parser needs; null when it is no longer
 * waiting (a task run again after its upload was decided).
 */
export async function startParsing(scope: CompanyScope, id: number, now: Date): Promise<{ bytes: Uint8Array; contentType: ResumeContentType } | null> {
  const [upload] = await scope.db
    .update(resumeUploads)
    .set({ status: 'parsing', updatedAt: now })
    .where(scope.where(resumeUploads, eq(resumeUploads.id, id), inArray(resumeUploads.status, ['queued', 'parsing'])))
    .returning({ fileKey: resumeUploads.fileKey, contentType: resumeUploads.contentType })
  if (!upload) return null
  const file = upload.fileKey ? await new FileStore(scope.db).read(upload.fileKey, 'resume') : null
  if (!file) {
    await markFailed(scope, id, 'The uploaded file is no longer stored', now)
    return null
  }
  return { bytes: file.bytes, contentType: upload.contentType as ResumeContentType }
}

/** Ends an upload still being parsed as `failed` with the reason shown to the user. */
export async function markFailed(scope: CompanyScope, id: number, error: string, now: Date): Promise<void> {
  await scope.db
    .update(resumeUploads)
    .set({ status: 'failed', error: storableText(error), updatedAt: now })
    .where(scope.where(resumeUploads, eq(resumeUploads.id, id), inArray(resumeUploads.status, ['queued', 'parsing'])))
}

/** An upload waiting this long with no task left to parse it is settled (settleAbandonedUploads). */
const ABANDONED_AFTER_MS = 10 * 60_000

export const ABANDONED_TEXT = 'This file could not be read'

/**
 * Every company's uploads still `queued` or `parsing` whose parse task is gone or failed (its
 * gaveUp could not settle them) end `failed`: no upload waits for a task that will never run.
 * Hourly; uploads quiet for ten minutes only, as a task's row outlives its upload's last change.
 */
export async function settleAbandonedUploads(db: Database, now: Date): Promise<void> {
  const waitingTask = db
    .select({ id: taskRows.id })
    .from(taskRows)
    .where(
      and(
        eq(taskRows.kind, parseResumeTask.name),
        eq(taskRows.status, 'queued'),
        sql`${taskRows.payload}->>'uploadId' = ${resumeUploads.id}::text`,
      ),
    )
  await db
    .update(resumeUploads)
    .set({ status: 'failed', error: ABANDONED_TEXT, updatedAt: now })
    .where(
      and(
        inArray(resumeUploads.status, ['queued', 'parsing']),
        lt(resumeUploads.updatedAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
        notExists(waitingTask),
      ),
    )
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

const EMPTY_PROFILE: Omit<ApplicantFields, 'name' | 'source' | 'tags' | 'rating'> = {
  email: null,
  phone: null,
  location: null,
  headline: null,
  links: [],
  skills: [],
  years_experience: null,
  education: [],
}

type ProfileFields = typeof EMPTY_PROFILE & { name: string | null }

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

/** An applicant of the company with this upload's bytes as a resume, or an earlier upload of them still in play. */
async function findSameFile(tx: CompanyScope, upload: { id: number; sha256: string }): Promise<{ applicantId: number | null } | null> {
  // One statement for both: the stored resume's answer comes first.
  const [found] = await unionAll(
    tx.db
      .select({ applicantId: sql<number | null>`${applicantResumes.applicantId}`.as('applicant_id'), rank: sql<number>`0`.as('rank') })
      .from(applicantResumes)
      .innerJoin(storedFiles, eq(storedFiles.id, applicantResumes.fileId))
      .where(tx.where(applicantResumes, eq(storedFiles.companyId, tx.companyId), eq(storedFiles.sha256, upload.sha256)))
      .limit(1),
    tx.db
      .select({ applicantId: sql<number | null>`coalesce(${resumeUploads.applicantId}, ${resumeUploads.duplicateOfId})`.as('applicant_id'), rank: sql<number>`1`.as('rank') })
      .from(resumeUploads)
      .where(
        tx.where(
          resumeUploads,
          eq(resumeUploads.sha256, upload.sha256),
          sql`${resumeUploads.id} < ${upload.id}`,
          inArray(resumeUploads.status, ['queued', 'parsing', 'needs_review', 'saved', 'duplicate']),
        ),
      )
      .limit(1),
  )
    .orderBy(sql`rank`)
    .limit(1)
  return found ? { applicantId: found.applicantId } : null
}

/** A parsing upload as its decision reads it. */
interface ParsingUpload {
  id: number
  sha256: string
  fileId: number | null
  jobId: number | null
  uploaderId: number | null
  uploaderName: string | null
}

/** What becomes of a parsed upload; `saved` is a new applicant still to be made. */
type Decision =
  | { status: 'failed'; error: string }
  | { status: 'duplicate' | 'needs_review'; duplicateOf: { id: number | null; reason: DuplicateReason } | null }
  | {
      status: 'saved'
      fields: ProfileFields & { name: string }
      job: { id: number; title: string } | null
      fileId: number
      text: string
      /** Later uploads of these bytes were decided as duplicates of this one while it parsed. */
      laterCopies: boolean
    }

const IDENTITY_FIELDS = ['name', 'email', 'phone'] as const

/** Decisions made without the identity lock that another identity change overtook, before one is made under it. */
const UNLOCKED_DECISION_ATTEMPTS = 3

/** Thrown in a decision's transaction to roll it back: an identity changed since its checks read. */
class IdentitiesChanged extends Error {}

/** Thrown in a decision's transaction to roll it back: the upload was discarded meanwhile. */
class NoLongerParsing extends Error {}

/** Each database's last decision in this process: the next waits for it (see decideUpload). */
const lastDecisions = new WeakMap<Database, Promise<unknown>>()

/**
 * Contract section 12's decision on a parsed upload (see `decide`), so that two uploads of one
 * person, parsed at once, never both become applicants.
 *
 * The checks read without the identity lock, each statement on its own, and the transaction that
 * records the decision takes the lock and goes on only if no identity changed since they read
 * (the version counts exactly one up; else it rolls back, its count too). On the embedded
 * database, where a transaction holds the one connection and the event loop, requests then wait
 * for the writes alone: a saved upload's transaction went from 11 statements to 6. A process makes
 * its decisions one at a time, so they do not overtake each other's checks; when other changes
 * keep overtaking them, the checks are made again under the lock.
 */
export async function decideUpload(db: Database, companyId: number, id: number, outcome: ResumeParseOutcome, now: Date): Promise<void> {
  // What the parser read as it may be stored: a PDF's text layer gives U+0000 for icon glyphs,
  // and any string may hold a lone surrogate, either of which fails the statement saving it.
  const storable = storableValue(outcome)
  const decision = (lastDecisions.get(db) ?? Promise.resolve()).then(() => decideInTurn(new CompanyScope(db, companyId), id, storable, now))
  lastDecisions.set(db, decision.catch(() => undefined))
  await decision
}

async function decideInTurn(scope: CompanyScope, id: number, outcome: ResumeParseOutcome, now: Date): Promise<void> {
  try {
    for (let attempt = 1; attempt <= UNLOCKED_DECISION_ATTEMPTS; attempt += 1) {
      const version = await readIdentityVersion(scope)
      const upload = await findParsingUpload(scope, id)
      if (!upload) return
      const decision = await decide(scope, upload, outcome)
      try {
        await scope.transaction(async (tx) => {
          if ((await lockApplicantIdentities(tx)) !== version + 1) throw new IdentitiesChanged()
          await recordDecision(tx, upload, outcome, decision, now)
        })
        return
      } catch (error) {
        if (!(error instanceof IdentitiesChanged)) throw error
      }
    }
    await scope.transaction(async (tx) => {
      await lockApplicantIdentities(tx)
      const upload = await findParsingUpload(tx, id)
      if (upload) await recordDecision(tx, upload, outcome, await decide(tx, upload, outcome), now)
    })
  } catch (error) {
    if (!(error instanceof NoLongerParsing)) throw error
  }
}

/** The company's upload when it is still parsing (not discarded or decided meanwhile). */
async function findParsingUpload(scope: CompanyScope, id: number): Promise<ParsingUpload | null> {
  const [upload] = await scope.db
    .select({
      id: resumeUploads.id,
      status: resumeUploads.status,
      sha256: resumeUploads.sha256,
      fileId: storedFiles.id,
      jobId: resumeUploads.jobId,
      uploaderId: users.id,
      uploaderName: users.name,
    })
    .from(resumeUploads)
    .leftJoin(users, eq(users.id, resumeUploads.uploadedBy))
    .leftJoin(storedFiles, eq(storedFiles.key, resumeUploads.fileKey))
    .where(scope.where(resumeUploads, eq(resumeUploads.id, id)))
  return upload?.status === 'parsing' ? upload : null
}

/**
 * Reads alone decide: the same bytes as a stored resume → `duplicate`; a likely existing
 * applicant (same email, same phone, similar name) → `needs_review` naming them; a missing name
 * or contact, or a doubtful one → `needs_review`; else `saved` as a new applicant.
 */
async function decide(scope: CompanyScope, upload: ParsingUpload, outcome: ResumeParseOutcome): Promise<Decision> {
  if (!outcome.ok) return { status: 'failed', error: outcome.error }
  const sameFile = await findSameFile(scope, upload)
  if (sameFile) return { status: 'duplicate', duplicateOf: { id: sameFile.applicantId, reason: 'same_file' } }
  const { fields, refused } = profileFromParsed(outcome.parsed)
  const samePerson = await findSamePerson(scope, fields.email, fields.phone)
  if (samePerson) return { status: 'needs_review', duplicateOf: { id: samePerson.id, reason: samePerson.same === 'email' ? 'same_email' : 'same_phone' } }
  const similar = fields.name ? await findSimilarName(scope, fields.name) : null
  if (similar) return { status: 'needs_review', duplicateOf: { id: similar.id, reason: 'similar_name' } }
  const doubtful = IDENTITY_FIELDS.some(
    (field) => refused.includes(field) || (outcome.parsed[field] !== null && (outcome.parsed.confidence[field] ?? 0) < DOUBTFUL_CONFIDENCE),
  )
  if (!fields.name || (!fields.email && !fields.phone) || doubtful || upload.fileId === null) return { status: 'needs_review', duplicateOf: null }
  const job = upload.jobId === null ? null : await requireJob(scope, upload.jobId)
  const [laterCopy] = await scope.db
    .select({ id: resumeUploads.id })
    .from(resumeUploads)
    .where(laterCopiesOf(scope, upload))
    .limit(1)
  return { status: 'saved', fields: { ...fields, name: fields.name }, job, fileId: upload.fileId, text: outcome.text, laterCopies: laterCopy !== undefined }
}

/** Later uploads of the upload's bytes, decided as duplicates while it parsed: they learn whose they are once it is saved. */
const laterCopiesOf = (scope: CompanyScope, upload: ParsingUpload) =>
  scope.where(
    resumeUploads,
    eq(resumeUploads.sha256, upload.sha256),
    eq(resumeUploads.status, 'duplicate'),
    isNull(resumeUploads.duplicateOfId),
    sql`${resumeUploads.id} > ${upload.id}`,
  )

/**
 * Records a decision on the upload, under the identity lock; `saved` makes the applicant (source
 * `upload`) with the resume, applied to the upload's job. Throws NoLongerParsing, for the caller
 * to roll back, when the upload was discarded meanwhile.
 */
async function recordDecision(tx: CompanyScope, upload: ParsingUpload, outcome: ResumeParseOutcome, decision: Decision, now: Date): Promise<void> {
  let applicantId: number | null = null
  if (decision.status === 'saved') {
    const actor: Actor = upload.uploaderId === null ? null : { id: upload.uploaderId, name: upload.uploaderName ?? '' }
    applicantId = await insertApplicant(tx, { ...decision.fields, source: 'upload', tags: [], rating: null }, decision.job, now, actor, {
      identityChecked: true,
      resumeText: decision.text,
    })
    await insertResume(tx, applicantId, decision.fileId, decision.text, now)
    await recordActivity(tx, { subjectType: RESUME_UPLOAD_SUBJECT, subjectId: upload.id, action: 'saved', actor, details: { applicant_id: applicantId } }, now)
  }
  const recorded = await tx.db
    .update(resumeUploads)
    .set({
      status: decision.status,
      error: decision.status === 'failed' ? decision.error : null,
      ...(outcome.ok ? { parsed: outcome.parsed, text: outcome.text, ocr: outcome.ocr } : {}),
      duplicateOfId: 'duplicateOf' in decision ? (decision.duplicateOf?.id ?? null) : null,
      duplicateReason: 'duplicateOf' in decision ? (decision.duplicateOf?.reason ?? null) : null,
      applicantId,
      updatedAt: now,
    })
    .where(tx.where(resumeUploads, eq(resumeUploads.id, upload.id), eq(resumeUploads.status, 'parsing')))
    .returning({ id: resumeUploads.id })
  if (recorded.length === 0) throw new NoLongerParsing()
  if (applicantId !== null && decision.status === 'saved' && decision.laterCopies) {
    await tx.db.update(resumeUploads).set({ duplicateOfId: applicantId, updatedAt: now }).where(laterCopiesOf(tx, upload))
  }
}

/** Locks the company's upload for a review action, refusing (409) one the action does not apply to. */
async function lockForReview(tx: CompanyScope, id: number, action: ResumeReviewAction): Promise<ResumeUploadRow> {
  const [upload] = await tx.db
    .select()
    .from(resumeUploads)
    .where(tx.where(resumeUploads, eq(resumeUploads.id, id)))
    .for('update')
  if (!upload) throw notFound('Upload')
  const refusal = resumeActionRefusal(action, upload.status)
  if (refusal) throw conflict(refusal)
  return upload
}

/** `fields` of a 422 as the review form names them. */
const reviewFieldError = (field: string, message: string) => validationError({ [`fields.${field}`]: [message] })

/**
 * Saves an upload that waited for review: a new applicant from the parsed fields with the
 * reviewer's corrections, or, with `merge_into`, the resume added to that applicant, filling
 * only their empty fields. Either way the resume is attached with its text and the upload's job
 * applied to (when not already). Answers the applicant's id.
 */
export async function saveUpload(scope: CompanyScope, id: number, input: SaveResumeInput, now: Date, actor: Actor): Promise<number> {
  return scope.transaction(async (tx) => {
    await lockApplicantIdentities(tx)
    const upload = await lockForReview(tx, id, 'save')
    if (!upload.fileKey) throw conflict('This upload’s file is no longer stored; discard it')
    const parsed = upload.parsed ? profileFromParsed(upload.parsed).fields : { ...EMPTY_PROFILE, name: null }
    const fields: ProfileFields = { ...parsed, ...input.fields }
    const job = upload.jobId === null ? null : await requireJob(tx, upload.jobId)
    let applicantId: number
    if (input.merge_into === undefined) {
      if (!fields.name) throw reviewFieldError('name', 'Enter a name')
      applicantId = await insertApplicant(tx, { ...fields, name: fields.name, source: 'upload', tags: [], rating: null }, job, now, actor)
    } else {
      applicantId = input.merge_into
      await mergeIntoApplicant(tx, applicantId, fields, upload.fileName, now, actor)
      if (job) await applyUnlessApplied(tx, applicantId, job, now, actor)
    }
    await attachResume(tx, applicantId, upload.fileKey, upload.text ?? '', now)
    await tx.db
      .update(resumeUploads)
      .set({ status: 'saved', applicantId, updatedAt: now })
      .where(tx.where(resumeUploads, eq(resumeUploads.id, id)))
    const action = input.merge_into === undefined ? 'saved' : 'merged'
    await recordActivity(tx, { subjectType: RESUME_UPLOAD_SUBJECT, subjectId: id, action, actor, details: { applicant_id: applicantId } }, now)
    return applicantId
  })
}

async function applyUnlessApplied(tx: CompanyScope, applicantId: number, job: { id: number; title: string }, now: Date, actor: Actor): Promise<void> {
  const [applied] = await tx.db
    .select({ id: applications.id })
    .from(applications)
    .where(tx.where(applications, eq(applications.applicantId, applicantId), eq(applications.jobId, job.id)))
  if (!applied) await insertApplication(tx, applicantId, job, now, actor)
}

const FILLABLE = ['email', 'phone', 'location', 'headline', 'links', 'skills', 'years_experience', 'education'] as const
type Fillable = (typeof FILLABLE)[number]

const FILL_LABELS: Record<Fillable, string> = {
  email: 'email',
  phone: 'phone',
  location: 'location',
  headline: 'headline',
  links: 'links',
  skills: 'skills',
  years_experience: 'experience',
  education: 'education',
}

const isEmpty = (value: unknown) => value === null || (Array.isArray(value) && value.length === 0)

/**
 * Fills the applicant's empty fields among `fillable` from `fields` (a value already there is
 * never replaced); answers the fields filled. Refuses (409) an email or phone another applicant has.
 */
async function fillEmptyFields(
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

const listOf = (fields: Fillable[]) => fields.map((field) => FILL_LABELS[field]).join(', ')

async function mergeIntoApplicant(tx: CompanyScope, applicantId: number, fields: ProfileFields, fileName: string, now: Date, actor: Actor): Promise<void> {
  const filled = await fillEmptyFields(tx, applicantId, fields, FILLABLE, now, () => fieldError(422, 'merge_into', 'Choose one of the company’s applicants'))
  const text = `Merged the uploaded resume ${fileName}${filled.length > 0 ? `, filling the ${listOf(filled)}` : ''}`
  await recordApplicantActivity(tx, applicantId, { kind: 'merged', text, actor, details: { resume_upload: true } }, now)
}

export async function discardUpload(scope: CompanyScope, id: number, now: Date, actor: Actor): Promise<ResumeUpload> {
  await scope.transaction(async (tx) => {
    // A discarded upload is no longer a copy in play (findSameFile): that decides who is new too.
    await lockApplicantIdentities(tx)
    await lockForReview(tx, id, 'discard')
    await tx.db
      .update(resumeUploads)
      .set({ status: 'discarded', updatedAt: now })
      .where(tx.where(resumeUploads, eq(resumeUploads.id, id)))
    await recordActivity(tx, { subjectType: RESUME_UPLOAD_SUBJECT, subjectId: id, action: 'discarded', actor }, now)
  })
  return findUpload(scope, id)
}

/** The stored resume of an applicant, for a profile fill; null when either is gone. */
export async function readApplicantResume(scope: CompanyScope, applicantId: number, resumeId: number): Promise<{ bytes: Uint8Array; contentType: ResumeContentType } | null> {
  const [resume] = await scope.db
    .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType })
    .from(applicantResumes)
    .innerJoin(storedFiles, eq(storedFiles.id, applicantResumes.fileId))
    .where(scope.where(applicantResumes, eq(applicantResumes.id, resumeId), eq(applicantResumes.applicantId, applicantId)))
  return resume ? { bytes: resume.bytes, contentType: resume.contentType as ResumeContentType } : null
}

/** Profile fill: fields an applicant gave nowhere else (their phone too), never their name or email. */
const PROFILE_FILL_FIELDS = ['phone', 'location', 'headline', 'links', 'skills', 'years_experience', 'education'] as const

/**
 * Stores the resume's text where search reads it, and then: for an applicant its careers
 * application created (`fill`), fills their empty profile fields from the parse (a phone another
 * applicant has is left out rather than refused); for one who existed before (`suggest`), writes
 * nothing into the profile and offers what the resume says differently to staff (contract 13).
 */
export async function fillProfile(db: Database, companyId: number, fill: ProfileFill, parsed: ResumeParseOutcome, now: Date): Promise<void> {
  if (!parsed.ok) return
  // Storable as decideUpload's.
  const outcome = storableValue(parsed)
  const { applicantId, applicantResumeId: resumeId } = fill
  await new CompanyScope(db, companyId).transaction(async (tx) => {
    await lockApplicantIdentities(tx)
    const [resume] = await tx.db
      .update(applicantResumes)
      .set({ text: outcome.text })
      .where(tx.where(applicantResumes, eq(applicantResumes.id, resumeId), eq(applicantResumes.applicantId, applicantId)))
      .returning({ id: applicantResumes.id })
    if (!resume) return
    await refreshResumeText(tx, applicantId)
    const { fields } = profileFromParsed(outcome.parsed)
    if (fill.mode === 'suggest') {
      const said = Object.fromEntries(PROFILE_FILL_FIELDS.map((field) => [field, fields[field]]))
      await offerSuggestions(tx, applicantId, said, { source: 'careers_resume', applicationId: fill.applicationId, resumeId }, now)
      return
    }
    const phoneTaken = fields.phone !== null && (await findSamePerson(tx, null, fields.phone, applicantId)) !== null
    const fillable = PROFILE_FILL_FIELDS.filter((field) => field !== 'phone' || !phoneTaken)
    const filled = await fillEmptyFields(tx, applicantId, fields, fillable, now, () => notFound('Applicant'))
    if (filled.length > 0) {
      await recordApplicantActivity(tx, applicantId, { kind: 'edited', text: `Filled the ${listOf(filled)} from their resume`, actor: null }, now)
    }
  })
}
