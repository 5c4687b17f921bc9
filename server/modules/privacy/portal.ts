import { ANONYMISED_NAME, ERASURE_CODE_ATTEMPTS, ERASURE_CODE_MINUTES, PORTAL_TOKEN_DAYS, type Portal } from '@common/privacy'
import { randomInt, timingSafeEqual } from 'node:crypto'
import { and, asc, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { CompanyScope } from '../../db/company-scope'
import { applicants, applicantResumes } from '../../db/schema/applicants'
import { companies } from '../../db/schema/companies'
import { storedFiles } from '../../db/schema/files'
import { candidateMessages } from '../../db/schema/messages'
import { privacyPortalTokens, privacyRequests } from '../../db/schema/privacy'
import type { AppDeps } from '../../http/context'
import { DAY_MS } from '../../lib/clock'
import { ApiError, fieldError, notFound } from '../../lib/errors'
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens'
import { mailTask } from '../../platform/tasks/mail'
import { readApplicationsOf } from '../applicants/public'
import { anonymise } from './anonymise'

const MINUTE_MS = 60_000

/** The careers page a privacy link opens. */
const portalUrl = (publicUrl: string, token: string) => `${publicUrl}/careers/privacy/?token=${encodeURIComponent(token)}`

/**
 * A new privacy link for one applicant, written in the caller's transaction (the application's):
 * a random token of which only the hash is kept, working for PORTAL_TOKEN_DAYS.
 */
export async function issuePortalLink(tx: CompanyScope, publicUrl: string, applicantId: number, now: Date): Promise<string> {
  const token = newSecretToken()
  await tx.db.insert(privacyPortalTokens).values({
    companyId: tx.companyId,
    applicantId,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(now.getTime() + PORTAL_TOKEN_DAYS * DAY_MS),
    createdAt: now,
  })
  return portalUrl(publicUrl, token)
}

interface OpenPortal {
  tokenId: number
  scope: CompanyScope
  applicantId: number
  companyName: string
  candidateName: string
  email: string | null
}

const GONE = 'This privacy link no longer works: it has expired, or the data it opened has been erased'

/**
 * The portal a token opens: 404 when no link has it, 410 once it has expired or the candidate's
 * data was erased. `db` may be a transaction, which then holds the token's row.
 */
async function openPortal(db: Database, token: string, now: Date, lock = false): Promise<OpenPortal> {
  const select = db
    .select({
      tokenId: privacyPortalTokens.id,
      companyId: privacyPortalTokens.companyId,
      applicantId: privacyPortalTokens.applicantId,
      expiresAt: privacyPortalTokens.expiresAt,
      revokedAt: privacyPortalTokens.revokedAt,
      anonymisedAt: applicants.anonymisedAt,
      candidateName: applicants.name,
      email: applicants.email,
      companyName: companies.name,
    })
    .from(privacyPortalTokens)
    .innerJoin(applicants, eq(applicants.id, privacyPortalTokens.applicantId))
    .innerJoin(companies, eq(companies.id, privacyPortalTokens.companyId))
    .where(eq(privacyPortalTokens.tokenHash, hashSecretToken(token)))
  const [row] = lock ? await select.for('update', { of: privacyPortalTokens }) : await select
  if (!row) throw notFound('Privacy link')
  if (row.revokedAt || row.anonymisedAt || row.expiresAt <= now) throw new ApiError(410, GONE)
  return {
    tokenId: row.tokenId,
    scope: new CompanyScope(db, row.companyId),
    applicantId: row.applicantId,
    companyName: row.companyName,
    candidateName: row.candidateName,
    email: row.email,
  }
}

export async function readPortal(db: Database, token: string, now: Date): Promise<Portal> {
  const portal = await openPortal(db, token, now)
  return {
    company: { name: portal.companyName },
    candidate_name: portal.candidateName,
  }
}

/**
 * Everything the company keeps about the candidate that is theirs to see (contract 19): the
 * profile, each application's job, stage and dates, the messages sent to them and their resumes'
 * file names. Staff notes are the company's, not the candidate's words, and stay out. The request
 * is recorded as a completed export.
 */
export async function exportPortalData(db: Database, token: string, now: Date) {
  return db.transaction(async (tx) => {
    const { scope, applicantId, companyName, tokenId } = await openPortal(tx, token, now)
    const [profile] = await tx
      .select({
        name: applicants.name,
        email: applicants.email,
        phone: applicants.phone,
        location: applicants.location,
        headline: applicants.headline,
        links: applicants.links,
        skills: applicants.skills,
        yearsExperience: applicants.yearsExperience,
        education: applicants.education,
        createdAt: applicants.createdAt,
      })
      .from(applicants)
      .where(scope.where(applicants, eq(applicants.id, applicantId)))
    if (!profile) throw notFound('Privacy link')
    const applied = await readApplicationsOf(scope, [applicantId], 'oldest first')
    const messages = await tx
      .select({
        subject: candidateMessages.subject,
        text: candidateMessages.text,
        sentAt: candidateMessages.sentAt,
      })
      .from(candidateMessages)
      .where(scope.where(candidateMessages, eq(candidateMessages.applicantId, applicantId), eq(candidateMessages.status, 'sent')))
      .orderBy(asc(candidateMessages.sentAt), asc(candidateMessages.id))
    const resumes = await tx
      .select({
        fileName: storedFiles.originalName,
        createdAt: applicantResumes.createdAt,
      })
      .from(applicantResumes)
      .innerJoin(storedFiles, eq(storedFiles.id, applicantResumes.fileId))
      .where(scope.where(applicantResumes, eq(applicantResumes.applicantId, applicantId)))
      .orderBy(asc(applicantResumes.createdAt), asc(applicantResumes.id))
    await tx.insert(privacyRequests).values({
      companyId: scope.companyId,
      applicantId,
      portalTokenId: tokenId,
      kind: 'export',
      state: 'completed',
      requestedAt: now,
      completedAt: now,
    })
    return {
      company: companyName,
      exported_at: now.toISOString(),
      profile: {
        name: profile.name,
        email: profile.email,
        phone: profile.phone,
        location: profile.location,
        headline: profile.headline,
        links: profile.links,
        skills: profile.skills,
        years_experience: profile.yearsExperience,
        education: profile.education,
        created_at: profile.createdAt.toISOString(),
      },
      applications: applied.map((row) => ({
        job: row.jobTitle,
        stage: row.stageName,
        status: row.status,
        applied_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
        consent: row.consentAt && row.consentText !== null ? { at: row.consentAt.toISOString(), text: row.consentText } : null,
      })),
      messages: messages.map((row) => ({
        subject: row.subject,
        text: row.text,
        sent_at: row.sentAt?.toISOString() ?? null,
      })),
      resumes: resumes.map((row) => ({
        file_name: row.fileName ?? 'resume',
        uploaded_at: row.createdAt.toISOString(),
      })),
    }
  })
}

const hashCode = (code: string) => hashSecretToken(`erasure-code:${code}`)

/**
 * Starts an erasure (contract 19): a pending request with a 6-digit code, mailed to the
 * candidate's address with a link back to the page where it is entered. A newer request
 * supersedes any still pending, whose code then stops working. A candidate without an email
 * address cannot receive the code: 422.
 */
export async function requestErasure(deps: Pick<AppDeps, 'db' | 'tasks' | 'publicUrl'>, token: string, now: Date): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const portal = await openPortal(tx, token, now, true)
    if (!portal.email) throw new ApiError(422, 'There is no email address to send the code to; write to the company to ask for erasure')
    await tx
      .update(privacyRequests)
      .set({ state: 'expired', codeHash: null })
      .where(and(eq(privacyRequests.portalTokenId, portal.tokenId), eq(privacyRequests.kind, 'erasure'), eq(privacyRequests.state, 'pending')))
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    await tx.insert(privacyRequests).values({
      companyId: portal.scope.companyId,
      applicantId: portal.applicantId,
      portalTokenId: portal.tokenId,
      kind: 'erasure',
      state: 'pending',
      codeHash: hashCode(code),
      codeExpiresAt: new Date(now.getTime() + ERASURE_CODE_MINUTES * MINUTE_MS),
      requestedAt: now,
    })
    const link = `${portalUrl(deps.publicUrl, token)}&erase=1`
    const text = [
      `Hello ${portal.candidateName},`,
      `You asked ${portal.companyName} to erase your personal data. To confirm, enter this code on the page you asked from: ${code}`,
      `The page: ${link}`,
      `The code works for ${ERASURE_CODE_MINUTES} minutes. If you did not ask for this, ignore this email: nothing is erased without the code.`,
    ].join('\n\n')
    await deps.tasks.enqueue(tx, mailTask, {
      to: portal.email,
      subject: `Your code to erase your data at ${portal.companyName}`,
      text,
      link,
    })
  })
}

const START_AGAIN = 'Ask for erasure again to get a new code'

/**
 * Erases the candidate's data at once when the code of their pending request is right. A wrong
 * code erases nothing and counts; the ERASURE_CODE_ATTEMPTS-th voids the request. A code past its
 * time expires the request. Either way a new request (a new code) starts again.
 */
export async function confirmErasure(db: Database, token: string, code: string, now: Date): Promise<{ erased_at: string }> {
  const refusal = await db.transaction(async (tx) => {
    const portal = await openPortal(tx, token, now, true)
    const [pending] = await tx
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.portalTokenId, portal.tokenId), eq(privacyRequests.kind, 'erasure'), eq(privacyRequests.state, 'pending')))
      .orderBy(desc(privacyRequests.id))
      .limit(1)
      .for('update')
    if (!pending?.codeHash) return `No erasure is waiting for a code. ${START_AGAIN}.`
    if (pending.codeExpiresAt && pending.codeExpiresAt <= now) {
      await tx.update(privacyRequests).set({ state: 'expired', codeHash: null }).where(eq(privacyRequests.id, pending.id))
      return `This code has expired. ${START_AGAIN}.`
    }
    if (!timingSafeEqual(Buffer.from(hashCode(code)), Buffer.from(pending.codeHash))) {
      const attempts = pending.attempts + 1
      const voided = attempts >= ERASURE_CODE_ATTEMPTS
      await tx
        .update(privacyRequests)
        .set({
          attempts,
          ...(voided ? { state: 'voided' as const, codeHash: null } : {}),
        })
        .where(eq(privacyRequests.id, pending.id))
      if (voided) return `That code is not right, and too many wrong codes were entered: this request is void. ${START_AGAIN}.`
      const left = ERASURE_CODE_ATTEMPTS - attempts
      return `That code is not right; ${left} ${left === 1 ? 'try' : 'tries'} left`
    }
    // The candidate erases themselves: their act, under the only name that stays once it is done.
    await anonymise(portal.scope, [portal.applicantId], now, { id: null, name: ANONYMISED_NAME }, 'request')
    await tx.update(privacyRequests).set({ state: 'completed', codeHash: null, completedAt: now }).where(eq(privacyRequests.id, pending.id))
    return null
  })
  // Refused after the transaction commits, so a wrong code's count stands.
  if (refusal) throw fieldError(422, 'code', refusal)
  return { erased_at: now.toISOString() }
}
