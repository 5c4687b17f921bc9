import { DEFAULT_OFFER_APPROVAL_CHAIN } from '@common/approval-chain'
import type { Offer } from '@common/offers'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { CompanyScope } from '../../db/company-scope'
import type { offers } from '../../db/schema/offers'
import { conflict, forbidden } from '../../lib/errors'
import { alreadyApproved, approversOf, approveStep, compareAndSet, readChainDefinition, startChain, type Person } from '../../platform/approvals'
import { queueOfferApprovalMails, type Mailing } from './notices'
import {
  loadContext,
  offerSubject,
  outOfRange,
  readApplications,
  readBands,
  readRow,
  recordOfferEvent,
  refuseUnlessStatusAllows,
  toOffer,
  type OfferContext,
  type Stored,
  type Viewer,
} from './offer-record'

/**
 * How a submission goes (contract 17): with the company's offer chain set to `only_out_of_range`
 * and a salary inside the job's requisition band (same currency; a missing end unbounded), the
 * offer is approved at once with no chain; otherwise it waits at step 1 of the chain as it is now
 * (a snapshot: a later change of the chain does not touch it). No requisition, no band or another
 * currency counts as outside.
 */
export async function submission(tx: CompanyScope, row: Stored, salary: { salary: number; currency: string }, now: Date): Promise<PgUpdateSetSource<typeof offers>> {
  const chain = await readChainDefinition(tx, 'offer')
  const band = (await readBands(tx, [row.jobId])).get(row.jobId)
  if (chain.only_out_of_range && outOfRange(band, salary.salary, salary.currency) === false) {
    return { status: 'approved', approvalNeeded: false, decidedAt: now }
  }
  return { ...startChain(offerSubject, row, chain, now), approvalNeeded: true }
}

/** The people to mail when the row's current step starts waiting. */
export const waitingApprovers = (row: Stored, context: Pick<OfferContext, 'approvals' | 'directory'>) => approversOf(offerSubject, row, context.approvals, context.directory)

/** The offer's maker while their account is active: whom its approval or rejection is told. */
function makerOf(row: Stored, context: Pick<OfferContext, 'directory'>): Person[] {
  const maker = row.createdById === null ? undefined : context.directory.people.get(row.createdById)
  return maker?.active ? [maker] : []
}

async function candidateOf(tx: CompanyScope, row: Stored) {
  const application = (await readApplications(tx, [row.applicationId])).get(row.applicationId)
  if (!application) throw conflict('This offer’s application is gone')
  return application
}

/** POST submit: draft or rejected → pending_approval at step 1, or approved at once inside the band. */
export async function submitOffer(scope: CompanyScope, deps: Mailing, id: number, viewer: Viewer, comment: string | null, now: Date): Promise<Offer> {
  return scope.transaction(async (tx) => {
    const row = await readRow(tx, id)
    refuseUnlessStatusAllows(row, 'submit')
    const written = await compareAndSet(tx, offerSubject, row, await submission(tx, row, { salary: row.salary, currency: row.salaryCurrency }, now), now)
    const application = await candidateOf(tx, row)
    const context = await loadContext(tx, [written], now)
    if (written.status === 'approved') {
      await recordOfferEvent(
        tx,
        row,
        application.applicantId,
        { action: 'auto_approved', text: `Offer for ${row.jobTitle} approved: the salary is within the band`, actor: viewer, comment },
        now,
      )
      return toOffer(written, context)
    }
    await recordOfferEvent(
      tx,
      row,
      application.applicantId,
      { action: 'submitted', text: `Offer for ${row.jobTitle} submitted for approval`, actor: viewer, comment, step: 1 },
      now,
    )
    await queueOfferApprovalMails(tx, deps, { id, jobTitle: row.jobTitle, candidate: application.applicantName }, waitingApprovers(written, context), {
      kind: 'step_waiting',
      step: written.step,
      steps: written.chain?.steps.length ?? 1,
      dueAt: written.stepDueAt,
    })
    return toOffer(written, context)
  })
}

/**
 * A decider's checks, in the order the API refuses (contract 8 and 10): the status (409), a step
 * that moved on from the one they saw (409), then the caller: someone who approved this step
 * already (409), the offer's maker (403: never their own approver unless owner), or anyone who is
 * not an approver of the step (403).
 */
function refuseUnlessApprover(row: Stored, context: OfferContext, viewer: Viewer, action: 'approve' | 'reject', decidedStep: number | undefined): void {
  refuseUnlessStatusAllows(row, action)
  if (decidedStep !== undefined && decidedStep !== row.step) throw conflict(`This offer has moved on from step ${decidedStep}; it is at step ${row.step ?? '-'} now`)
  if (waitingApprovers(row, context).some((person) => person.id === viewer.id)) return
  if (alreadyApproved(row, context.approvals, viewer.id)) throw conflict('You have already approved this step')
  throw forbidden(row.createdById === viewer.id ? 'You cannot decide on an offer you made' : 'You are not an approver of this step')
}

/**
 * POST approve: one approval of the current step (M of N); a complete step moves on and mails
 * the next step's approvers, the last approves the offer and tells its maker. Of two concurrent
 * decisions on a step, the one that would land on a changed offer is a 409 (the engine's
 * compare-and-set), and the same person twice is a 409.
 */
export async function approveOffer(
  scope: CompanyScope,
  deps: Mailing,
  id: number,
  viewer: Viewer,
  input: { comment: string | null; step?: number | undefined },
  now: Date,
): Promise<Offer> {
  return scope.transaction(async (tx) => {
    const row = await readRow(tx, id)
    const context = await loadContext(tx, [row], now)
    refuseUnlessApprover(row, context, viewer, 'approve', input.step)
    const { updated, step, complete, last, approval } = await approveStep(tx, offerSubject, row, viewer, DEFAULT_OFFER_APPROVAL_CHAIN, now)
    const application = await candidateOf(tx, row)
    const steps = updated.chain?.steps.length ?? 1
    const text = complete && last ? `Offer for ${row.jobTitle} approved` : `Offer for ${row.jobTitle} approved at step ${step} of ${steps}`
    await recordOfferEvent(tx, row, application.applicantId, { action: 'approved', text, actor: viewer, comment: input.comment, step }, now)
    const after = { ...context, approvals: [...context.approvals, approval] }
    const mailed = { id, jobTitle: row.jobTitle, candidate: application.applicantName }
    if (complete && last) await queueOfferApprovalMails(tx, deps, mailed, makerOf(row, context), { kind: 'approved' })
    else if (complete) {
      await queueOfferApprovalMails(tx, deps, mailed, waitingApprovers(updated, after), { kind: 'step_waiting', step: updated.step, steps, dueAt: updated.stepDueAt })
    }
    return toOffer(updated, after)
  })
}

/** POST reject `{ comment }`: an approver of the current step ends the approval; the maker is told why and may edit and submit again. */
export async function rejectOffer(
  scope: CompanyScope,
  deps: Mailing,
  id: number,
  viewer: Viewer,
  input: { comment: string; step?: number | undefined },
  now: Date,
): Promise<Offer> {
  return scope.transaction(async (tx) => {
    const row = await readRow(tx, id)
    const context = await loadContext(tx, [row], now)
    refuseUnlessApprover(row, context, viewer, 'reject', input.step)
    const updated = await compareAndSet(tx, offerSubject, row, { status: 'rejected', decidedAt: now }, now)
    const application = await candidateOf(tx, row)
    await recordOfferEvent(
      tx,
      row,
      application.applicantId,
      { action: 'rejected', text: `Offer for ${row.jobTitle} rejected in approval`, actor: viewer, comment: input.comment, step: row.step },
      now,
    )
    await queueOfferApprovalMails(tx, deps, { id, jobTitle: row.jobTitle, candidate: application.applicantName }, makerOf(row, context), {
      kind: 'rejected',
      by: viewer.name,
      comment: input.comment,
    })
    return toOffer(updated, context)
  })
}
