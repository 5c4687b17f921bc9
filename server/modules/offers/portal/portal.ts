import { markdownToHtml } from '@common/markdown'
import type { OfferPortal, OfferStatus } from '@common/offers'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../../db/client'
import { CompanyScope } from '../../../db/company-scope'
import { activityLog, type ActivityChanges } from '../../../db/schema/activity-log'
import { applicants, applications } from '../../../db/schema/applicants'
import { companies } from '../../../db/schema/companies'
import { storedFiles } from '../../../db/schema/files'
import { offers } from '../../../db/schema/offers'
import { ApiError, conflict, fieldError, notFound } from '../../../lib/errors'
import { FileStore } from '../../../platform/files/file-store'
import { recordActivity } from '../../../platform/activity/activity-log'
import { recordApplicantActivity } from '../../applicants/public'
import { logoKeyOf } from '../../settings/public'
import { letterSha256, renderOfferLetterPdf, type LetterLogo, type OfferLetter } from '../letter-pdf'
import { mailCandidate, mailStaff, type Mailing } from '../notices'
import { SUBJECT, visibleOffers, type Viewer } from '../offer-record'
import { hashOfferToken, isOfferTokenShape } from '../offer-token'

/** A sent offer's link still works this long past `expires_at`, until the expiry sweep marks it expired (contract 17). */
const EXPIRY_GRACE_MS = 60_000

const GONE = 'This offer is no longer open: it was withdrawn or has expired'
const UNKNOWN = 'Offer link'

/** What the portal reads of an offer, its candidate and its company. */
interface PortalOffer {
  id: number
  companyId: number
  applicationId: number
  applicantId: number
  status: OfferStatus
  letter: string
  jobTitle: string
  expiresAt: Date
  sentAt: Date | null
  signatureName: string | null
  signedAt: Date | null
  documentSha256: string | null
  signedFileId: number | null
  createdById: number | null
  candidateName: string
  candidateEmail: string | null
  companyName: string
  logoUrl: string | null
  brandColor: string | null
}

const portalColumns = {
  id: offers.id,
  companyId: offers.companyId,
  applicationId: offers.applicationId,
  applicantId: applications.applicantId,
  status: offers.status,
  letter: offers.letter,
  jobTitle: offers.jobTitle,
  expiresAt: offers.expiresAt,
  sentAt: offers.sentAt,
  signatureName: offers.signatureName,
  signedAt: offers.signedAt,
  documentSha256: offers.documentSha256,
  signedFileId: offers.signedFileId,
  createdById: offers.createdById,
  candidateName: applicants.name,
  candidateEmail: applicants.email,
  companyName: companies.name,
  logoUrl: companies.logoUrl,
  brandColor: companies.careersBrandColor,
}

/**
 * The offer a link opens, in any company (the token is the key): 404 for a token of the wrong
 * shape (refused before the database is asked) or one no sent offer has; 410 once withdrawn or
 * expired, or still `sent` a minute past its expiry when the sweep has not run yet. `lock` holds
 * the offer's row for the caller's transaction.
 */
async function openOffer(db: Database, token: string, now: Date, lock = false): Promise<PortalOffer> {
  if (!isOfferTokenShape(token)) throw notFound(UNKNOWN)
  const select = db
    .select(portalColumns)
    .from(offers)
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(eq(offers.tokenHash, hashOfferToken(token)))
  const [offer] = lock ? await select.for('update', { of: offers }) : await select
  if (!offer) throw notFound(UNKNOWN)
  if (offer.status === 'withdrawn' || offer.status === 'expired') throw new ApiError(410, GONE)
  if (offer.status === 'sent' && now.getTime() > offer.expiresAt.getTime() + EXPIRY_GRACE_MS) throw new ApiError(410, GONE)
  // A link exists only once an offer is sent; any earlier status is no offer the candidate may see.
  if (offer.status !== 'sent' && offer.status !== 'accepted' && offer.status !== 'declined') throw notFound(UNKNOWN)
  return offer
}

function toPortal(offer: PortalOffer): OfferPortal {
  return {
    company: { name: offer.companyName, logo: offer.logoUrl, brand_color: offer.brandColor },
    candidate_name: offer.candidateName,
    job_title: offer.jobTitle,
    letter_html: markdownToHtml(offer.letter),
    status: offer.status,
    expires_at: offer.expiresAt.toISOString(),
    signature: offer.signatureName && offer.signedAt ? { name: offer.signatureName, at: offer.signedAt.toISOString() } : null,
    document_sha256: offer.documentSha256,
  }
}

/** The offer as its candidate sees it; the first look at a sent offer is logged as `viewed`, once. */
export async function readOfferPortal(db: Database, token: string, now: Date): Promise<OfferPortal> {
  const offer = await openOffer(db, token, now)
  if (offer.status === 'sent' && !(await wasViewed(db, offer))) {
    await db.transaction(async (tx) => {
      // Two first looks at once: the row lock lets one log it and the other see it logged.
      const locked = await openOffer(tx, token, now, true)
      if (locked.status !== 'sent' || (await wasViewed(tx, locked))) return
      await recordCandidateAct(new CompanyScope(tx, offer.companyId), offer, { action: 'viewed', name: offer.candidateName, text: `Opened the offer for ${offer.jobTitle}` }, now)
    })
  }
  return toPortal(offer)
}

async function wasViewed(db: Database, offer: PortalOffer): Promise<boolean> {
  const [seen] = await db
    .select({ id: activityLog.id })
    .from(activityLog)
    .where(and(eq(activityLog.companyId, offer.companyId), eq(activityLog.subjectType, SUBJECT), eq(activityLog.subjectId, offer.id), eq(activityLog.action, 'viewed')))
    .limit(1)
  return Boolean(seen)
}

/** What the candidate did to their offer, under the name they act by: `text` is the timeline's sentence, `erasedText` the one without what they signed or wrote. */
interface CandidateAct {
  action: 'viewed' | 'accepted' | 'declined'
  name: string
  text: string
  erasedText?: string
  changes?: ActivityChanges
  comment?: string | null
}

/**
 * Writes a candidate's act to the offer's history and to the applicant's timeline, both under the
 * candidate's name (an outsider: no user id), in the transaction that makes it (contract 17: every
 * transition goes to both).
 */
async function recordCandidateAct(scope: CompanyScope, offer: PortalOffer, act: CandidateAct, now: Date): Promise<void> {
  const actor = { id: null, name: act.name }
  await recordActivity(scope, { subjectType: SUBJECT, subjectId: offer.id, action: act.action, actor, changes: act.changes, comment: act.comment }, now)
  await recordApplicantActivity(
    scope,
    offer.applicantId,
    { kind: 'offer', text: act.text, erasedText: act.erasedText, actor, details: { offer_id: offer.id, application_id: offer.applicationId } },
    now,
  )
}

/** A name as compared with the one on the offer: case, accents and spacing aside. */
export function comparableName(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim()
}

/** The refusal of an answer to an offer that is no longer waiting for one. */
function refuseAnswer(offer: PortalOffer, verb: 'accepted' | 'declined'): void {
  if (offer.status !== 'sent') throw conflict(`This offer is ${offer.status}; it can no longer be ${verb}`)
}

async function companyLogo(db: Database, offer: PortalOffer): Promise<LetterLogo | null> {
  const key = logoKeyOf(offer.logoUrl)
  const logo = key ? await new FileStore(db).read(key, 'logo') : null
  return logo && logo.companyId === offer.companyId ? { bytes: logo.bytes, contentType: logo.contentType } : null
}

async function letterOf(db: Database, offer: PortalOffer, now: Date, signature: OfferLetter['signature']): Promise<OfferLetter> {
  return {
    companyName: offer.companyName,
    logo: await companyLogo(db, offer),
    brandColor: offer.brandColor,
    letter: offer.letter,
    candidateName: offer.candidateName,
    jobTitle: offer.jobTitle,
    date: offer.sentAt ?? now,
    signature,
  }
}

/** The name a letter's PDF is downloaded and mailed as. */
export const letterFileName = (candidateName: string) => `Offer - ${candidateName}.pdf`

/**
 * Accepts a sent offer with the candidate's typed name (contract 17). The signed PDF is made
 * before the offer's row is locked (it takes a while) and stored in the same transaction as the
 * acceptance; the row, locked, is checked again first, so of two accepts one wins and the
 * other answers 409. The SHA-256 kept and printed is letterSha256 of the letter's Markdown.
 */
export async function acceptOffer(deps: Mailing & { db: Database }, token: string, input: { signature_name: string }, address: string, now: Date): Promise<OfferPortal> {
  const offer = await openOffer(deps.db, token, now)
  refuseAnswer(offer, 'accepted')
  if (comparableName(input.signature_name) !== comparableName(offer.candidateName)) {
    throw fieldError(422, 'signature_name', 'Type your full name as it appears on the offer')
  }
  const signature = { name: input.signature_name, at: now, documentSha256: letterSha256(offer.letter) }
  const pdf = await renderOfferLetterPdf(await letterOf(deps.db, offer, now, signature))
  const fileName = letterFileName(offer.candidateName)
  return deps.db.transaction(async (tx) => {
    const locked = await openOffer(tx, token, now, true)
    refuseAnswer(locked, 'accepted')
    const scope = new CompanyScope(tx, offer.companyId)
    const file = await new FileStore(tx).save(offer.companyId, { purpose: 'offer_letter', bytes: pdf, contentType: 'application/pdf', extension: 'pdf', originalName: fileName })
    await tx
      .update(offers)
      .set({
        status: 'accepted',
        respondedAt: now,
        signatureName: signature.name,
        signedAt: now,
        signatureAddress: address,
        documentSha256: signature.documentSha256,
        signedFileId: file.id,
        updatedAt: now,
      })
      .where(eq(offers.id, offer.id))
    await recordCandidateAct(
      scope,
      offer,
      // The candidate acts, under the name they signed with.
      {
        action: 'accepted',
        name: signature.name,
        text: `Accepted the offer for ${offer.jobTitle}, signed as ${signature.name}`,
        erasedText: `Accepted the offer for ${offer.jobTitle}`,
        changes: { status: ['sent', 'accepted'] },
      },
      now,
    )
    await mailStaff(scope, deps, [offer.createdById], offer.id, {
      subject: `${offer.candidateName} accepted the offer for ${offer.jobTitle}`,
      lines: [`${offer.candidateName} accepted and signed the offer for ${offer.jobTitle} at ${now.toISOString()}.`],
    })
    if (offer.candidateEmail) {
      await mailCandidate(
        scope,
        deps,
        offer.candidateEmail,
        {
          subject: `Your signed offer for ${offer.jobTitle} at ${offer.companyName}`,
          lines: [`Hi ${offer.candidateName},`, '', `Thank you for accepting the offer for ${offer.jobTitle}. Your signed letter is attached; keep it for your records.`],
          attachments: [{ filename: fileName, contentType: 'application/pdf', fileId: file.id }],
          keptIn: { applicationId: offer.applicationId, attachment: 'Signed letter attached (PDF)', now },
        },
        offer.companyName,
      )
    }
    return toPortal({ ...locked, status: 'accepted', signatureName: signature.name, signedAt: now, documentSha256: signature.documentSha256, signedFileId: file.id })
  })
}

/** Declines a sent offer, with the candidate's reason if they gave one; the offer's creator is told. */
export async function declineOffer(deps: Mailing & { db: Database }, token: string, reason: string | null, now: Date): Promise<OfferPortal> {
  return deps.db.transaction(async (tx) => {
    const offer = await openOffer(tx, token, now, true)
    refuseAnswer(offer, 'declined')
    const scope = new CompanyScope(tx, offer.companyId)
    await tx.update(offers).set({ status: 'declined', respondedAt: now, declineReason: reason, updatedAt: now }).where(eq(offers.id, offer.id))
    await recordCandidateAct(
      scope,
      offer,
      {
        action: 'declined',
        name: offer.candidateName,
        text: reason ? `Declined the offer for ${offer.jobTitle}: ${reason}` : `Declined the offer for ${offer.jobTitle}`,
        erasedText: `Declined the offer for ${offer.jobTitle}`,
        changes: { status: ['sent', 'declined'] },
        comment: reason,
      },
      now,
    )
    await mailStaff(scope, deps, [offer.createdById], offer.id, {
      subject: `${offer.candidateName} declined the offer for ${offer.jobTitle}`,
      lines: [`${offer.candidateName} declined the offer for ${offer.jobTitle}.`, ...(reason ? ['', `Their reason: ${reason}`] : [])],
    })
    return toPortal({ ...offer, status: 'declined' })
  })
}

/** A letter's PDF: the signed one as stored once accepted, otherwise made now from the offer. */
async function letterPdf(db: Database, offer: PortalOffer, now: Date): Promise<{ bytes: Uint8Array; fileName: string }> {
  const fileName = letterFileName(offer.candidateName)
  if (offer.status === 'accepted' && offer.signedFileId !== null) {
    const [signed] = await db
      .select({ bytes: storedFiles.bytes })
      .from(storedFiles)
      .where(and(eq(storedFiles.id, offer.signedFileId), eq(storedFiles.companyId, offer.companyId)))
    if (signed) return { bytes: new Uint8Array(signed.bytes), fileName }
  }
  return { bytes: await renderOfferLetterPdf(await letterOf(db, offer, now, null)), fileName }
}

/** The candidate's download of their letter (signed once accepted). */
export async function portalLetterPdf(db: Database, token: string, now: Date): Promise<{ bytes: Uint8Array; fileName: string }> {
  return letterPdf(db, await openOffer(db, token, now), now)
}

/** Staff's download of the letter of an offer the viewer may see (visibleOffers), by id: 404 for any other, as for another company's. */
export async function offerLetterPdf(scope: CompanyScope, offerId: number, viewer: Viewer, now: Date): Promise<{ bytes: Uint8Array; fileName: string }> {
  const [offer] = await scope.db
    .select(portalColumns)
    .from(offers)
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(scope.where(offers, and(eq(offers.id, offerId), visibleOffers(viewer))))
  if (!offer) throw notFound('Offer')
  return letterPdf(scope.db, offer, now)
}
