import { DEFAULT_REJECTION_REASONS } from '@common/pipeline'
import { jobFieldsSchema, jobRuleProblems, type Job } from '@common/jobs'
import { PLAN_FEATURES, planIncludes, type PlanFeature } from '@common/plans'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companies } from '../db/schema/companies'
import { subscriptions } from '../db/schema/subscriptions'
import { createAccount } from '../test/factories'
import { useTestServer } from '../test/test-server'
import { seedDemo } from './demo'
import { DEMO_APPLICANTS } from './demo-applicants'
import { DEMO_EMPLOYEES } from './demo-employees'
import { DEMO_JOBS } from './demo-jobs'

const server = useTestServer()

describe('seedDemo', () => {
  it('creates a company with an owner, colleagues in different roles, an active subscription and jobs, once', async () => {
    const demo = await seedDemo(server.db, server.clock.now())
    expect(demo?.users.map((user) => user.role)).toEqual(['Owner', 'Recruiter', 'Hiring Manager', 'HR Admin', 'Viewer', 'Finance'])
    expect(demo?.password).toMatch(/^[A-Za-z0-9_-]{16}$/)
    if (!demo) return

    const signIns = await Promise.all(demo.users.map((user) => server.post('login', { email: user.email, password: demo.password })))
    expect(signIns.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200])
    const [owner, recruiter, , , viewer, finance] = signIns.map((response) => response.body)
    expect(owner).toMatchObject({ user: { name: 'Dana Reyes', is_owner: true }, subscription: { status: 'active', plan: 'business' } })
    // The demo shows employees and requisitions: its plan must include every feature it shows.
    for (const feature of Object.keys(PLAN_FEATURES) as PlanFeature[]) expect(planIncludes(owner.subscription.plan, feature), feature).toBe(true)
    expect(owner.user.company_settings.company_name).toBe('Acme Robotics')
    expect(recruiter.permissions.job).toEqual(['view', 'add', 'edit'])
    expect(viewer.permissions).not.toHaveProperty('user')
    const permissionSets = signIns.slice(1).map((response) => JSON.stringify(response.body.permissions))
    expect(new Set(permissionSets).size).toBe(5)

    const jobList = await server.get('jobs?per_page=100', { token: owner.token })
    expect(jobList.body.meta.total).toBe(DEMO_JOBS.length)
    expect(new Set(jobList.body.data.map((job: { status: string }) => job.status))).toEqual(new Set(['draft', 'published', 'closed']))
    // Every demo job passes the rules a user's would; only closed ones may have closed in the past.
    const today = server.clock.now().toISOString().slice(0, 10)
    for (const job of jobList.body.data as Job[]) {
      expect(jobFieldsSchema.safeParse(job).error, job.title).toBeUndefined()
      expect(jobRuleProblems(job, today, job.status !== 'closed'), job.title).toEqual([])
      expect(job.description).toMatch(/^## /)
    }
    expect((await server.get('jobs/departments', { token: owner.token })).body.data.length).toBeGreaterThan(4)

    const chain = await server.get('settings/approval-chain', { token: owner.token })
    expect(chain.body).toEqual({
      steps: [
        { approver: { type: 'any' }, required: 1 },
        { approver: { type: 'role', role_id: expect.any(Number), name: 'Finance' }, required: 1 },
      ],
      sla_days: 3,
    })
    // Offers in each state a recruiter meets, made through the module's writes: the hiring manager
    // approved them, the signed one has its signature, hashed letter and the candidate's history.
    const offerList = await server.get('offers?per_page=100&sort=created_at', { token: owner.token })
    expect(offerList.body.data.map((offer: { status: string }) => offer.status)).toEqual(['accepted', 'sent', 'pending_approval', 'draft'])
    const [signed, sent] = offerList.body.data as { id: number }[]
    const signedOffer = (await server.get(`offers/${signed?.id}`, { token: owner.token })).body
    expect(signedOffer).toMatchObject({ salary: 172_000, signature: { name: 'Priya Raman' }, document_sha256: expect.stringMatching(/^[0-9a-f]{64}$/) })
    expect(signedOffer.approval.approvals).toEqual([expect.objectContaining({ user: expect.objectContaining({ name: 'Morgan Patel' }) })])
    const signedHistory = (await server.get(`offers/${signed?.id}/history`, { token: owner.token })).body.data
    expect(signedHistory.map((entry: { action: string; actor: { name: string } | null }) => [entry.action, entry.actor?.name])).toEqual([
      ['created', 'Riley Chen'],
      ['submitted', 'Riley Chen'],
      ['approved', 'Morgan Patel'],
      ['sent', 'Riley Chen'],
      ['viewed', 'Priya Raman'],
      ['accepted', 'Priya Raman'],
    ])
    expect((await server.get(`offers/${sent?.id}`, { token: owner.token })).body.letter).toContain('the link to it was emailed to you')
    const manager = signIns[2]?.body
    expect((await server.get('offers?waiting_for_me=true', { token: manager.token })).body.data).toEqual([expect.objectContaining({ status: 'pending_approval' })])
    const requisitionList = await server.get('requisitions?per_page=100', { token: owner.token })
    expect(new Set(requisitionList.body.data.map((requisition: { status: string }) => requisition.status))).toEqual(
      new Set(['draft', 'pending', 'on_hold', 'approved', 'rejected', 'cancelled', 'filled']),
    )
    // Finance has a step waiting (overdue), and every requisition has its story in its history.
    const waiting = await server.get('requisitions?waiting_for_me=true', { token: finance.token })
    expect(waiting.body.data.map((requisition: { title: string }) => requisition.title)).toContain('Senior Controls Engineer')
    expect((await server.get('requisitions?overdue=true', { token: finance.token })).body.meta.total).toBeGreaterThan(0)
    for (const requisition of requisitionList.body.data as { id: number; status: string }[]) {
      const history = await server.get(`requisitions/${requisition.id}/history`, { token: owner.token })
      expect(history.body.data[0].action).toBe('created')
      if (requisition.status !== 'draft') expect(history.body.data.length).toBeGreaterThan(1)
    }
    // A working pipeline: applicants in every stage, found by words of their resumes.
    const applicantList = await server.get('applicants?per_page=100', { token: owner.token })
    expect(applicantList.body.meta.total).toBe(DEMO_APPLICANTS.length)
    const stagesUsed = new Set(
      applicantList.body.data.flatMap((row: { applications: { stage: { kind: string } }[] }) => row.applications.map((application) => application.stage.kind)),
    )
    expect(stagesUsed).toEqual(new Set(['applied', 'in_progress', 'offer', 'hired']))
    const found = await server.get('applicants?q=Kalman', { token: owner.token })
    expect(found.body.data.map((row: { name: string }) => row.name)).toEqual(['Hannah Becker'])
    const robotics = jobList.body.data.find((job: { title: string }) => job.title === 'Senior Robotics Software Engineer')
    const board = await server.get(`jobs/${robotics.id}/pipeline`, { token: recruiter.token })
    expect(board.body.stages.map((stage: { application_count: number }) => stage.application_count)).toEqual([0, 1, 1, 1, 0])
    expect(board.body.rejected_count).toBe(1)
    const timeline = await server.get(`applicants/${found.body.data[0].id}/timeline`, { token: owner.token })
    expect(timeline.body.data.map((entry: { kind: string }) => entry.kind)).toEqual(['moved', 'applied', 'created'])

    // People: one reporting tree (the leaver is out of it), someone on leave, two starting soon and the demo's hire.
    const chart = await server.get('employees/org-chart', { token: owner.token })
    const leavers = DEMO_EMPLOYEES.filter((person) => person.status === 'terminated').length
    expect(leavers).toBeGreaterThan(0)
    expect(chart.body.data).toHaveLength(DEMO_EMPLOYEES.length + 1 - leavers)
    expect(chart.body.data.filter((person: { manager_id: number | null }) => person.manager_id === null)).toHaveLength(1)
    const staff = await server.get('employees?per_page=100', { token: owner.token })
    expect(new Set(staff.body.data.map((person: { status: string }) => person.status))).toEqual(new Set(['active', 'on_leave', 'terminated']))
    expect(staff.body.data.filter((person: { applicant_id: number | null }) => person.applicant_id !== null)).toHaveLength(1)
    const dashboard = await server.get('dashboard', { token: owner.token })
    expect(dashboard.body.employees.starting_soon).toBeGreaterThanOrEqual(2)

    // The reject dialogs offer the rejection template named after the chosen reason: one per reason, each valid.
    const rejectionTemplates = await server.get('email-templates?kind=rejection', { token: owner.token })
    const names = rejectionTemplates.body.data.map((template: { name: string }) => template.name)
    for (const reason of DEFAULT_REJECTION_REASONS) expect(names).toContain(reason)
    for (const template of rejectionTemplates.body.data as { subject: string; body: string }[]) {
      expect((await server.post('email-templates/preview', { subject: template.subject, body: template.body }, { token: owner.token })).status).toBe(200)
    }

    const [company] = await server.db.select().from(companies)
    const [subscription] = await server.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, company?.id ?? 0))
    expect(subscription?.currentPeriodEnd?.getTime()).toBeGreaterThan(server.clock.now().getTime())

    expect(await seedDemo(server.db, server.clock.now())).toBeUndefined()
    expect(await server.db.select().from(companies)).toHaveLength(1)
  })

  it('leaves a database that already has companies alone', async () => {
    await createAccount(server.db)
    const before = (await server.db.select().from(companies)).length
    expect(await seedDemo(server.db, server.clock.now())).toBeUndefined()
    expect(await server.db.select().from(companies)).toHaveLength(before)
  })
})
