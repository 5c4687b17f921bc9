import { DEFAULT_OFFER_APPROVAL_CHAIN } from '@common/approval-chain'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { CompanyScope } from '../../db/company-scope'
import { applications, pipelineStages } from '../../db/schema/applicants'
import { offers, type OfferRow } from '../../db/schema/offers'
import { DAY_MS } from '../../lib/clock'
import { addMember, createAccount, insertApplicant, insertJob } from '../../test/factories'
import { useTestServer } from '../../test/test-server'
import {
  approvalState,
  approveStep,
  claimOverdueSteps,
  compareAndSet,
  loadApprovals,
  loadDirectory,
  offerApprovalSubject as subject,
  overdueStep,
  readChainDefinition,
  restartChain,
  startChain,
  waitingForApprover,
} from '.'

/**
 * The approval engine on the offers table (contract section 17), as the offers module will call
 * it: submit, M of N approvals, the race of two approvers, a restart, "waiting for me" and the
 * overdue claim. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

const server = useTestServer()

type Member = Awaited<ReturnType<typeof addMember>>
let owner: Awaited<ReturnType<typeof createAccount>>
let maker: Member
let approverA: Member
let approverB: Member
/** Approves requisitions only: never an offer's approver. */
let requisitionApprover: Member
let scope: CompanyScope
let stageId: number

beforeAll(async () => {
  owner = await createAccount(server.db, { subscription: { plan: 'business' } })
  const companyId = owner.company.id
  maker = await addMember(server.db, companyId, ['offer.add', 'offer.edit', 'offer_approve.allow'], { name: 'Mia Maker' })
  approverA = await addMember(server.db, companyId, ['offer_approve.allow'], { name: 'Ada Approver' })
  approverB = await addMember(server.db, companyId, ['offer_approve.allow'], { name: 'Ben Approver' })
  requisitionApprover = await addMember(server.db, companyId, ['requisition_approve.allow'], { name: 'Rex Requisitions' })
  scope = new CompanyScope(server.db, companyId)
  const [stage] = await server.db.insert(pipelineStages).values({ companyId, name: 'Offer', kind: 'in_progress', position: 1 }).returning({ id: pipelineStages.id })
  stageId = stage!.id
})

const person = (member: Member | typeof owner) => ({ id: member.user.id, name: member.user.name })

/** A draft offer of a new application, made by `maker`. */
async function draftOffer(): Promise<OfferRow> {
  const companyId = owner.company.id
  const job = await insertJob(server.db, companyId)
  const applicant = await insertApplicant(server.db, companyId)
  const [application] = await server.db.insert(applications).values({ companyId, applicantId: applicant.id, jobId: job.id, stageId }).returning({ id: applications.id })
  const [offer] = await server.db
    .insert(offers)
    .values({
      companyId,
      applicationId: application!.id,
      jobId: job.id,
      jobTitle: job.title,
      startDate: '2027-01-04',
      salary: 80_000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'year',
      employmentType: 'full_time',
      expiresAt: new Date(server.clock.now().getTime() + 14 * DAY_MS),
      letter: 'Dear candidate',
      createdById: maker.user.id,
      createdByName: maker.user.name,
    })
    .returning()
  return offer!
}

async function saveChain(steps: unknown[], slaDays = 3) {
  const response = await server.api('PUT', 'settings/offer-approval-chain', { steps, sla_days: slaDays }, { token: owner.token })
  expect(response.status).toBe(200)
}

/** Submits the offer to the company's offer chain, as the offers module's submit does. */
function submit(offer: OfferRow) {
  return scope.transaction(async (tx) => {
    const chain = await readChainDefinition(tx, 'offer')
    return compareAndSet(tx, subject, offer, startChain(subject, offer, chain, server.clock.now()), server.clock.now())
  })
}

/** One approval, deciding on the row as the caller last read it. */
const approve = (offer: OfferRow, approver: Member) =>
  scope.transaction((tx) => approveStep(tx, subject, offer, person(approver), DEFAULT_OFFER_APPROVAL_CHAIN, server.clock.now()))

async function answerOf(offer: OfferRow) {
  const [approvals, directory] = await Promise.all([loadApprovals(scope, subject, [offer.id]), loadDirectory(scope)])
  return approvalState(subject, offer, approvals, directory, server.clock.now())
}

async function waitingFor(member: Member, isOwner = false) {
  const condition = waitingForApprover(subject, { id: member.user.id, isOwner, roleId: member.role?.id ?? null, mayApprove: true })
  const rows = await server.db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.companyId, owner.company.id), condition))
  return rows.map((row) => row.id)
}

describe('the approval engine on offers', () => {
  it('submits to the offer chain, counts two of two approvals, and approves', async () => {
    await saveChain([{ approver: { type: 'any' }, required: 2 }])
    const offer = await submit(await draftOffer())
    expect(offer).toMatchObject({ status: 'pending_approval', round: 1, step: 1 })
    // Offer approvers only: not the maker, not those who approve requisitions alone; the owner always.
    expect((await answerOf(offer))?.approvers.map((approver) => approver.name)).toEqual(['Ada Approver', 'Ben Approver', owner.user.name].sort((a, b) => a.localeCompare(b)))
    expect(await waitingFor(approverA)).toContain(offer.id)
    expect(await waitingFor(maker)).not.toContain(offer.id)
    expect((await answerOf(offer))?.approvers.map((approver) => approver.id)).not.toContain(requisitionApprover.user.id)

    const first = await approve(offer, approverA)
    expect(first).toMatchObject({ step: 1, complete: false, updated: { status: 'pending_approval', step: 1 } })
    expect(await waitingFor(approverA)).not.toContain(offer.id)
    expect((await answerOf(first.updated))?.approvals.map((approval) => approval.user.name)).toEqual(['Ada Approver'])

    const second = await approve(first.updated, approverB)
    expect(second).toMatchObject({ complete: true, last: true, updated: { status: 'approved' } })
    expect(second.updated.decidedAt).not.toBeNull()
  })

  it('refuses the same approver twice on a step with 409', async () => {
    await saveChain([{ approver: { type: 'any' }, required: 2 }])
    const offer = await submit(await draftOffer())
    const first = await approve(offer, approverA)
    await expect(approve(first.updated, approverA)).rejects.toMatchObject({ status: 409, message: 'You have already approved this step' })
  })

  it('two approvers racing on a one-approval step: one wins, the other gets 409', async () => {
    await saveChain([{ approver: { type: 'any' } }, { approver: { type: 'user', user_id: approverB.user.id } }])
    const offer = await submit(await draftOffer())
    const results = await Promise.allSettled([approve(offer, approverA), approve(offer, approverB)])
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected'])
    const lost = results.find((result) => result.status === 'rejected')
    expect(lost?.reason).toMatchObject({ status: 409, message: 'Someone else changed this offer at the same time; reload it and try again' })
    const [row] = await server.db.select().from(offers).where(eq(offers.id, offer.id))
    expect(row).toMatchObject({ status: 'pending_approval', step: 2 })
    expect((await answerOf(row!))?.chain[0]?.approvals).toHaveLength(1)
  })

  it('restarts the chain in a new round: earlier approvals are void', async () => {
    await saveChain([{ approver: { type: 'any' } }])
    const approved = (await approve(await submit(await draftOffer()), approverA)).updated
    expect(approved.status).toBe('approved')
    const restarted = await scope.transaction((tx) =>
      compareAndSet(tx, subject, approved, { salary: 95_000, ...restartChain(subject, approved, DEFAULT_OFFER_APPROVAL_CHAIN, server.clock.now()) }, server.clock.now()),
    )
    expect(restarted).toMatchObject({ status: 'pending_approval', round: 2, step: 1, decidedAt: null })
    expect(await answerOf(restarted)).toMatchObject({ step: 1, approvals: [] })
    expect((await answerOf(restarted))?.approvers.map((approver) => approver.id)).toContain(approverA.user.id)
  })

  it('finds an overdue step and claims its reminder once', async () => {
    await saveChain([{ approver: { type: 'any' } }], 1)
    const offer = await submit(await draftOffer())
    server.clock.advance(2 * DAY_MS)
    const overdue = await server.db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.companyId, owner.company.id), overdueStep(subject, server.clock.now())))
    expect(overdue.map((row) => row.id)).toContain(offer.id)
    const [one, two] = await Promise.all([claimOverdueSteps(server.db, subject, server.clock.now()), claimOverdueSteps(server.db, subject, server.clock.now())])
    const claimed = [...one!, ...two!].filter((row) => row.id === offer.id)
    expect(claimed).toHaveLength(1)
    expect(claimed[0]).toMatchObject({ companyId: owner.company.id, stepReminded: true })
    expect((await claimOverdueSteps(server.db, subject, server.clock.now())).map((row) => row.id)).not.toContain(offer.id)
  })

  it('keeps the offer chain apart from the requisitions one, with only_out_of_range', async () => {
    await server.api('PUT', 'settings/offer-approval-chain', { steps: [{ approver: { type: 'any' } }], sla_days: 5, only_out_of_range: true }, { token: owner.token })
    expect(await readChainDefinition(scope, 'offer')).toMatchObject({ sla_days: 5, only_out_of_range: true })
    expect(await readChainDefinition(scope, 'requisition')).toEqual({ steps: [{ approver: { type: 'any' }, required: 1 }], sla_days: 3 })
  })
})
