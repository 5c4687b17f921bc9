import type { Application } from '@common/applicants'
import type { Employee, HireFields } from '@common/employees'
import type { Pipeline } from '@common/pipeline'
import { asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { companyStages, insertApplication, recordApplicantActivity, requireOpenJob, stageOfKind, type StoredStage } from './records'
import type { CompanyScope } from '../../db/company-scope'
import { applicants, applications, pipelineStages } from '../../db/schema/applicants'
import { insertEmployee } from '../employees/public'
import { fillRequisitionOfJob } from '../requisitions/public'
import { acceptedOfferOf } from '../offers/public'
import { queueRejectionMails, type RejectionMails } from '../messages/public'
import { companies } from '../../db/schema/companies'
import { jobs } from '../../db/schema/jobs'
import { conflict, fieldError, notFound } from '../../lib/errors'
import type { Actor } from '../../platform/activity/activity-log'
import { requireStage } from './stages'

const applicationColumns = {
  id: applications.id,
  applicantId: applicants.id,
  applicantName: applicants.name,
  applicantEmail: applicants.email,
  jobId: jobs.id,
  jobTitle: jobs.title,
  stageId: pipelineStages.id,
  stageName: pipelineStages.name,
  stageKind: pipelineStages.kind,
  status: applications.status,
  rejectionReason: applications.rejectionReason,
  stageEnteredAt: applications.stageEnteredAt,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
}

function selectApplications(scope: CompanyScope) {
  return scope.db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(pipelineStages, eq(pipelineStages.id, applications.stageId))
}

type ApplicationRecord = Awaited<ReturnType<typeof selectApplications>>[number]

/** The one mapping from a stored application to contract section 11's JSON. */
function toApplication(row: ApplicationRecord): Application {
  return {
    id: row.id,
    applicant: { id: row.applicantId, name: row.applicantName, email: row.applicantEmail },
    job: { id: row.jobId, title: row.jobTitle },
    stage: { id: row.stageId, name: row.stageName, kind: row.stageKind },
    status: row.status,
    rejection_reason: row.rejectionReason,
    stage_entered_at: row.stageEnteredAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export async function findApplication(scope: CompanyScope, id: number): Promise<Application> {
  const [row] = await selectApplications(scope).where(scope.where(applications, eq(applications.id, id)))
  if (!row) throw notFound('Application')
  return toApplication(row)
}

/** Locks applications (all the company's, or a 404 and nothing happens), in id order. */
async function lockApplications(scope: CompanyScope, ids: number[]): Promise<ApplicationRecord[]> {
  const rows = await selectApplications(scope)
    .where(scope.where(applications, inArray(applications.id, ids)))
    .orderBy(asc(applications.id))
    .for('update', { of: applications })
  if (rows.length !== ids.length) throw notFound(ids.length === 1 ? 'Application' : 'One of the applications')
  return rows
}

export async function createApplication(scope: CompanyScope, input: { applicant_id: number; job_id: number }, now: Date, actor: Actor): Promise<Application> {
  const id = await scope.transaction(async (tx) => {
    const [applicant] = await tx.db
      .select({ id: applicants.id })
      .from(applicants)
      .where(tx.where(applicants, eq(applicants.id, input.applicant_id)))
    if (!applicant) throw fieldError(422, 'applicant_id', 'Choose one of the company’s applicants')
    const job = await requireOpenJob(tx, input.job_id)
    return insertApplication(tx, applicant.id, job, now, actor)
  })
  return findApplication(scope, id)
}

const statusRefusal = (application: ApplicationRecord, doing: string) => conflict(`This application is ${application.status}; it can no longer be ${doing}`)

/** Moves locked applications to a stage; a `hired` stage hires them, leaving it makes them active again. */
async function moveTo(scope: CompanyScope, rows: ApplicationRecord[], stage: StoredStage, now: Date, actor: Actor): Promise<void> {
  for (const row of rows) if (row.status === 'rejected') throw conflict('This application is rejected; reopen it before moving it')
  for (const row of rows) {
    if (row.stageId === stage.id) continue
    const status = stage.kind === 'hired' ? 'hired' : 'active'
    await scope.db
      .update(applications)
      .set({ stageId: stage.id, status, stageEnteredAt: now, updatedAt: now })
      .where(scope.where(applications, eq(applications.id, row.id)))
    const text = status === 'hired' ? `Hired for ${row.jobTitle}` : `Moved from ${row.stageName} to ${stage.name} for ${row.jobTitle}`
    await recordApplicantActivity(
      scope,
      row.applicantId,
      {
        kind: status === 'hired' ? 'hired' : 'moved',
        text,
        actor,
        changes: { stage: [row.stageName, stage.name] },
        details: { application_id: row.id, from_stage_id: row.stageId, to_stage_id: stage.id },
      },
      now,
    )
    if (status === 'hired') await fillRequisitionOfJob(scope, row.jobId, now, actor)
  }
}

/**
 * The hire handoff (contract section 14): moves the application to the hired stage and creates
 * the employee from the applicant and the job, with the input's overrides, in one transaction;
 * what the input leaves out of the start date, title and manager comes from an accepted offer.
 * An application hired already (or rejected) is a 409.
 */
export async function hireApplication(scope: CompanyScope, id: number, input: HireFields, now: Date, actor: Actor): Promise<Employee> {
  return scope.transaction(async (tx) => {
    const [row] = await lockApplications(tx, [id])
    if (!row) throw notFound('Application')
    if (row.status !== 'active') throw statusRefusal(row, 'hired')
    const [applicant] = await tx.db
      .select({ name: applicants.name, email: applicants.email, phone: applicants.phone })
      .from(applicants)
      .where(tx.where(applicants, eq(applicants.id, row.applicantId)))
    const [job] = await tx.db
      .select({ title: jobs.title, department: jobs.department, location: jobs.location, employmentType: jobs.employmentType })
      .from(jobs)
      .where(tx.where(jobs, eq(jobs.id, row.jobId)))
    if (!applicant || !job) throw notFound('Application')
    const offer = await acceptedOfferOf(tx, id)
    const startDate = input.start_date ?? offer?.startDate
    if (startDate === undefined) throw fieldError(422, 'start_date', 'Enter the start date')
    const workEmail = input.work_email ?? applicant.email
    if (!workEmail) throw fieldError(422, 'work_email', 'The applicant has no email address; enter their work email')
    await moveTo(tx, [row], await stageOfKind(tx, 'hired'), now, actor)
    return insertEmployee(
      tx,
      {
        name: applicant.name,
        work_email: workEmail.toLowerCase(),
        phone: applicant.phone,
        job_title: input.job_title === undefined ? (offer?.jobTitle ?? job.title) : input.job_title,
        department: input.department === undefined ? job.department : input.department,
        location: job.location,
        employment_type: job.employmentType,
        manager_id: input.manager_id ?? offer?.managerId ?? null,
        start_date: startDate,
        end_date: null,
        status: 'active',
        applicant_id: row.applicantId,
      },
      now,
      actor,
      'hired',
    )
  })
}

/** A move answers from what it locked and wrote, without reading the application again. */
export async function moveApplication(scope: CompanyScope, id: number, stageId: number, now: Date, actor: Actor): Promise<Application> {
  return scope.transaction(async (tx) => {
    const [row] = await lockApplications(tx, [id])
    if (!row) throw notFound('Application')
    const stage = await requireStage(tx, stageId)
    await moveTo(tx, [row], stage, now, actor)
    if (row.stageId === stage.id) return toApplication(row)
    return toApplication({
      ...row,
      stageId: stage.id,
      stageName: stage.name,
      stageKind: stage.kind,
      status: stage.kind === 'hired' ? 'hired' : 'active',
      stageEnteredAt: now,
      updatedAt: now,
    })
  })
}

/** A reason from the company's list (settings' rejection_reasons), as the list spells it; 422 otherwise. */
async function requireReason(scope: CompanyScope, reason: string): Promise<string> {
  const [company] = await scope.db.select({ reasons: companies.rejectionReasons }).from(companies).where(eq(companies.id, scope.companyId))
  const listed = company?.reasons.find((candidate) => candidate.toLowerCase() === reason.toLowerCase())
  if (!listed) throw fieldError(422, 'reason', `Choose one of the company’s rejection reasons: ${company?.reasons.join(', ') ?? ''}`)
  return listed
}

async function rejectAll(scope: CompanyScope, rows: ApplicationRecord[], reason: string, note: string | null, now: Date, actor: Actor): Promise<void> {
  for (const row of rows) if (row.status !== 'active') throw statusRefusal(row, 'rejected')
  for (const row of rows) {
    await scope.db
      .update(applications)
      .set({ status: 'rejected', rejectionReason: reason, updatedAt: now })
      .where(scope.where(applications, eq(applications.id, row.id)))
    await recordApplicantActivity(
      scope,
      row.applicantId,
      {
        kind: 'rejected',
        text: `Rejected for ${row.jobTitle}: ${reason}${note ? ` (${note})` : ''}`,
        actor,
        comment: note,
        changes: { status: [row.status, 'rejected'] },
        details: { application_id: row.id, reason },
      },
      now,
    )
  }
}

/** Rejects an application; with `mails`, its rejection mail is written in the same transaction. */
export async function rejectApplication(
  scope: CompanyScope,
  id: number,
  input: { reason: string; note?: string | undefined },
  now: Date,
  actor: Actor,
  mails?: RejectionMails,
): Promise<Application> {
  await scope.transaction(async (tx) => {
    const rows = await lockApplications(tx, [id])
    await rejectAll(tx, rows, await requireReason(tx, input.reason), input.note || null, now, actor)
    if (mails) await queueRejectionMails(tx, [id], mails, now)
  })
  return findApplication(scope, id)
}

export async function reopenApplication(scope: CompanyScope, id: number, now: Date, actor: Actor): Promise<Application> {
  await scope.transaction(async (tx) => {
    const [row] = await lockApplications(tx, [id])
    if (!row) throw notFound('Application')
    if (row.status !== 'rejected') throw conflict(`This application is ${row.status}; only a rejected one can be reopened`)
    await tx.db
      .update(applications)
      .set({ status: 'active', rejectionReason: null, updatedAt: now })
      .where(tx.where(applications, eq(applications.id, id)))
    await recordApplicantActivity(
      tx,
      row.applicantId,
      { kind: 'reopened', text: `Reopened for ${row.jobTitle} in ${row.stageName}`, actor, changes: { status: ['rejected', 'active'] }, details: { application_id: id } },
      now,
    )
  })
  return findApplication(scope, id)
}

/** Moves or rejects many applications in one transaction: all of them, or none with the error. A reject with `mails` writes each its own mail. */
export async function bulkApplications(
  scope: CompanyScope,
  input: { ids: number[]; action: 'move' | 'reject'; stage_id?: number | undefined; reason?: string | undefined },
  now: Date,
  actor: Actor,
  mails?: RejectionMails,
): Promise<number> {
  return scope.transaction(async (tx) => {
    const rows = await lockApplications(tx, input.ids)
    if (input.action === 'move') {
      const stage = await requireStage(tx, input.stage_id ?? 0)
      await moveTo(tx, rows, stage, now, actor)
      return rows.filter((row) => row.stageId !== stage.id).length
    }
    await rejectAll(tx, rows, await requireReason(tx, input.reason ?? ''), null, now, actor)
    if (mails) await queueRejectionMails(tx, input.ids, mails, now)
    return rows.length
  })
}

/**
 * A job's board: the company's stages in order, each with the job's active and hired applications
 * (the newest in the stage first, so a card moved in shows at the top, where the board puts it at
 * once), and how many were rejected. One query reads every card.
 */
export async function readPipeline(scope: CompanyScope, jobId: number): Promise<Pipeline> {
  const [job] = await scope.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(scope.where(jobs, eq(jobs.id, jobId)))
  if (!job) throw notFound('Job')
  const stages = await companyStages(scope)
  const [cards, [rejected]] = await Promise.all([
    scope.db
      .select({
        id: applications.id,
        stageId: applications.stageId,
        stageEnteredAt: applications.stageEnteredAt,
        applicantId: applicants.id,
        name: applicants.name,
        headline: applicants.headline,
        hasEmail: sql<boolean>`${applicants.email} is not null`,
        rating: applicants.rating,
        tags: applicants.tags,
      })
      .from(applications)
      .innerJoin(applicants, eq(applicants.id, applications.applicantId))
      .where(scope.where(applications, eq(applications.jobId, jobId), ne(applications.status, 'rejected')))
      .orderBy(desc(applications.stageEnteredAt), desc(applications.id)),
    scope.db
      .select({ count: count() })
      .from(applications)
      .where(scope.where(applications, eq(applications.jobId, jobId), eq(applications.status, 'rejected'))),
  ])
  const byStage = new Map<number, Pipeline['stages'][number]['applications']>(stages.map((stage) => [stage.id, []]))
  for (const card of cards) {
    byStage.get(card.stageId)?.push({
      id: card.id,
      applicant: { id: card.applicantId, name: card.name, headline: card.headline, has_email: card.hasEmail },
      rating: card.rating,
      tags: card.tags,
      stage_entered_at: card.stageEnteredAt.toISOString(),
    })
  }
  return {
    stages: stages.map((stage) => {
      const column = byStage.get(stage.id) ?? []
      return { ...stage, application_count: column.length, applications: column }
    }),
    rejected_count: rejected?.count ?? 0,
  }
}
