import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CompanyScope } from './db/company-scope'
import { applications } from './db/schema/applicants'
import { HOUR_MS } from './lib/clock'
import { companyStages } from './modules/applicants/public'
import { remindLateScorecards } from './modules/scorecards/interview-sweeps'
import { addMember, createAccount, insertApplicant, insertInterview, insertJob, TEST_PASSWORD } from './test/factories'
import { useTestServer } from './test/test-server'

/**
 * Contract section 8: nothing a second API process needs lives in one process's memory or disk.
 * Two servers on one database, as behind a load balancer: on PostgreSQL each has its own
 * connection pool; PGlite lives inside one process, so there they share its handle.
 */
const first = useTestServer()
const second = first.sibling()

beforeAll(() => second.start())
afterAll(() => second.close())

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])

describe(`two API servers on one database (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a session started through one works on the other, and signing out through the other ends it', async () => {
    const { user } = await createAccount(first.db)
    const signedIn = await first.post('login', { email: user.email, password: TEST_PASSWORD })
    expect(signedIn.status).toBe(200)
    const { token } = signedIn.body as { token: string }

    expect((await second.get('user', { token })).body.user.email).toBe(user.email)
    expect((await second.post('logout', undefined, { token })).status).toBe(204)
    expect((await first.get('user', { token })).status).toBe(401)
  })

  it('failed sign-ins through either count against one limit', async () => {
    const { user } = await createAccount(first.db)
    const address = '192.0.2.70'
    for (const server of [first, second, first, second, first]) {
      expect((await server.post('login', { email: user.email, password: 'wrong password' }, { address })).status).toBe(401)
    }
    const blocked = await second.post('login', { email: user.email, password: TEST_PASSWORD }, { address })
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toBe('Too many sign-in attempts. Try again in 15 minutes.')
    expect((await first.post('login', { email: user.email, password: TEST_PASSWORD }, { address })).status).toBe(429)
  })

  it('a logo uploaded through one is served by the other, and replacing it through the other removes it', async () => {
    const { token } = await createAccount(first.db)
    const upload = async (server: typeof first) => {
      const form = new FormData()
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'logo.png')
      const response = await server.fetch('/backend/api/settings/logo', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })
      return ((await response.json()) as { company_logo: string }).company_logo
    }

    const logo = await upload(first)
    const served = await second.fetch(logo)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)

    const replacement = await upload(second)
    expect((await first.fetch(replacement)).status).toBe(200)
    expect((await first.fetch(logo)).status).toBe(404)
  })

  it('a schedule both register runs once per period, in whichever claims it first', async () => {
    const runs: string[] = []
    first.deps.tasks.registerSchedule('scale-out check', HOUR_MS, async () => {
      runs.push('first')
    })
    second.deps.tasks.registerSchedule('scale-out check', HOUR_MS, async () => {
      runs.push('second')
    })
    const both = () => Promise.all([first.deps.tasks.runDueSchedules(), second.deps.tasks.runDueSchedules()])

    await both()
    expect(runs).toHaveLength(1)
    first.clock.advance(HOUR_MS - 1)
    await both()
    await both()
    expect(runs).toHaveLength(1)

    first.clock.advance(1)
    await both()
    expect(runs).toHaveLength(2)
    // Down for a day: one run, not one per missed hour.
    first.clock.advance(24 * HOUR_MS)
    await both()
    await both()
    expect(runs).toHaveLength(3)
  })

  it('a mail asked for through one may be sent by the other', async () => {
    const { user } = await createAccount(first.db)
    expect((await first.post('forget-password', { email: user.email })).status).toBe(200)
    await second.settle()
    expect(second.mailer.lastTo(user.email)?.subject).toBe('Reset your Staffdesk password')
    expect(first.mailer.lastTo(user.email)).toBeUndefined()
  })

  it('a late scorecard swept through both at once reminds its interviewer once', async () => {
    const { company } = await createAccount(first.db)
    const stages = await companyStages(new CompanyScope(first.db, company.id))
    const [application] = await first.db
      .insert(applications)
      .values({ companyId: company.id, applicantId: (await insertApplicant(first.db, company.id)).id, jobId: (await insertJob(first.db, company.id)).id, stageId: stages[0]!.id })
      .returning({ id: applications.id })
    const panel = await Promise.all([1, 2, 3].map(() => addMember(first.db, company.id, [])))
    const ended = new Date(first.clock.now().getTime() - 25 * HOUR_MS)
    await insertInterview(first.db, company.id, {
      applicationId: application!.id,
      interviewerIds: panel.map(({ user }) => user.id),
      startsAt: new Date(ended.getTime() - HOUR_MS),
      endsAt: ended,
    })

    const reminded = await Promise.all([remindLateScorecards(first.deps), remindLateScorecards(second.deps), remindLateScorecards(first.deps)])
    expect(reminded.reduce((sum, count) => sum + count, 0)).toBe(3)
    await Promise.all([first.settle(), second.settle()])
    for (const { user } of panel) {
      expect([...first.mailer.sent, ...second.mailer.sent].filter((mail) => mail.to === user.email && mail.subject.startsWith('Scorecard due'))).toHaveLength(1)
    }
  })
})
