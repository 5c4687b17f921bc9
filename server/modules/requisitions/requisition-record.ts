import { REQUISITION_ACCESS } from '@common/access/requisitions'
import { hasAnyPermission } from '@common/permissions'
import { requisitionFieldsSchema, type Requisition, type RequisitionFields } from '@common/requisitions'
import { callerKinds, callerMay, REQUISITION_WORKFLOW, transitionRefusal, type CallerKind, type RequisitionAction } from '@common/requisition-workflow'
import { eq, inArray } from 'drizzle-orm'
import { CompanyScope } from '../../db/company-scope'
import { presentColumns, storedFields } from '../../db/present-columns'
import { countHires } from './hires'
import { jobs } from '../../db/schema/jobs'
import { requisitionApprovals, requisitions, type RequisitionRow } from '../../db/schema/requisitions'
import { conflict, forbidden, notFound } from '../../lib/errors'
import { type Actor } from '../../platform/activity/activity-log'
import type { AuthSession } from '../../platform/session/auth-session'
import {
  alreadyApproved,
  approvalState,
  approversOf as stepApprovers,
  loadApprovals,
  loadDirectory,
  type ApprovalSubject,
  type Directory,
  type StoredApproval,
} from '../../platform/approvals'
import type { RequisitionNotice } from './notices'

/*
 * A stored requisition as every verb of the module reads and writes it (one verb per file beside
 * this one: list, find, create, update, act, delete, the approval chain, overdue steps): its
 * columns, the answer built from a row, who may act on it, and the guarded write that refuses a
 * change made meanwhile.
 */

/** The requisitions' subject type in the activity log. */
export const SUBJECT = 'requisition'

/** The signed-in caller as the requisitions see them. */
export interface Viewer {
  id: number
  name: string
  is_owner: boolean
  roleId: number | null
  permissions: AuthSession['permissions']
}

export function viewerOf(auth: AuthSession): Viewer {
  return {
    id: auth.user.id,
    name: auth.user.name,
    is_owner: auth.user.isOwner,
    roleId: auth.role?.id ?? null,
    permissions: auth.permissions,
  }
}

export const actorOfViewer = (viewer: Viewer): Actor => ({
  id: viewer.id,
  name: viewer.name,
})

/** Every column an answer needs: not the company, nor the search vectors. */
export const requisitionColumns = {
  id: requisitions.id,
  title: requisitions.title,
  department: requisitions.department,
  location: requisitions.location,
  employmentType: requisitions.employmentType,
  workplace: requisitions.workplace,
  headcount: requisitions.headcount,
  salaryMin: requisitions.salaryMin,
  salaryMax: requisitions.salaryMax,
  salaryCurrency: requisitions.salaryCurrency,
  reason: requisitions.reason,
  replaces: requisitions.replaces,
  hiringManagerId: requisitions.hiringManagerId,
  targetStartDate: requisitions.targetStartDate,
  priority: requisitions.priority,
  description: requisitions.description,
  status: requisitions.status,
  requestedById: requisitions.requestedById,
  requestedByName: requisitions.requestedByName,
  chain: requisitions.chain,
  round: requisitions.round,
  step: requisitions.step,
  stepStartedAt: requisitions.stepStartedAt,
  stepDueAt: requisitions.stepDueAt,
  submittedAt: requisitions.submittedAt,
  decidedAt: requisitions.decidedAt,
  createdAt: requisitions.createdAt,
  updatedAt: requisitions.updatedAt,
}

export type Stored = Omit<RequisitionRow, 'companyId' | 'search' | 'titleWords' | 'stepReminded' | 'stepApprovedBy' | 'stepApproverType' | 'stepRoleId' | 'stepUserId'>

/** Requisitions as the approval engine sees them: waiting while pending, still with approvers on hold. */
export const requisitionApprovalSubject: ApprovalSubject<Stored, typeof requisitions> = {
  kind: 'requisition',
  noun: 'requisition',
  table: requisitions,
  approvals: requisitionApprovals,
  creator: requisitions.requestedById,
  creatorOf: (row) => row.requestedById,
  columns: requisitionColumns,
  waitingStatus: 'pending',
  openStatuses: ['pending', 'on_hold'],
}

/** What answers need beside the rows: the company's people, the rows' approvals and jobs. */
export interface Context {
  directory: Directory
  approvals: StoredApproval[]
  jobIds: Map<number, number[]>
  /** Hired applications per requisition (contract section 10). */
  hires: Map<number, number>
  now: Date
}

export async function loadContext(scope: CompanyScope, rows: readonly Stored[], now: Date, directory?: Directory): Promise<Context> {
  const ids = rows.map((row) => row.id)
  if (ids.length === 0)
    return {
      directory: directory ?? (await loadDirectory(scope)),
      approvals: [],
      jobIds: new Map(),
      hires: new Map(),
      now,
    }
  const [people, approvals, jobRows, hires] = await Promise.all([
    directory ?? loadDirectory(scope),
    loadApprovals(scope, requisitionApprovalSubject, ids),
    scope.db
      .select({ id: jobs.id, requisitionId: jobs.requisitionId })
      .from(jobs)
      .where(scope.where(jobs, inArray(jobs.requisitionId, ids)))
      .orderBy(jobs.id),
    countHires(scope, ids),
  ])
  const jobIds = new Map<number, number[]>()
  for (const job of jobRows) if (job.requisitionId !== null) jobIds.set(job.requisitionId, [...(jobIds.get(job.requisitionId) ?? []), job.id])
  return { directory: people, approvals, jobIds, hires, now }
}

/** The eligible approvers still to act on the row's current step (none unless pending or on hold). */
export const approversOf = (row: Stored, context: Context) => stepApprovers(requisitionApprovalSubject, row, context.approvals, context.directory)

/** The one mapping from a stored requisition to contract section 10's JSON. */
export function toRequisition(row: Stored, context: Context): Requisition {
  const { hiring_manager_id: managerId, ...fields } = fieldsOf(row)
  const manager = managerId === null ? undefined : context.directory.people.get(managerId)
  return {
    id: row.id,
    ...fields,
    hiring_manager: manager ? { id: manager.id, name: manager.name } : null,
    status: row.status,
    requested_by: { id: row.requestedById, name: row.requestedByName },
    approval: approvalState(requisitionApprovalSubject, row, context.approvals, context.directory, context.now),
    job_ids: context.jobIds.get(row.id) ?? [],
    hires: context.hires.get(row.id) ?? 0,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    decided_at: row.decidedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** The stored fields' API names. */
const REQUISITION_FIELD_NAMES = requisitionFieldsSchema.keyof().options

/** API field names → columns, for the fields present. */
export const toColumns = (fields: Partial<RequisitionFields>) => presentColumns(fields, REQUISITION_FIELD_NAMES)

/** The stored fields in the API's names, for rules and diffs. */
export const fieldsOf = (row: Stored): RequisitionFields => storedFields(row, REQUISITION_FIELD_NAMES)

/** The row, or a 404 when it is another company's or the viewer may not see it; `lock` reads it FOR UPDATE. */
export async function readRow(scope: CompanyScope, id: number, viewer: Viewer | null, lock = false): Promise<Stored> {
  const query = scope.db
    .select(requisitionColumns)
    .from(requisitions)
    .where(scope.where(requisitions, eq(requisitions.id, id)))
  const [row] = lock ? await query.for('update') : await query
  if (!row || (viewer && !seesAll(viewer) && row.requestedById !== viewer.id)) throw notFound('Requisition')
  return row
}

/** The outcome of a change: the requisition as it now is, and the mails it calls for. */
export interface Changed {
  requisition: Requisition
  notices: RequisitionNotice[]
}

/**
 * What a caller may do, in the order the API refuses: the status (409, naming it), then the
 * caller (403). `decidedStep` is the step a decider saw: another one is a 409.
 */
export function refuseUnlessAllowed(row: Stored, context: Context, viewer: Viewer, action: RequisitionAction, decidedStep?: number): Set<CallerKind> {
  const refusal = transitionRefusal(row.status, action)
  if (refusal) throw conflict(refusal)
  const decision = REQUISITION_WORKFLOW[action].by.includes('approver')
  if (decision && decidedStep !== undefined && decidedStep !== row.step) {
    throw conflict(`This requisition has moved on from step ${decidedStep}; it is at step ${row.step ?? '-'} now`)
  }
  const kinds = callerKinds(toRequisition(row, context), viewer)
  if (callerMay(kinds, action)) return kinds
  if (action === 'approve' && alreadyApproved(row, context.approvals, viewer.id)) throw conflict('You have already approved this step')
  if (decision) {
    throw forbidden(row.requestedById === viewer.id ? 'You cannot decide on your own requisition' : 'You are not an approver of this step')
  }
  throw forbidden(`You do not have permission to change this requisition: only its requester or an editor may`)
}

/** The mail that tells the approvers of the row's current step it waits for them. */
export function stepNotice(row: Stored, context: Context): RequisitionNotice[] {
  const approvers = approversOf(row, context)
  return approvers.length > 0
    ? [
        {
          kind: 'step_waiting',
          requisition: toRequisition(row, context),
          to: approvers,
        },
      ]
    : []
}

/** Sees every requisition of the company, not only their own. */
export const seesAll = (viewer: Viewer) => hasAnyPermission(viewer, REQUISITION_ACCESS.list)
