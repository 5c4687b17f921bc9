import { DOUBTFUL_CONFIDENCE, type DuplicateReason } from '@common/resumes'
import { eq, inArray, isNull, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import { findSamePerson, findSimilarName, insertApplicant, insertResume, lockApplicantIdentities, readIdentityVersion, requireJob } from '../applicants/public'
import type { Database } from '../../db/client'
import { CompanyScope } from '../../db/company-scope'
import { applicantResumes } from '../../db/schema/applicants'
import { storedFiles } from '../../db/schema/files'
import { resumeUploads } from '../../db/schema/resumes'
import { users } from '../../db/schema/users'
import { storableValue } from '../../lib/storable-text'
import { recordActivity, type Actor } from '../../platform/activity/activity-log'
import type { ResumeParseOutcome } from './parser/contract'
import { RESUME_UPLOAD_SUBJECT, ProfileFields, profileFromParsed } from './upload-record'

/** An applicant of the company with this upload's bytes as a resume, or an earlier upload of them still in play. */
export async function findSameFile(tx: CompanyScope, upload: { id: number; sha256: string }): Promise<{ applicantId: number | null } | null> {
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
  lastDecisions.set(
    db,
    decision.catch(() => undefined),
  )
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
  const doubtful = IDENTITY_FIELDS.some((field) => refused.includes(field) || (outcome.parsed[field] !== null && (outcome.parsed.confidence[field] ?? 0) < DOUBTFUL_CONFIDENCE))
  if (!fields.name || (!fields.email && !fields.phone) || doubtful || upload.fileId === null) return { status: 'needs_review', duplicateOf: null }
  const job = upload.jobId === null ? null : await requireJob(scope, upload.jobId)
  const [laterCopy] = await scope.db.select({ id: resumeUploads.id }).from(resumeUploads).where(laterCopiesOf(scope, upload)).limit(1)
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
