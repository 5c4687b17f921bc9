import { REQUISITION_ACCESS } from '@common/access/requisitions'
import { DEFAULT_APPROVAL_CHAIN, type ApprovalChainDefinition } from '@common/approval-chain'
import { hasAnyPermission } from '@common/permissions'
import {
  REAPPROVAL_FIELDS,
  REQUISITION_DEFAULT_SORT,
  type Requisition,
  type RequisitionFields,
  type RequisitionHistoryEntry,
  type RequisitionListQuery,
  type RequisitionSortField,
} from '@common/requisitions'
import { callerKinds, callerMay, REQUISITION_WORKFLOW, transitionRefusal, type CallerKind, type RequisitionAction } from '@common/requisition-workflow'
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client'
import { CompanyScope } from '../../db/company-scope'
import { overdueStep, waitingForApprover } from './conditions'
import { countHires } from './hires'
import { listPage, type ListPage, type SortColumns } from '../../db/list-page'
import { jobs } from '../../db/schema/jobs'
import { approvalChains, requisitionApprovals, requisitions, type RequisitionRow } from '../../db/schema/requisitions'
import { titleWordsQuery } from '../../db/text-search'
import { conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors'
import { DAY_MS } from '../../lib/clock'
import { diffChanges, readHistory, recordActivity, type Actor } from '../../platform/activity/activity-log'
import type { AuthSession } from '../../platform/session/auth-session'
import { eligibleApprovers, loadDirectory, namedApprover, type Directory } from './directory'
import type { RequisitionNotice } from './notices'

/** The requisitions' subject type in the activity log. */
const SUBJECT = 'requisition'

/** The signed-in caller as the requisitions see them. */
export interface Viewer {
  id: number
  name: string
  is_owner: boolean
  roleId: number | null
  permissions: AuthSession['permissions']
}

export function viewerOf(auth: AuthSession): Viewer {
  return { id: auth.user.id, name: auth.user.name, is_owner: auth.user.isOwner, roleId: auth.role?.id ?? null, permissions: auth.permissions }
}

const actorOfViewer = (viewer: Viewer): Actor => ({ id: viewer.id, name: viewer.name })

/** Every column an answer needs: not the company, nor the search vectors. */
const requisitionColumns = {
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

type Stored = Omit<RequisitionRow, 'companyId' | 'search' | 'titleWords' | 'stepReminded' | 'stepApprovedBy' | 'stepApproverType' | 'stepRoleId' | 'stepUserId'>

interface StoredApproval {
  requisitionId: number
  round: number
  step: number
  userId: number | null
  userName: string
  at: Date
}

/** What answers need beside the rows: the company's people, the rows' approvals and jobs. */
interface Context {
  directory: Directory
  approvals: StoredApproval[]
  jobIds: Map<number, number[]>
  /** Hired applications per requisition (contract section 10). */
  hires: Map<number, number>
  now: Date
}

async function loadContext(scope: CompanyScope, rows: readonly Stored[], now: Date, directory?: Directory): Promise<Context> {
  const ids = rows.map((row) => row.id)
  if (ids.length === 0) return { directory: directory ?? (await loadDirectory(scope)), approvals: [], jobIds: new Map(), hires: new Map(), now }
  const [people, approvals, jobRows, hires] = await Promise.all([
    directory ?? loadDirectory(scope),
    scope.db
      .select({
        requisitionId: requisitionApprovals.requisitionId,
        round: requisitionApprovals.round,
        step: requisitionApprovals.step,
        userId: requisitionApprovals.userId,
        userName: requisitionApprovals.userName,
        at: requisitionApprovals.at,
      })
      .from(requisitionApprovals)
      .where(scope.where(requisitionApprovals, inArray(requisitionApprovals.requisitionId, ids)))
      .orderBy(requisitionApprovals.at, requisitionApprovals.id),
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
function approversOf(row: Stored, context: Context) {
  if ((row.status !== 'pending' && row.status !== 'on_hold') || !row.chain || row.step === null) return []
  const step = row.chain.steps[row.step - 1]
  if (!step) return []
  const approved = new Set(
    context.approvals
      .filter((approval) => approval.requisitionId === row.id && approval.round === row.round && approval.step === row.step)
      .flatMap((approval) => (approval.userId === null ? [] : [approval.userId])),
  )
  return eligibleApprovers(context.directory, step.approver, row.requestedById, approved)
}

function approvalOf(row: Stored, context: Context): Requisition['approval'] {
  if (!row.chain || row.step === null || !row.stepStartedAt || !row.stepDueAt) return null
  const approvals = context.approvals.filter((approval) => approval.requisitionId === row.id && approval.round === row.round)
  const answer = (step: number) =>
    approvals
      .filter((approval) => approval.step === step)
      .map((approval) => ({ user: { id: approval.userId, name: approval.userName }, at: approval.at.toISOString() }))
  const chain = row.chain.steps.map((step, index) => ({
    approver: namedApprover(context.directory, step.approver),
    required: step.required,
    approvals: answer(index + 1),
  }))
  return {
    step: row.step,
    steps: row.chain.steps.length,
    required: row.chain.steps[row.step - 1]?.required ?? 1,
    approvals: answer(row.step),
    approvers: approversOf(row, context).map((person) => ({ id: person.id, name: person.name })),
    started_at: row.stepStartedAt.toISOString(),
    due_at: row.stepDueAt.toISOString(),
    overdue: row.status === 'pending' && row.stepDueAt.getTime() < context.now.getTime(),
    chain,
  }
}

/** The one mapping from a stored requisition to contract section 10's JSON. */
function toRequisition(row: Stored, context: Context): Requisition {
  const { hiring_manager_id: managerId, ...fields } = fieldsOf(row)
  const manager = managerId === null ? undefined : context.directory.people.get(managerId)
  return {
    id: row.id,
    ...fields,
    hiring_manager: manager ? { id: manager.id, name: manager.name } : null,
    status: row.status,
    requested_by: { id: row.requestedById, name: row.requestedByName },
    approval: approvalOf(row, context),
    job_ids: context.jobIds.get(row.id) ?? [],
    hires: context.hires.get(row.id) ?? 0,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    decided_at: row.decidedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** API field names → columns, for the fields present. */
function toColumns(fields: Partial<RequisitionFields>) {
  return {
    ...(fields.title !== undefined ? { title: fields.title } : {}),
    ...(fields.department !== undefined ? { department: fields.department } : {}),
    ...(fields.location !== undefined ? { location: fields.location } : {}),
    ...(fields.employment_type !== undefined ? { employmentType: fields.employment_type } : {}),
    ...(fields.workplace !== undefined ? { workplace: fields.workplace } : {}),
    ...(fields.headcount !== undefined ? { headcount: fields.headcount } : {}),
    ...(fields.salary_min !== undefined ? { salaryMin: fields.salary_min } : {}),
    ...(fields.salary_max !== undefined ? { salaryMax: fields.salary_max } : {}),
    ...(fields.salary_currency !== undefined ? { salaryCurrency: fields.salary_currency } : {}),
    ...(fields.reason !== undefined ? { reason: fields.reason } : {}),
    ...(fields.replaces !== undefined ? { replaces: fields.replaces } : {}),
    ...(fields.hiring_manager_id !== undefined ? { hiringManagerId: fields.hiring_manager_id } : {}),
    ...(fields.target_start_date !== undefined ? { targetStartDate: fields.target_start_date } : {}),
    ...(fields.priority !== undefined ? { priority: fields.priority } : {}),
    ...(fields.description !== undefined ? { description: fields.description } : {}),
  }
}

/** The stored fields in the API's names, for rules and diffs. */
export function fieldsOf(row: Stored): RequisitionFields {
  return {
    title: row.title,
    department: row.department,
    location: row.location,
    employment_type: row.employmentType,
    workplace: row.workplace,
    headcount: row.headcount,
    salary_min: row.salaryMin,
    salary_max: row.salaryMax,
    salary_currency: row.salaryCurrency,
    reason: row.reason,
    replaces: row.replaces,
    hiring_manager_id: row.hiringManagerId,
    target_start_date: row.targetStartDate,
    priority: row.priority,
    description: row.description,
  }
}

const SORT_COLUMNS: SortColumns<RequisitionSortField> = {
  title: sql`lower(${requisitions.title})`,
  status: requisitions.status,
  priority: requisitions.priority,
  created_at: requisitions.createdAt,
  target_start_date: requisitions.targetStartDate,
}

/** Sees every requisition of the company, not only their own. */
const seesAll = (viewer: Viewer) => hasAnyPermission(viewer, REQUISITION_ACCESS.list)

function waitingFor(viewer: Viewer): SQL {
  return waitingForApprover({ id: viewer.id, isOwner: viewer.is_owner, roleId: viewer.roleId, mayApprove: hasAnyPermission(viewer, REQUISITION_ACCESS.approve) })
}

/**
 * A page of the company's requisitions (only the viewer's own for a holder of requisition.add
 * alone). `q` matches words anywhere (English stemming) or title words by their start.
 */
export async function listRequisitions(scope: CompanyScope, query: RequisitionListQuery, viewer: Viewer, now: Date): Promise<ListPage<Requisition>> {
  const titleWords = query.q ? titleWordsQuery(query.q) : null
  const page = await listPage(scope, requisitions, {
    rows: scope.db.select(requisitionColumns).from(requisitions).$dynamic(),
    where: [
      seesAll(viewer) ? undefined : eq(requisitions.requestedById, viewer.id),
      query.q
        ? or(
            sql`${requisitions.search} @@ websearch_to_tsquery('english', ${query.q})`,
            titleWords ? sql`${requisitions.titleWords} @@ to_tsquery('simple', ${titleWords})` : undefined,
          )
        : undefined,
      query.status === undefined ? undefined : eq(requisitions.status, query.status),
      query.department === undefined ? undefined : eq(requisitions.department, query.department),
      query.priority === undefined ? undefined : eq(requisitions.priority, query.priority),
      query.waiting_for_me === 'true' ? waitingFor(viewer) : query.waiting_for_me === 'false' ? sql`not (${waitingFor(viewer)})` : undefined,
      query.overdue === undefined ? undefined : isOverdue(query.overdue === 'true', now),
    ],
    query,
    sorts: SORT_COLUMNS,
    defaultSort: REQUISITION_DEFAULT_SORT,
    toItem: (row) => row,
  })
  const context = await loadContext(scope, page.data, now)
  return { ...page, data: page.data.map((row) => toRequisition(row, context)) }
}

function isOverdue(overdue: boolean, now: Date): SQL {
  const condition = overdueStep(now)
  return overdue ? condition : sql`not (${condition})`
}

/** The departments the company's requisitions use, sorted. */
export async function listRequisitionDepartments(scope: CompanyScope): Promise<string[]> {
  const rows = await scope.db
    .selectDistinct({ department: requisitions.department })
    .from(requisitions)
    .where(scope.where(requisitions))
    .orderBy(requisitions.department)
  return rows.map((row) => row.department)
}

/** The row, or a 404 when it is another company's or the viewer may not see it; `lock` reads it FOR UPDATE. */
async function readRow(scope: CompanyScope, id: number, viewer: Viewer | null, lock = false): Promise<Stored> {
  const query = scope.db
    .select(requisitionColumns)
    .from(requisitions)
    .where(scope.where(requisitions, eq(requisitions.id, id)))
  const [row] = lock ? await query.for('update') : await query
  if (!row || (viewer && !seesAll(viewer) && row.requestedById !== viewer.id)) throw notFound('Requisition')
  return row
}

export async function findRequisition(scope: CompanyScope, id: number, viewer: Viewer, now: Date): Promise<Requisition> {
  const row = await readRow(scope, id, viewer)
  return toRequisition(row, await loadContext(scope, [row], now))
}

export async function readRequisitionHistory(scope: CompanyScope, id: number, viewer: Viewer): Promise<RequisitionHistoryEntry[]> {
  await readRow(scope, id, viewer)
  const entries = await readHistory(scope, SUBJECT, id)
  return entries.map((entry) => ({ ...entry, step: typeof entry.step === 'number' ? entry.step : null }))
}

/** The company's chain as stored, or the default one. */
export async function readChainDefinition(scope: CompanyScope): Promise<ApprovalChainDefinition> {
  const [chain] = await scope.db
    .select({ steps: approvalChains.steps, slaDays: approvalChains.slaDays })
    .from(approvalChains)
    .where(scope.where(approvalChains))
  return chain ? { steps: chain.steps, sla_days: chain.slaDays } : DEFAULT_APPROVAL_CHAIN
}

export async function saveChainDefinition(scope: CompanyScope, chain: ApprovalChainDefinition, now: Date): Promise<void> {
  await scope.db
    .insert(approvalChains)
    .values({ companyId: scope.companyId, steps: chain.steps, slaDays: chain.sla_days, updatedAt: now })
    .onConflictDoUpdate({ target: approvalChains.companyId, set: { steps: chain.steps, slaDays: chain.sla_days, updatedAt: now } })
}

export async function createRequisition(scope: CompanyScope, fields: RequisitionFields, viewer: Viewer, now: Date): Promise<Requisition> {
  return scope.transaction(async (tx) => {
    const [row] = await tx.db
      .insert(requisitions)
      .values({
        companyId: tx.companyId,
        title: fields.title,
        department: fields.department,
        employmentType: fields.employment_type,
        workplace: fields.workplace,
        ...toColumns(fields),
        requestedById: viewer.id,
        requestedByName: viewer.name,
        createdAt: now,
        updatedAt: now,
      })
      .returning(requisitionColumns)
    if (!row) throw new Error('The requisition was not created')
    await recordActivity(tx, { subjectType: SUBJECT, subjectId: row.id, action: 'created', actor: actorOfViewer(viewer), details: { step: null } }, now)
    return toRequisition(row, await loadContext(tx, [row], now))
  })
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
function refuseUnlessAllowed(row: Stored, context: Context, viewer: Viewer, action: RequisitionAction, decidedStep?: number): Set<CallerKind> {
  const refusal = transitionRefusal(row.status, action)
  if (refusal) throw conflict(refusal)
  const decision = REQUISITION_WORKFLOW[action].by.includes('approver')
  if (decision && decidedStep !== undefined && decidedStep !== row.step) {
    throw conflict(`This requisition has moved on from step ${decidedStep}; it is at step ${row.step ?? '-'} now`)
  }
  const kinds = callerKinds(toRequisition(row, context), viewer)
  if (callerMay(kinds, action)) return kinds
  if (action === 'approve' && alreadyApproved(row, context, viewer.id)) throw conflict('You have already approved this step')
  if (decision) {
    throw forbidden(row.requestedById === viewer.id ? 'You cannot decide on your own requisition' : 'You are not an approver of this step')
  }
  throw forbidden(`You do not have permission to change this requisition: only its requester or an editor may`)
}

function alreadyApproved(row: Stored, context: Context, userId: number): boolean {
  return context.approvals.some(
    (approval) => approval.requisitionId === row.id && approval.round === row.round && approval.step === row.step && approval.userId === userId,
  )
}

/** The columns that start the current step's clock now: it is due after the chain's SLA. */
function stepClock(chain: ApprovalChainDefinition, now: Date) {
  return { stepStartedAt: now, stepDueAt: new Date(now.getTime() + chain.sla_days * DAY_MS), stepReminded: false }
}

/** The columns that start step `step` of a chain now, with no approvals yet. */
function stepStart(chain: ApprovalChainDefinition, step: number, now: Date) {
  return { step, stepApprovedBy: [], ...stepClock(chain, now) }
}

/**
 * Writes `changes` only if the requisition is still as it was read (status, round and step):
 * the compare-and-set that makes one of two concurrent decisions lose with a 409. On
 * PostgreSQL the UPDATE waits for a concurrent writer's commit and then re-checks its WHERE.
 */
async function compareAndSet(scope: CompanyScope, row: Stored, changes: PgUpdateSetSource<typeof requisitions>, now: Date): Promise<Stored> {
  const [updated] = await scope.db
    .update(requisitions)
    .set({ ...changes, updatedAt: now })
    .where(
      scope.where(
        requisitions,
        eq(requisitions.id, row.id),
        eq(requisitions.status, row.status),
        eq(requisitions.round, row.round),
        row.step === null ? sql`${requisitions.step} is null` : eq(requisitions.step, row.step),
      ),
    )
    .returning(requisitionColumns)
  if (!updated) throw conflict('Someone else changed this requisition at the same time; reload it and try again')
  return updated
}

/** The mail that tells the approvers of the row's current step it waits for them. */
function stepNotice(row: Stored, context: Context): RequisitionNotice[] {
  const approvers = approversOf(row, context)
  return approvers.length > 0 ? [{ kind: 'step_waiting', requisition: toRequisition(row, context), to: approvers }] : []
}

function requesterNotice(kind: 'approved' | 'rejected', row: Stored, context: Context, comment: string | null): RequisitionNotice[] {
  const requester = row.requestedById === null ? undefined : context.directory.people.get(row.requestedById)
  return requester?.active ? [{ kind, requisition: toRequisition(row, context), to: [requester], comment }] : []
}

interface Decision {
  comment: string | null
  step?: number | undefined
}

/**
 * approve, reject, hold, resume, submit and cancel: the workflow's checks, one compare-and-set
 * write, the history entry (with its step) and the mails it calls for.
 */
export async function act(
  scope: CompanyScope,
  id: number,
  viewer: Viewer,
  action: 'approve' | 'reject' | 'hold' | 'resume' | 'submit' | 'cancel',
  decision: Decision,
  now: Date,
): Promise<Changed> {
  return scope.transaction(async (tx) => {
    const row = await readRow(tx, id, viewer)
    const context = await loadContext(tx, [row], now)
    refuseUnlessAllowed(row, context, viewer, action, decision.step)
    const actor = actorOfViewer(viewer)
    const record = (updated: Stored, name: string, step: number | null) =>
      recordActivity(
        tx,
        {
          subjectType: SUBJECT,
          subjectId: id,
          action: name,
          actor,
          comment: decision.comment,
          changes: diffChanges({ status: row.status }, { status: updated.status }, ['status']),
          details: { step },
        },
        now,
      )

    if (action === 'approve') return approve(tx, row, context, viewer, decision.comment, now)

    if (action === 'submit') {
      const chain = await readChainDefinition(tx)
      const updated = await compareAndSet(
        tx,
        row,
        { status: 'pending', chain, round: row.round + 1, ...stepStart(chain, 1, now), submittedAt: now, decidedAt: null },
        now,
      )
      await record(updated, 'submitted', 1)
      const fresh = { ...context, approvals: [] }
      return { requisition: toRequisition(updated, fresh), notices: stepNotice(updated, fresh) }
    }

    const changes =
      action === 'reject'
        ? { status: 'rejected' as const, decidedAt: now }
        : action === 'hold'
          ? { status: 'on_hold' as const }
          : action === 'resume'
            ? { status: 'pending' as const, ...(row.chain ? stepClock(row.chain, now) : {}) }
            : { status: 'cancelled' as const }
    const updated = await compareAndSet(tx, row, changes, now)
    const names = { reject: 'rejected', hold: 'held', resume: 'resumed', cancel: 'cancelled' } as const
    await record(updated, names[action], row.step)
    const notices = action === 'reject' ? requesterNotice('rejected', updated, context, decision.comment) : []
    return { requisition: toRequisition(updated, context), notices }
  })
}

/** Counts one approval; a complete step moves to the next, the last one approves the requisition. */
async function approve(tx: CompanyScope, row: Stored, context: Context, viewer: Viewer, comment: string | null, now: Date): Promise<Changed> {
  const chain = row.chain ?? DEFAULT_APPROVAL_CHAIN
  const step = row.step ?? 1
  // First the compare-and-set: it holds the row until commit, so concurrent approvals count one by one.
  let updated = await compareAndSet(tx, row, { stepApprovedBy: sql`array_append(${requisitions.stepApprovedBy}, ${viewer.id}::integer)` }, now)
  try {
    await tx.insert(requisitionApprovals, { requisitionId: row.id, round: row.round, step, userId: viewer.id, userName: viewer.name, at: now })
  } catch (error) {
    if (isUniqueViolation(error, 'requisition_approvals_once_unique')) throw conflict('You have already approved this step')
    throw error
  }
  const approvals = [...context.approvals, { requisitionId: row.id, round: row.round, step, userId: viewer.id, userName: viewer.name, at: now }]
  const [counted] = await tx.db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(requisitionApprovals)
    .where(
      tx.where(
        requisitionApprovals,
        eq(requisitionApprovals.requisitionId, row.id),
        eq(requisitionApprovals.round, row.round),
        eq(requisitionApprovals.step, step),
      ),
    )
  const required = chain.steps[step - 1]?.required ?? 1
  const complete = (counted?.count ?? 0) >= required
  const last = step >= chain.steps.length
  if (complete) {
    const [written] = await tx.db
      .update(requisitions)
      .set(last ? { status: 'approved', decidedAt: now, updatedAt: now } : { ...stepStart(chain, step + 1, now), updatedAt: now })
      .where(tx.where(requisitions, eq(requisitions.id, row.id)))
      .returning(requisitionColumns)
    if (!written) throw notFound('Requisition')
    updated = written
  }
  await recordActivity(
    tx,
    {
      subjectType: SUBJECT,
      subjectId: row.id,
      action: 'approved',
      actor: actorOfViewer(viewer),
      comment,
      changes: diffChanges({ status: row.status, step: row.step }, { status: updated.status, step: updated.step }, ['status', 'step']),
      details: { step },
    },
    now,
  )
  const after = { ...context, approvals }
  const notices = !complete ? [] : last ? requesterNotice('approved', updated, after, null) : stepNotice(updated, after)
  return { requisition: toRequisition(updated, after), notices }
}

/**
 * PATCH (contract section 10): draft and rejected are edited; pending and on hold are edited and
 * their chain restarts at step 1 (earlier approvals void: a new round); approved goes back to
 * pending at step 1 when a field of REAPPROVAL_FIELDS changes, and the history's `edited` entry
 * shows the approvers what changed. `check` refuses the merged fields by throwing.
 */
export async function updateRequisition(
  scope: CompanyScope,
  id: number,
  viewer: Viewer,
  input: Partial<RequisitionFields>,
  /** Reads through `tx`: on the embedded database a read outside the transaction waits for it to end. */
  check: (merged: RequisitionFields, stored: RequisitionFields, tx: CompanyScope) => Promise<void>,
  now: Date,
): Promise<Changed> {
  return scope.transaction(async (tx) => {
    const row = await readRow(tx, id, viewer, true)
    const context = await loadContext(tx, [row], now)
    refuseUnlessAllowed(row, context, viewer, 'edit')
    const stored = fieldsOf(row)
    // Only what differs is written, so sending the whole form back changes nothing else.
    const changed = Object.fromEntries(
      Object.entries(input).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(stored[field as keyof RequisitionFields])),
    ) as Partial<RequisitionFields>
    const merged = { ...stored, ...changed }
    await check(merged, stored, tx)
    const fields = Object.keys(changed) as (keyof RequisitionFields)[]
    if (fields.length === 0) return { requisition: toRequisition(row, context), notices: [] }

    const restarts =
      row.status === 'pending' || row.status === 'on_hold' || (row.status === 'approved' && fields.some((field) => (REAPPROVAL_FIELDS as readonly string[]).includes(field)))
    const chain = row.chain ?? DEFAULT_APPROVAL_CHAIN
    const [written] = await tx.db
      .update(requisitions)
      .set({
        ...toColumns(changed),
        ...(restarts ? { status: 'pending' as const, round: row.round + 1, ...stepStart(chain, 1, now), decidedAt: null } : {}),
        updatedAt: now,
      })
      .where(tx.where(requisitions, eq(requisitions.id, id)))
      .returning(requisitionColumns)
    if (!written) throw notFound('Requisition')
    const actor = actorOfViewer(viewer)
    await recordActivity(
      tx,
      { subjectType: SUBJECT, subjectId: id, action: 'edited', actor, changes: diffChanges(stored, merged, fields), details: { step: row.step } },
      now,
    )
    if (!restarts) return { requisition: toRequisition(written, context), notices: [] }
    await recordActivity(
      tx,
      {
        subjectType: SUBJECT,
        subjectId: id,
        action: 'restarted',
        actor,
        changes: diffChanges({ status: row.status, step: row.step }, { status: written.status, step: written.step }, ['status', 'step']),
        details: { step: 1, fields },
      },
      now,
    )
    const fresh = { ...context, approvals: [] }
    const notices = stepNotice(written, fresh).map((notice) => ({ ...notice, changes: diffChanges(stored, merged, fields) }))
    return { requisition: toRequisition(written, fresh), notices }
  })
}

export async function deleteRequisition(scope: CompanyScope, id: number, viewer: Viewer, now: Date): Promise<void> {
  await scope.transaction(async (tx) => {
    const row = await readRow(tx, id, null, true)
    refuseUnlessAllowed(row, await loadContext(tx, [row], now), viewer, 'delete')
    await tx.remove(requisitions, id, 'Requisition')
    await recordActivity(tx, { subjectType: SUBJECT, subjectId: id, action: 'deleted', actor: actorOfViewer(viewer), details: { step: null } }, now)
  })
}

/** The company user named as hiring manager exists and is active. */
export async function isActiveUser(scope: CompanyScope, userId: number): Promise<boolean> {
  const person = (await loadDirectory(scope)).people.get(userId)
  return person?.active ?? false
}

/** For the approval chain's PUT: which of these role and user ids are not the company's. */
export async function unknownApproverIds(scope: CompanyScope, chain: ApprovalChainDefinition): Promise<number[]> {
  const directory = await loadDirectory(scope)
  return chain.steps.flatMap((step, index) =>
    (step.approver.type === 'role' && !directory.roles.has(step.approver.role_id)) ||
    (step.approver.type === 'user' && !directory.people.has(step.approver.user_id))
      ? [index]
      : [],
  )
}

/**
 * Claims every overdue step not yet reminded, across companies, with one UPDATE … RETURNING: two
 * processes sweeping at once never claim the same step, so each step is reminded once. Answers
 * the reminders to send, each step's history noting it.
 */
export async function claimOverdueSteps(db: Database, now: Date): Promise<RequisitionNotice[]> {
  const claimed = await db
    .update(requisitions)
    .set({ stepReminded: true })
    .where(and(eq(requisitions.status, 'pending'), eq(requisitions.stepReminded, false), sql`${requisitions.stepDueAt} <= ${now.toISOString()}`))
    .returning({ companyId: requisitions.companyId, ...requisitionColumns })
  const notices: RequisitionNotice[] = []
  for (const companyId of new Set(claimed.map((row) => row.companyId))) {
    const scope = new CompanyScope(db, companyId)
    const rows = claimed.filter((row) => row.companyId === companyId)
    const context = await loadContext(scope, rows, now)
    for (const row of rows) {
      await recordActivity(scope, { subjectType: SUBJECT, subjectId: row.id, action: 'reminded', actor: null, details: { step: row.step } }, now)
      const to = approversOf(row, context)
      if (to.length > 0) notices.push({ kind: 'overdue', requisition: toRequisition(row, context), to })
    }
  }
  return notices
}
