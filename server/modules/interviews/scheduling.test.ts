import { DEFAULT_BRAND_COLOR } from '@common/careers'
import { canonicalTimeZone } from '@common/settings'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companies } from '../../db/schema/companies'
import { schedulingLinks } from '../../db/schema/interviews'
import { hashSecretToken } from '../../lib/secret-tokens'
import { createAccount, createToken, createUser, insertApplicant } from '../../test/factories'
import { TEST_PUBLIC_URL, useTestServer } from '../../test/test-server'

/**
 * Self-scheduling (contract 16). The slots are computed by the database in the company's zone, so
 * they must not depend on the server process's own zone: vitest.config.ts runs this file again
 * under TZ=America/New_York and TZ=Asia/Kolkata.
 */
const server = useTestServer()

const DAY_MS = 24 * 60 * 60_000

/** Moves the test clock to an instant (it only moves forward from the real time, which is before 2027). */
function setNow(iso: string): void {
  server.clock.advance(new Date(iso).getTime() - server.clock.now().getTime())
}

let counter = 0

async function hiring(timezone: string) {
  counter += 1
  const account = await createAccount(server.db, { companyName: `Slots ${counter}`, user: { name: 'Sam Rivera' } })
  // A sign-in valid at the test clock's time, which is moved years ahead.
  const owner = { ...account, token: await createToken(server.db, account.user.id, new Date(server.clock.now().getTime() + 30 * DAY_MS)) }
  await server.db.update(companies).set({ timezone }).where(eq(companies.id, owner.company.id))
  const job = await server.post('jobs', { title: 'Data Engineer', department: 'Data', employment_type: 'full_time', workplace: 'remote', openings: 1 }, { token: owner.token })
  const email = `cand.${owner.company.id}@mail.test`
  const applicant = await insertApplicant(server.db, owner.company.id, { name: 'Cam Diaz', email })
  const application = await server.post('applications', { applicant_id: applicant.id, job_id: job.body.id }, { token: owner.token })
  const lee = await createUser(server.db, owner.company.id, { name: 'Lee Park', email: `lee.${owner.company.id}@staff.test` })
  const kim = await createUser(server.db, owner.company.id, { name: 'Kim Osei', email: `kim.${owner.company.id}@staff.test` })
  return { ...owner, jobId: job.body.id as number, applicant: { ...applicant, email }, applicationId: application.body.id as number, lee, kim }
}

type Hiring = Awaited<ReturnType<typeof hiring>>

async function sendLink(company: Hiring, overrides: Record<string, unknown> = {}) {
  return server.post(
    `applications/${company.applicationId}/scheduling-links`,
    {
      interviewer_ids: [company.lee.id, company.kim.id],
      duration_minutes: 60,
      from: '2027-03-22T00:00:00Z',
      to: '2027-04-03T00:00:00Z',
      timezone: 'America/Sao_Paulo',
      ...overrides,
    },
    { token: company.token },
  )
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? ''
const starts = (slots: { starts_at: string }[]) => slots.map((slot) => slot.starts_at)
const onDay = (slots: { starts_at: string }[], day: string) => starts(slots).filter((start) => start.startsWith(day))

describe('self-scheduling slots', () => {
  it('runs under the zone the project gave it', () => {
    // ICU names Kolkata by its older canonical name.
    if (process.env.TZ) expect(canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(canonicalTimeZone(process.env.TZ))
  })

  it('offers quarter hours of the company’s working days, 24 h ahead, the same local hours on both sides of a DST change (Europe/Berlin)', async () => {
    setNow('2027-03-22T10:00:00Z')
    const company = await hiring('Europe/Berlin')
    const link = await sendLink(company)
    expect(link.status).toBe(201)
    const page = await server.get(`scheduling/${tokenOf(link.body.url)}`)
    expect(page.status).toBe(200)
    expect(page.body).toMatchObject({
      company: { name: company.company.name, logo: null, brand_color: DEFAULT_BRAND_COLOR },
      job_title: 'Data Engineer',
      duration_minutes: 60,
      timezone: 'America/Sao_Paulo',
      booked: null,
    })
    const slots = page.body.slots as { starts_at: string; ends_at: string }[]
    // Monday 22nd is within 24 h; Tuesday starts 24 h from now (11:00 in Berlin, 10:00 UTC).
    expect(onDay(slots, '2027-03-22')).toEqual([])
    expect(onDay(slots, '2027-03-23')[0]).toBe('2027-03-23T10:00:00.000Z')
    // Friday before the change: 09:00 to 16:00 CET is 08:00 to 15:00 UTC, every quarter hour.
    const friday = onDay(slots, '2027-03-26')
    expect([friday[0], friday.at(-1), friday.length]).toEqual(['2027-03-26T08:00:00.000Z', '2027-03-26T15:00:00.000Z', 29])
    expect(onDay(slots, '2027-03-27')).toEqual([])
    expect(onDay(slots, '2027-03-28')).toEqual([])
    // Monday after it: 09:00 CEST is 07:00 UTC.
    const monday = onDay(slots, '2027-03-29')
    expect([monday[0], monday.at(-1), monday.length]).toEqual(['2027-03-29T07:00:00.000Z', '2027-03-29T14:00:00.000Z', 29])
    expect(slots[0]?.ends_at).toBe('2027-03-23T11:00:00.000Z')
    expect(starts(slots).every((start) => /:(00|15|30|45):00\.000Z$/.test(start))).toBe(true)
    expect(starts(slots).at(-1)).toBe('2027-04-02T14:00:00.000Z')
  })

  it('keeps 15 minutes clear around any panel member’s interview, and follows the working hours in settings', async () => {
    setNow('2027-03-22T10:00:00Z')
    const company = await hiring('Europe/Berlin')
    const busy = await server.post(
      'interviews',
      {
        application_id: company.applicationId,
        starts_at: '2027-03-24T09:00:00Z',
        ends_at: '2027-03-24T10:00:00Z',
        timezone: 'Europe/Berlin',
        interviewer_ids: [company.kim.id],
        notify_candidate: false,
      },
      { token: company.token },
    )
    expect(busy.status).toBe(201)
    await server.patch('settings', { working_hours: { days: [3], start: '09:10', end: '12:00' } }, { token: company.token })
    const link = await sendLink(company, { duration_minutes: 30 })
    const slots = (await server.get(`scheduling/${tokenOf(link.body.url)}`)).body.slots
    // Wednesdays only, 09:15 (the first quarter hour from 09:10) to 11:30 Berlin; Kim is busy 10:00 to 11:00 Berlin, so 09:15 and 11:15 onwards.
    expect(onDay(slots, '2027-03-24')).toEqual(['2027-03-24T08:15:00.000Z', '2027-03-24T10:15:00.000Z', '2027-03-24T10:30:00.000Z'])
    expect(starts(slots).every((start) => start.startsWith('2027-03-24') || start.startsWith('2027-03-31'))).toBe(true)
    // A cancelled interview frees its time.
    await server.post(`interviews/${busy.body.id}/cancel`, {}, { token: company.token })
    expect(onDay((await server.get(`scheduling/${tokenOf(link.body.url)}`)).body.slots, '2027-03-24')).toHaveLength(10)
  })

  it('works in zones with half-hour offsets and in the Americas (Asia/Kolkata, America/New_York)', async () => {
    setNow('2027-03-01T00:00:00Z')
    const kolkata = await hiring('Asia/Kolkata')
    const kSlots = (await server.get(`scheduling/${tokenOf((await sendLink(kolkata, { from: '2027-03-03T00:00:00Z', to: '2027-03-04T00:00:00Z' })).body.url)}`)).body.slots
    // Wednesday 3rd 09:00 IST is 03:30 UTC; the last 60-minute slot starts 16:00 IST, 10:30 UTC.
    expect([starts(kSlots)[0], starts(kSlots).at(-1)]).toEqual(['2027-03-03T03:30:00.000Z', '2027-03-03T10:30:00.000Z'])
    const newYork = await hiring('America/New_York')
    // US clocks change on Sunday 14 March 2027: Friday 12th is EST (UTC-5), Monday 15th EDT (UTC-4).
    const nSlots = (await server.get(`scheduling/${tokenOf((await sendLink(newYork, { from: '2027-03-12T00:00:00Z', to: '2027-03-16T00:00:00Z' })).body.url)}`)).body.slots
    expect(onDay(nSlots, '2027-03-12')[0]).toBe('2027-03-12T14:00:00.000Z')
    expect(onDay(nSlots, '2027-03-15')[0]).toBe('2027-03-15T13:00:00.000Z')
  })
})

describe('self-scheduling links', () => {
  it('mails the candidate the link, books one slot as an interview with invitations, and then books no more', async () => {
    setNow('2027-03-22T10:00:00Z')
    const company = await hiring('Europe/Berlin')
    const kit = (await server.get(`jobs/${company.jobId}/interview-kits`, { token: company.token })).body.data[0]
    const before = server.mailer.sent.length
    const link = await sendLink(company, { kit_id: kit.id })
    expect(link.status).toBe(201)
    expect(link.body).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(new RegExp(`^${TEST_PUBLIC_URL}/careers/schedule/\\?token=[A-Za-z0-9_-]{43}$`)),
      expires_at: '2027-04-03T00:00:00.000Z',
    })
    const token = tokenOf(link.body.url)
    const [stored] = await server.db.select().from(schedulingLinks).where(eq(schedulingLinks.id, link.body.id))
    expect(stored?.tokenHash).toBe(hashSecretToken(token))
    await server.settle()
    const mail = server.mailer.sent.slice(before).find((sent) => sent.to === company.applicant.email)
    expect(mail?.subject).toBe('Choose a time to talk about Data Engineer')
    expect(mail?.text).toContain(link.body.url)

    const listed = await server.get(`applications/${company.applicationId}/scheduling-links`, { token: company.token })
    expect(listed.body.data).toEqual([
      {
        id: link.body.id,
        interviewers: [
          { id: company.lee.id, name: 'Lee Park' },
          { id: company.kim.id, name: 'Kim Osei' },
        ],
        kit: { id: kit.id, name: kit.name },
        duration_minutes: 60,
        from: '2027-03-22T00:00:00.000Z',
        to: '2027-04-03T00:00:00.000Z',
        timezone: 'America/Sao_Paulo',
        expires_at: '2027-04-03T00:00:00.000Z',
        state: 'open',
        interview_id: null,
        created_at: expect.any(String),
      },
    ])

    expect((await server.post(`scheduling/${token}`, { starts_at: '2027-03-23T02:00:00Z' })).status).toBe(409)
    const afterLink = server.mailer.sent.length
    const booked = await server.post(`scheduling/${token}`, { starts_at: '2027-03-24T08:00:00Z' })
    expect(booked.status).toBe(201)
    expect(booked.body).toEqual({
      title: kit.name,
      starts_at: '2027-03-24T08:00:00.000Z',
      ends_at: '2027-03-24T09:00:00.000Z',
      timezone: 'America/Sao_Paulo',
      location: null,
      video_url: null,
      interviewers: ['Kim Osei', 'Lee Park'],
    })
    const again = await server.post(`scheduling/${token}`, { starts_at: '2027-03-25T08:00:00Z' })
    expect([again.status, again.body.message]).toEqual([409, 'This link has already booked an interview'])
    const page = await server.get(`scheduling/${token}`)
    expect(page.body).toMatchObject({ slots: [], booked: booked.body })

    const interviewId = (await server.get(`applications/${company.applicationId}/scheduling-links`, { token: company.token })).body.data[0].interview_id
    const interview = await server.get(`interviews/${interviewId}`, { token: company.token })
    expect(interview.body).toMatchObject({ kit: { id: kit.id }, status: 'scheduled', created_by: { id: company.user.id, name: 'Sam Rivera' } })
    await server.settle()
    const invited = server.mailer.sent.slice(afterLink)
    expect(invited.map((sent) => sent.to).sort()).toEqual([company.applicant.email, company.kim.email, company.lee.email].sort())
    expect(invited.every((sent) => sent.calendar?.method === 'REQUEST')).toBe(true)
    const timeline = (await server.get(`applicants/${company.applicant.id}/timeline`, { token: company.token })).body.data
    // The candidate booked it, so the timeline names them rather than System.
    expect(timeline[0]).toMatchObject({ kind: 'interview', text: expect.stringContaining('booked by the candidate'), actor: { id: null, name: 'Cam Diaz' } })

    // A booked link is not withdrawn: its interview is cancelled instead.
    expect((await server.delete(`applications/${company.applicationId}/scheduling-links/${link.body.id}`, { token: company.token })).status).toBe(409)
  })

  it('gives one of two candidates racing for a slot the interview and the other a 409', async () => {
    setNow('2027-03-22T10:00:00Z')
    const company = await hiring('Europe/Berlin')
    const other = await insertApplicant(server.db, company.company.id, { name: 'Dee Moss', email: `dee.${company.company.id}@mail.test` })
    const otherApplication = await server.post('applications', { applicant_id: other.id, job_id: company.jobId }, { token: company.token })
    const first = await sendLink(company)
    const second = await server.post(
      `applications/${otherApplication.body.id}/scheduling-links`,
      { interviewer_ids: [company.lee.id], duration_minutes: 30, from: '2027-03-22T00:00:00Z', to: '2027-04-03T00:00:00Z', timezone: 'UTC' },
      { token: company.token },
    )
    const results = await Promise.all([
      server.post(`scheduling/${tokenOf(first.body.url)}`, { starts_at: '2027-03-25T09:00:00Z' }),
      server.post(`scheduling/${tokenOf(second.body.url)}`, { starts_at: '2027-03-25T09:30:00Z' }),
    ])
    expect(results.map((result) => result.status).sort()).toEqual([201, 409])
    expect((await server.get(`interviews?status=scheduled`, { token: company.token })).body.meta.total).toBe(1)
  })

  it('answers 404 for an unknown token, 410 once withdrawn or expired, and checks the link’s input', async () => {
    setNow('2027-03-22T10:00:00Z')
    const company = await hiring('UTC')
    const other = await hiring('UTC')
    expect((await server.get('scheduling/not-a-token')).status).toBe(404)
    expect((await server.post('scheduling/not-a-token', { starts_at: '2027-03-25T09:00:00Z' })).status).toBe(404)
    const withdrawn = await sendLink(company)
    expect((await server.delete(`applications/${company.applicationId}/scheduling-links/${withdrawn.body.id}`, { token: other.token })).status).toBe(404)
    expect((await server.delete(`applications/${company.applicationId}/scheduling-links/${withdrawn.body.id}`, { token: company.token })).status).toBe(204)
    expect((await server.get(`scheduling/${tokenOf(withdrawn.body.url)}`)).status).toBe(410)
    expect((await server.post(`scheduling/${tokenOf(withdrawn.body.url)}`, { starts_at: '2027-03-25T09:00:00Z' })).status).toBe(410)
    const expiring = await sendLink(company, { to: '2027-03-26T00:00:00Z' })
    server.clock.advance(4 * DAY_MS)
    expect((await server.get(`scheduling/${tokenOf(expiring.body.url)}`)).status).toBe(410)
    const states = (await server.get(`applications/${company.applicationId}/scheduling-links`, { token: company.token })).body.data.map((link: { state: string }) => link.state)
    expect(states).toEqual(['expired', 'withdrawn'])

    const refused: [Record<string, unknown>, string][] = [
      [{ to: '2027-03-21T00:00:00Z' }, 'to'],
      [{ to: '2027-06-30T00:00:00Z' }, 'to'],
      [{ interviewer_ids: [other.lee.id] }, 'interviewer_ids'],
      [{ timezone: 'Nowhere/Land' }, 'timezone'],
      [{ duration_minutes: 5 }, 'duration_minutes'],
      [{ kit_id: (await server.get(`jobs/${other.jobId}/interview-kits`, { token: other.token })).body.data[0].id }, 'kit_id'],
    ]
    for (const [overrides, field] of refused) {
      const response = await sendLink(company, { from: '2027-03-27T00:00:00Z', to: '2027-04-03T00:00:00Z', ...overrides })
      expect([response.status, Object.keys(response.body.errors ?? {})], JSON.stringify(overrides)).toEqual([422, [field]])
    }
    expect((await server.post(`applications/${other.applicationId}/scheduling-links`, {}, { token: company.token })).status).toBe(422)
    expect(
      (
        await server.post(
          `applications/${other.applicationId}/scheduling-links`,
          { interviewer_ids: [company.lee.id], duration_minutes: 30, from: '2027-03-27T00:00:00Z', to: '2027-04-03T00:00:00Z', timezone: 'UTC' },
          { token: company.token },
        )
      ).status,
    ).toBe(404)
    expect((await server.get(`applications/${other.applicationId}/scheduling-links`, { token: company.token })).status).toBe(404)
  })

  it('limits how often one address asks for a link’s page', async () => {
    setNow('2027-03-22T10:00:00Z')
    const company = await hiring('UTC')
    const token = tokenOf((await sendLink(company)).body.url)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 61; attempt += 1) statuses.push((await server.get(`scheduling/${token}`, { address: '203.0.113.9' })).status)
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true)
    expect(statuses[60]).toBe(429)
  })
})
