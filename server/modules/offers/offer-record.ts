import { OFFER_ACCESS } from '@common/access/offers'
import { offerTransitionRefusal, type OfferAction } from '@common/offer-workflow'
import { offerFieldsSchema, type Offer, type OfferFields } from '@common/offers'
import { hasAnyPermission } from '@common/permissions'
import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { storedFields } from '../../db/present-columns'
import { applicants, applications } from '../../db/schema/applicants'
import { employees } from '../../db/schema/employees'
import { jobs } from '../../db/schema/jobs'
import { offers, type OfferRow } from '../../db/schema/offers'
import { requisitions } from '../../db/schema/requisitions'
import { conflict, notFound } from '../../lib/errors'
import { recordActivity, type Actor } from '../../platform/activity/activity-log'
import {
  approvalState,
  approverOfRecord,
  loadApprovals,
  loadDirectory,
  offerApprovalSubject,
  type ApprovalSubject,
  type Directory,
  type StoredApproval,
} from '../../platform/approvals'
import type { AuthSession } from '../../platform/session/auth-session'
import type { ActivityChanges } from '../../db/schema/activity-log'
import { recordApplicantActivity } from '../applicants/public'

/*
 * A stored offer as every verb of the module reads and writes it (one verb per file beside this
 * one): its columns, what an answer needs beside the row (the application's names, the manager,
 * the requisition's band), the answer, and the entry every transition writes to the offer's
 * history and the applicant's timeline.
 */

/** The offers' subject type in the activity log. */
export const SUBJECT = 'offer'

/** Every column an answer or a rule needs: not the company, nor the token's hash. */
export const offerColumns = {
  id: offers.id,
  applicationId: offers.applicationId,
  jobId: offers.jobId,
  status: offers.status,
  templateId: offers.templateId,
  jobTitle: offers.jobTitle,
  startDate: offers.startDate,
  salary: offers.salary,
  salaryCurrency: offers.salaryCurrency,
  salaryPeriod: offers.salaryPeriod,
  bonus: offers.bonus,
  equity: offers.equity,
  employmentType: offers.employmentType,
  managerId: offers.managerId,
  expiresAt: offers.expiresAt,
  letter: offers.letter,
  approvalNeeded: offers.approvalNeeded,
  chain: offers.chain,
  round: offers.round,
  step: offers.step,
  stepStartedAt: offers.stepStartedAt,
  stepDueAt: offers.stepDueAt,
  sentAt: offers.sentAt,
  respondedAt: offers.respondedAt,
  declineReason: offers.declineReason,
  withdrawReason: offers.withdrawReason,
  signatureName: offers.signatureName,
  signedAt: offers.signedAt,
  documentSha256: offers.documentSha256,
  createdById: offers.createdById,
  createdByName: offers.createdByName,
  decidedAt: offers.decidedAt,
  createdAt: offers.createdAt,
  updatedAt: offers.updatedAt,
}

export type Stored = Pick<OfferRow, keyof typeof offerColumns>

/** Offers as the approval engine decides on them, read and written in this module's columns. */
export const offerSubject: ApprovalSubject<Stored, typeof offers> = {
  ...offerApprovalSubject,
  columns: offerColumns,
  creatorOf: (row) => row.createdById,
}

/** The signed-in caller as the offers see them: an actor, and an approver the engine matches against a step. */
export interface Viewer {
  id: number
  name: string
  isOwner: boolean
  roleId: number | null
  permissions: AuthSession['permissions']
}

export function viewerOf(auth: AuthSession): Viewer {
  return { id: auth.user.id, name: auth.user.name, isOwner: auth.user.isOwner, roleId: auth.role?.id ?? null, permissions: auth.permissions }
}

/**
 * The offers the viewer may list and read (contract 17: offer.view, or an eligible approver): all
 * of the company's (undefined) for a holder of offer.view or the owner; for an approver, those
 * whose chain names them or that they approved. Another offer reads as a 404, as another
 * company's does.
 */
export function visibleOffers(viewer: Viewer): SQL | undefined {
  if (hasAnyPermission({ is_owner: viewer.isOwner, permissions: viewer.permissions }, OFFER_ACCESS.readAll)) return undefined
  return approverOfRecord(offerSubject, viewer)
}

/** The fields a maker sets, in the API's names. */
export const OFFER_FIELD_NAMES = offerFieldsSchema.keyof().options

/** An offer's fields as stored: its template may have been deleted since. */
export type StoredFields = Omit<OfferFields, 'template_id'> & { template_id: number | null }

/** The stored fields in the API's names, for rules, diffs and the letter. */
export function fieldsOf(row: Stored): StoredFields {
  const fields = storedFields(row, OFFER_FIELD_NAMES)
  return { ...fields, expires_at: row.expiresAt.toISOString() }
}

/** The application an offer is made on, as answers and mails name it. */
export interface OfferApplication {
  id: number
  applicantId: number
  applicantName: string
  applicantEmail: string | null
  jobId: number
  jobTitle: string
  requisitionId: number | null
}

/** The job's requisition's salary band (contract 17): a missing end is unbounded. */
export interface Band {
  min: number | null
  max: number | null
  currency: string | null
}

/** What answers need beside the rows: the applications, the managers' names, the bands, the company's people and the rows' approvals. */
export interface OfferContext {
  applications: Map<number, OfferApplication>
  managers: Map<number, string>
  bands: Map<number, Band>
  directory: Directory
  approvals: StoredApproval[]
  now: Date
}

/** Applications of the company with their applicant, job and the job's requisition, by id. */
export async function readApplications(scope: CompanyScope, ids: readonly number[]): Promise<Map<number, OfferApplication & { status: string }>> {
  if (ids.length === 0) return new Map()
  const rows = await scope.db
    .select({
      id: applications.id,
      status: applications.status,
      applicantId: applicants.id,
      applicantName: applicants.name,
      applicantEmail: applicants.email,
      jobId: jobs.id,
      jobTitle: jobs.title,
      requisitionId: jobs.requisitionId,
    })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(scope.where(applications, inArray(applications.id, [...new Set(ids)])))
  return new Map(rows.map((row) => [row.id, row]))
}

/** The bands of these jobs' requisitions, by job id; a job without a requisition or a band has none. */
export async function readBands(scope: CompanyScope, jobIds: readonly number[]): Promise<Map<number, Band>> {
  if (jobIds.length === 0) return new Map()
  const rows = await scope.db
    .select({ jobId: jobs.id, min: requisitions.salaryMin, max: requisitions.salaryMax, currency: requisitions.salaryCurrency })
    .from(jobs)
    .innerJoin(requisitions, eq(requisitions.id, jobs.requisitionId))
    .where(scope.where(jobs, inArray(jobs.id, [...new Set(jobIds)])))
  return new Map(rows.filter((row) => row.min !== null || row.max !== null).map((row) => [row.jobId, { min: row.min, max: row.max, currency: row.currency }]))
}

/** The employees' names, by id. */
export async function readManagerNames(scope: CompanyScope, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await scope.db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(scope.where(employees, inArray(employees.id, [...new Set(ids)])))
  return new Map(rows.map((row) => [row.id, row.name]))
}

export async function loadContext(scope: CompanyScope, rows: readonly Stored[], now: Date): Promise<OfferContext> {
  const [names, approvals] = await Promise.all([loadNames(scope, rows), loadApprovalContext(scope, rows)])
  return { ...names, ...approvals, now }
}

/** The applications, managers' names and bands answers name, one query per kind for all the rows. */
async function loadNames(scope: CompanyScope, rows: readonly Stored[]): Promise<Pick<OfferContext, 'applications' | 'managers' | 'bands'>> {
  const [applicationRows, managers, bands] = await Promise.all([
    readApplications(
      scope,
      rows.map((row) => row.applicationId),
    ),
    readManagerNames(
      scope,
      rows.flatMap((row) => (row.managerId === null ? [] : [row.managerId])),
    ),
    readBands(
      scope,
      rows.map((row) => row.jobId),
    ),
  ])
  return { applications: applicationRows, managers, bands }
}

/** The company's people and the rows' approvals: what the engine's rules and an answer's `approval` read. */
async function loadApprovalContext(scope: CompanyScope, rows: readonly Stored[]): Promise<Pick<OfferContext, 'directory' | 'approvals'>> {
  const [directory, approvals] = await Promise.all([
    loadDirectory(scope),
    loadApprovals(
      scope,
      offerSubject,
      rows.map((row) => row.id),
    ),
  ])
  return { directory, approvals }
}

/**
 * Whether a salary lies outside the band: null without a band or when the currencies differ
 * (the answer's `out_of_range`, nothing to compare).
 */
export function outOfRange(band: Band | undefined, salary: number, currency: string): boolean | null {
  if (!band || band.currency === null || band.currency !== currency) return null
  return (band.min !== null && salary < band.min) || (band.max !== null && salary > band.max)
}

/** The one mapping from a stored offer to contract section 17's JSON. */
export function toOffer(row: Stored, context: OfferContext): Offer {
  const application = context.applications.get(row.applicationId)
  if (!application) throw notFound('Offer')
  const band = context.bands.get(row.jobId)
  const managerName = row.managerId === null ? undefined : context.managers.get(row.managerId)
  return {
    id: row.id,
    application: {
      id: application.id,
      applicant: { id: application.applicantId, name: application.applicantName, email: application.applicantEmail },
      job: { id: application.jobId, title: application.jobTitle },
    },
    status: row.status,
    job_title: row.jobTitle,
    start_date: row.startDate,
    salary: row.salary,
    salary_currency: row.salaryCurrency,
    salary_period: row.salaryPeriod,
    bonus: row.bonus,
    equity: row.equity,
    employment_type: row.employmentType,
    manager: row.managerId !== null && managerName !== undefined ? { id: row.managerId, name: managerName } : null,
    expires_at: row.expiresAt.toISOString(),
    template_id: row.templateId,
    letter: row.letter,
    // An offer approved without a chain (inside the band) answers none, whatever an earlier round left.
    approval: row.approvalNeeded ? approvalState(offerSubject, row, context.approvals, context.directory, context.now) : null,
    band: band ?? null,
    out_of_range: outOfRange(band, row.salary, row.salaryCurrency),
    sent_at: row.sentAt?.toISOString() ?? null,
    responded_at: row.respondedAt?.toISOString() ?? null,
    decided_at: row.decidedAt?.toISOString() ?? null,
    decline_reason: row.declineReason,
    withdraw_reason: row.withdrawReason,
    signature: row.signatureName !== null && row.signedAt !== null ? { name: row.signatureName, at: row.signedAt.toISOString() } : null,
    document_sha256: row.documentSha256,
    created_by: { id: row.createdById, name: row.createdByName },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/**
 * The offers as the API answers them, with what their answers need read once for all: the people
 * and approvals only when an answer shows an approval (an offer submitted to a chain), so a page
 * of sent or accepted offers reads neither.
 */
export async function answerOffers(scope: CompanyScope, rows: readonly Stored[], now: Date): Promise<Offer[]> {
  const showsApproval = rows.some((row) => row.approvalNeeded && row.chain !== null)
  const [names, approvals] = await Promise.all([
    loadNames(scope, rows),
    showsApproval ? loadApprovalContext(scope, rows) : { directory: { people: new Map(), roles: new Map() }, approvals: [] },
  ])
  const context = { ...names, ...approvals, now }
  return rows.map((row) => toOffer(row, context))
}

export async function answerOffer(scope: CompanyScope, row: Stored, now: Date): Promise<Offer> {
  const [offer] = await answerOffers(scope, [row], now)
  if (!offer) throw notFound('Offer')
  return offer
}

/** A 409 naming the status when it does not allow the action (contract 8: "This offer is sent; it can no longer be edited"). */
export function refuseUnlessStatusAllows(row: Pick<Stored, 'status'>, action: OfferAction): void {
  const refusal = offerTransitionRefusal(row.status, action)
  if (refusal) throw conflict(refusal)
}

/** The row, or a 404 when it is another company's (or outside `visible`, from visibleOffers()); `lock` reads it FOR UPDATE. */
export async function readRow(scope: CompanyScope, id: number, lock = false, visible?: SQL): Promise<Stored> {
  const query = scope.db
    .select(offerColumns)
    .from(offers)
    .where(scope.where(offers, and(eq(offers.id, id), visible)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound('Offer')
  return row
}

/** One transition of an offer: its history's entry, and the sentence the applicant's timeline shows. */
export interface OfferEvent {
  action: string
  /** "Offer for Backend Engineer sent", without the applicant's name (the timeline is theirs). */
  text: string
  actor: Actor
  comment?: string | null
  changes?: ActivityChanges
  step?: number | null
  /** Why an approval restarted: the guarded fields an edit changed (the edit's entry holds their before and after). */
  fields?: readonly string[]
}

/**
 * Writes a transition to the offer's history and to the applicant's timeline (kind `offer`), in
 * the transaction that makes it (contract 17: every transition goes to both).
 */
export async function recordOfferEvent(tx: CompanyScope, row: Pick<Stored, 'id' | 'applicationId'>, applicantId: number, event: OfferEvent, now: Date): Promise<void> {
  await recordActivity(
    tx,
    {
      subjectType: SUBJECT,
      subjectId: row.id,
      action: event.action,
      actor: event.actor,
      ...(event.changes ? { changes: event.changes } : {}),
      comment: event.comment ?? null,
      details: { step: event.step ?? null, ...(event.fields ? { fields: event.fields } : {}) },
    },
    now,
  )
  await recordApplicantActivity(
    tx,
    applicantId,
    { kind: 'offer', text: event.text, actor: event.actor, comment: event.comment ?? null, details: { offer_id: row.id, application_id: row.applicationId } },
    now,
  )
}
