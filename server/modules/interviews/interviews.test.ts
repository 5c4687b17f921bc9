import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { markdownToText } from '@common/markdown'
import { companies } from '../../db/schema/companies'
import type { OutgoingMail } from '../../mail/mailer'
import { addMember, createAccount, createUser, insertApplicant } from '../../test/factories'
import { useTestServer } from '../../test/test-server'
import { CompanyScope } from '../../db/company-scope'
import { interviewsOfUser, isInterviewer, isInterviewerOnApplication, loadInterviews } from './public'

const server = useTestServer()

const HOUR_MS = 60 * 60_000
const DAY_MS = 24 * HOUR_MS

/** A whole hour some days ahead, so nothing counts as past. */
function at(daysAhead: number, hour: number, minutes = 0): string {
  const day = new Date(server.clock.now().getTime() + daysAhead * DAY_MS)
  day.setUTCHours(hour, minutes, 0, 0)
  return day.toISOString()
}

let counter = 0

/** A company with a job, an applicant who applied to it, and two staff members who can be interviewers. */
async function hiring() {
  counter += 1
  const owner = await createAccount(server.db, { companyName: `Acme ${counter}`, user: { name: 'Sam Rivera' } })
  const job = await server.post(
    'jobs',
    { title: 'Backend Engineer', department: 'Engineering', employment_type: 'full_time', workplace: 'remote', openings: 1 },
    { token: owner.token },
  )
  expect(job.status).toBe(201)
  const email = `ana.${owner.company.id}@mail.test`
  const applicant = await insertApplicant(server.db, owner.company.id, { name: 'Ana Lima', email })
  const application = await server.post('applications', { applicant_id: applicant.id, job_id: job.body.id }, { token: owner.token })
  expect(application.status).toBe(201)
  const lee = await createUser(server.db, owner.company.id, { name: 'Lee Park', email: `lee.${owner.company.id}@staff.test` })
  const kim = await createUser(server.db, owner.company.id, { name: 'Kim Osei', email: `kim.${owner.company.id}@staff.test` })
  return { ...owner, jobId: job.body.id as number, applicant: { ...applicant, email }, applicationId: application.body.id as number, lee, kim }
}

type Hiring = Awaited<ReturnType<typeof hiring>>

async function schedule(company: Hiring, overrides: Record<string, unknown> = {}) {
  return server.post(
    'interviews',
    {
      application_id: company.applicationId,
      starts_at: at(3, 10),
      ends_at: at(3, 11),
      timezone: 'Europe/Berlin',
      interviewer_ids: [company.lee.id],
      notify_candidate: true,
      location: 'Room 4',
      ...overrides,
    },
    { token: company.token },
  )
}

/** The mails sent since `from` to an address. */
const mailsTo = (address: string, from = 0): OutgoingMail[] => server.mailer.sent.slice(from).filter((mail) => mail.to === address.toLowerCase())

/** An iCalendar text's content lines, unfolded (RFC 5545: a line starting with a space continues the previous one). */
function icsLines(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
}
function icsValue(text: string, name: string): string | undefined {
  const line = icsLines(text).find((candidate) => candidate.startsWith(`${name}:`) || candidate.startsWith(`${name};`))
  return line?.slice(line.indexOf(':') + 1)
}
function icsAll(text: string, name: string): string[] {
  return icsLines(text).filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
}

describe('interview kits', () => {
  it('gives a new job a default plan by the company’s stages, and lists it by stage then position', async () => {
    const company = await hiring()
    const kits = await server.get(`jobs/${company.jobId}/interview-kits`, { token: company.token })
    expect(kits.status).toBe(200)
    expect(kits.body.data.map((kit: { stage: { name: string }; name: string; position: number }) => [kit.stage.name, kit.name, kit.position])).toEqual([
      ['Screening', 'Screening call', 0],
      ['Interview', 'Technical interview', 0],
      ['Interview', 'Final interview', 1],
    ])
    expect(kits.body.data[0].attributes.length).toBeGreaterThan(0)
  })

  it('adds, reorders, moves and deletes kits; a stage of another company is a 422; interviews keep their record with kit null', async () => {
    const company = await hiring()
    const other = await hiring()
    const [first] = (await server.get(`jobs/${company.jobId}/interview-kits`, { token: company.token })).body.data
    const stageId = first.stage.id as number
    const input = { stage_id: stageId, name: 'Take-home review', duration_minutes: 45, attributes: [{ name: 'Code quality' }], position: 0 }
    const created = await server.post(`jobs/${company.jobId}/interview-kits`, input, { token: company.token })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: 'Take-home review',
      position: 0,
      stage: { id: stageId, name: 'Screening' },
      attributes: [{ name: 'Code quality', description: '' }],
      questions: [],
    })
    const names = async () =>
      (await server.get(`jobs/${company.jobId}/interview-kits`, { token: company.token })).body.data
        .filter((kit: { stage: { id: number } }) => kit.stage.id === stageId)
        .map((kit: { name: string; position: number }) => `${kit.position}:${kit.name}`)
    expect(await names()).toEqual(['0:Take-home review', '1:Screening call'])

    const moved = await server.patch(`interview-kits/${created.body.id}`, { position: 5 }, { token: company.token })
    expect(moved.status).toBe(200)
    expect(await names()).toEqual(['0:Screening call', '1:Take-home review'])

    const otherStage = (await server.get(`jobs/${other.jobId}/interview-kits`, { token: other.token })).body.data[0].stage.id
    const foreign = await server.post(`jobs/${company.jobId}/interview-kits`, { ...input, stage_id: otherStage }, { token: company.token })
    expect(foreign.status).toBe(422)
    expect(foreign.body.errors.stage_id).toBeDefined()
    expect((await server.patch(`interview-kits/${created.body.id}`, { stage_id: otherStage }, { token: company.token })).status).toBe(422)
    expect((await server.patch(`interview-kits/${created.body.id}`, { name: 'x' }, { token: other.token })).status).toBe(404)
    expect((await server.get(`jobs/${company.jobId}/interview-kits`, { token: other.token })).status).toBe(404)
    expect((await server.post(`jobs/${company.jobId}/interview-kits`, { ...input, attributes: [] }, { token: company.token })).body.errors.attributes).toBeDefined()

    const interview = await schedule(company, { kit_id: created.body.id })
    expect(interview.status).toBe(201)
    expect(interview.body.kit).toEqual({ id: created.body.id, name: 'Take-home review' })
    expect(interview.body.title).toBe('Take-home review')
    expect((await server.delete(`interview-kits/${created.body.id}`, { token: company.token })).status).toBe(204)
    expect(await names()).toEqual(['0:Screening call'])
    const after = await server.get(`interviews/${interview.body.id}`, { token: company.token })
    expect(after.status).toBe(200)
    expect(after.body.kit).toBeNull()
    expect(after.body.title).toBe('Take-home review')
  })
})

describe('scheduling an interview', () => {
  it('answers the interview, sends each interviewer and the candidate an invitation with a UTC calendar event, and writes the timeline', async () => {
    const company = await hiring()
    const before = server.mailer.sent.length
    const created = await schedule(company, { interviewer_ids: [company.lee.id, company.kim.id], video_url: 'https://meet.example.com/ana' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      application: { id: company.applicationId, applicant: { id: company.applicant.id, name: 'Ana Lima' }, job: { id: company.jobId, title: 'Backend Engineer' } },
      kit: null,
      title: 'Interview',
      starts_at: at(3, 10),
      ends_at: at(3, 11),
      timezone: 'Europe/Berlin',
      location: 'Room 4',
      video_url: 'https://meet.example.com/ana',
      status: 'scheduled',
      sequence: 0,
      created_by: { id: company.user.id, name: 'Sam Rivera' },
    })
    expect(created.body.interviewers).toEqual([
      { id: company.kim.id, name: 'Kim Osei', scorecard: 'none' },
      { id: company.lee.id, name: 'Lee Park', scorecard: 'none' },
    ])
    await server.settle()
    const [leeMail] = mailsTo(company.lee.email, before)
    const [candidateMail] = mailsTo(company.applicant.email, before)
    expect(leeMail?.calendar?.method).toBe('REQUEST')
    expect(leeMail?.subject).toContain('Ana Lima')
    expect(leeMail?.text).toContain('(Europe/Berlin)'.replace('Europe/Berlin', 'UTC'))
    const ics = leeMail?.calendar?.content ?? ''
    expect(icsValue(ics, 'METHOD')).toBe('REQUEST')
    expect(icsValue(ics, 'UID')).toBe(`interview-${created.body.id}@staffdesk.test`)
    expect(icsValue(ics, 'SEQUENCE')).toBe('0')
    expect(icsValue(ics, 'DTSTART')).toBe(at(3, 10).replace(/[-:]/g, '').replace('.000', ''))
    expect(icsValue(ics, 'DTEND')).toMatch(/^\d{8}T110000Z$/)
    expect(icsAll(ics, 'ATTENDEE').map((line) => line.slice(line.lastIndexOf(':') + 1).toLowerCase())).toEqual(
      expect.arrayContaining([company.lee.email, company.kim.email, company.applicant.email]),
    )
    expect(icsValue(ics, 'ORGANIZER')).toContain('mailto:')
    // The candidate: the company's default interview template, their time in the interview's zone.
    expect(candidateMail?.subject).toBe(`Your interview for Backend Engineer at Acme ${company.company.name.split(' ')[1]}`)
    expect(candidateMail?.text).toContain('(Europe/Berlin)')
    expect(candidateMail?.html).toContain('Room 4')
    expect(candidateMail?.calendar?.method).toBe('REQUEST')
    expect(icsValue(candidateMail?.calendar?.content ?? '', 'UID')).toBe(`interview-${created.body.id}@staffdesk.test`)

    // Staff read the invitation in the applicant's Messages thread, as sent, with the calendar file named.
    const messages = await server.get(`applicants/${company.applicant.id}/messages`, { token: company.token })
    expect(messages.status).toBe(200)
    expect(messages.body.data).toEqual([
      expect.objectContaining({ subject: candidateMail?.subject, to: company.applicant.email, status: 'sent', application_id: company.applicationId }),
    ])
    expect(messages.body.data[0].body).toContain('Room 4')
    expect(messages.body.data[0].body).toContain('Looking forward to meeting you')
    expect(messages.body.data[0].body).toContain('Calendar invitation attached')

    const timeline = await server.get(`applicants/${company.applicant.id}/timeline`, { token: company.token })
    expect(timeline.body.data[0]).toMatchObject({ kind: 'interview', actor: { name: 'Sam Rivera' } })
    expect(timeline.body.data[0].text).toContain('Interview scheduled for')
  })

  it('writes an interviewer’s times in their own zone when they chose one (PATCH account), else the company’s', async () => {
    const company = await hiring()
    await server.db.update(companies).set({ timezone: 'America/New_York' }).where(eq(companies.id, company.company.id))
    const { token } = await addMember(server.db, company.company.id, [], { name: 'Rae Kim', email: `rae.${company.company.id}@staff.test` })
    const chosen = await server.patch('account', { timezone: 'asia/tokyo' }, { token })
    expect(chosen.status).toBe(200)
    expect(chosen.body.timezone).toBe('Asia/Tokyo')
    expect((await server.get('user', { token })).body.user.timezone).toBe('Asia/Tokyo')
    expect((await server.patch('account', { timezone: 'Mars/Olympus' }, { token })).body.errors.timezone).toBeDefined()
    const rae = (await server.get('interviewers?q=rae', { token: company.token })).body.data[0]
    expect(rae.timezone).toBe('Asia/Tokyo')
    expect((await server.get('interviewers?q=lee', { token: company.token })).body.data[0].timezone).toBe('America/New_York')
    const before = server.mailer.sent.length
    expect((await schedule(company, { interviewer_ids: [rae.id, company.lee.id], starts_at: at(4, 10), ends_at: at(4, 11) })).status).toBe(201)
    await server.settle()
    expect(mailsTo(`rae.${company.company.id}@staff.test`, before)[0]?.text).toContain('19:00–20:00 (Asia/Tokyo)')
    expect(mailsTo(company.lee.email, before)[0]?.text).toMatch(/\d\d:00–\d\d:00 \(America\/New_York\)/)
    expect((await server.patch('account', { timezone: null }, { token })).body.timezone).toBeNull()
  })

  it('refuses a panel member’s overlap with 409 naming the conflicts, unless allow_conflicts', async () => {
    const company = await hiring()
    const first = await schedule(company, { interviewer_ids: [company.lee.id] })
    const clash = await schedule(company, { interviewer_ids: [company.kim.id, company.lee.id], starts_at: at(3, 10, 30), ends_at: at(3, 11, 30) })
    expect(clash.status).toBe(409)
    expect(clash.body).toEqual({ message: expect.stringContaining('Lee Park'), conflicts: [{ user: { id: company.lee.id, name: 'Lee Park' }, interview_id: first.body.id }] })
    // Back to back is no overlap.
    expect((await schedule(company, { interviewer_ids: [company.lee.id], starts_at: at(3, 11), ends_at: at(3, 12) })).status).toBe(201)
    expect((await schedule(company, { interviewer_ids: [company.lee.id], starts_at: at(3, 10, 30), ends_at: at(3, 11, 30), allow_conflicts: true })).status).toBe(201)
  })

  it('checks the application, kit, times, zone and panel (422 naming the field)', async () => {
    const company = await hiring()
    const other = await hiring()
    const cases: [Record<string, unknown>, string][] = [
      [{ application_id: other.applicationId }, 'application_id'],
      [{ kit_id: (await server.get(`jobs/${other.jobId}/interview-kits`, { token: other.token })).body.data[0].id }, 'kit_id'],
      [{ ends_at: at(3, 9) }, 'ends_at'],
      [{ ends_at: at(3, 19) }, 'ends_at'],
      [{ timezone: 'Europe/Atlantis' }, 'timezone'],
      [{ interviewer_ids: [] }, 'interviewer_ids'],
      [{ interviewer_ids: Array.from({ length: 11 }, (_, index) => index + 1) }, 'interviewer_ids'],
      [{ interviewer_ids: [other.lee.id] }, 'interviewer_ids'],
      [{ starts_at: 'tomorrow' }, 'starts_at'],
      [{ video_url: 'javascript:alert(1)' }, 'video_url'],
    ]
    for (const [overrides, field] of cases) {
      const response = await schedule(company, overrides)
      expect([response.status, Object.keys(response.body.errors ?? {})], JSON.stringify(overrides)).toEqual([422, expect.arrayContaining([field])])
    }
    const gone = await createUser(server.db, company.company.id, { name: 'Old Timer', active: false })
    const inactive = await schedule(company, { interviewer_ids: [gone.id] })
    expect(inactive.status).toBe(422)
    expect(inactive.body.errors.interviewer_ids[0]).toContain('Old Timer')
    expect((await schedule(company, { ends_at: at(3, 18) })).status).toBe(201)
  })

  it('reschedules: sequence + 1, the same UID, updates for the panel, a cancellation for whoever was taken off; a cancel sends CANCEL to everyone', async () => {
    const company = await hiring()
    const created = await schedule(company, { interviewer_ids: [company.lee.id, company.kim.id] })
    await server.settle()
    const uid = `interview-${created.body.id}@staffdesk.test`
    const sam = await createUser(server.db, company.company.id, { name: 'Sam Hale', email: `hale.${company.company.id}@staff.test` })
    let before = server.mailer.sent.length
    const moved = await server.patch(
      `interviews/${created.body.id}`,
      { starts_at: at(5, 14), ends_at: at(5, 15), interviewer_ids: [company.lee.id, sam.id] },
      { token: company.token },
    )
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ sequence: 1, starts_at: at(5, 14), location: 'Room 4' })
    expect(moved.body.interviewers.map((person: { name: string }) => person.name)).toEqual(['Lee Park', 'Sam Hale'])
    await server.settle()
    const update = mailsTo(company.lee.email, before)[0]?.calendar
    expect(update?.method).toBe('REQUEST')
    expect([icsValue(update?.content ?? '', 'UID'), icsValue(update?.content ?? '', 'SEQUENCE')]).toEqual([uid, '1'])
    expect(mailsTo(sam.email, before)[0]?.calendar?.method).toBe('REQUEST')
    const removed = mailsTo(company.kim.email, before)[0]?.calendar
    expect(removed?.method).toBe('CANCEL')
    expect([icsValue(removed?.content ?? '', 'METHOD'), icsValue(removed?.content ?? '', 'UID'), icsValue(removed?.content ?? '', 'SEQUENCE')]).toEqual(['CANCEL', uid, '1'])
    expect(mailsTo(company.applicant.email, before)[0]?.subject).toMatch(/^Updated: /)
    const thread = (await server.get(`applicants/${company.applicant.id}/messages`, { token: company.token })).body.data
    expect(thread.map((message: { subject: string }) => message.subject)).toEqual([mailsTo(company.applicant.email, before)[0]?.subject, expect.stringMatching(/^Your interview/)])

    // Only the location: still a new sequence, still everyone told.
    expect((await server.patch(`interviews/${created.body.id}`, { location: '' }, { token: company.token })).body).toMatchObject({ sequence: 2, location: null })
    await server.settle()

    before = server.mailer.sent.length
    const cancelled = await server.post(`interviews/${created.body.id}/cancel`, { reason: 'Role on hold' }, { token: company.token })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ status: 'cancelled', sequence: 3 })
    await server.settle()
    for (const address of [company.lee.email, sam.email, company.applicant.email]) {
      const cancel = mailsTo(address, before)[0]?.calendar
      expect([cancel?.method, icsValue(cancel?.content ?? '', 'UID'), icsValue(cancel?.content ?? '', 'SEQUENCE'), icsValue(cancel?.content ?? '', 'STATUS')]).toEqual([
        'CANCEL',
        uid,
        '3',
        'CANCELLED',
      ])
    }
    expect(mailsTo(company.kim.email, before)).toEqual([])
    // Staff read the cancellation in the applicant's Messages thread as sent, above the invitations it ends.
    const cancellation = mailsTo(company.applicant.email, before)[0]
    const [kept] = (await server.get(`applicants/${company.applicant.id}/messages`, { token: company.token })).body.data
    expect(kept).toMatchObject({ subject: cancellation?.subject, to: company.applicant.email, status: 'sent', application_id: company.applicationId })
    expect(kept.subject).toMatch(/^Cancelled: your interview for /)
    expect(markdownToText(kept.body)).toBe(`${cancellation?.text.split('\n\n--\n')[0]}\n\nCalendar cancellation attached`)
    expect((await server.post(`interviews/${created.body.id}/cancel`, {}, { token: company.token })).status).toBe(409)
    const late = await server.patch(`interviews/${created.body.id}`, { location: 'x' }, { token: company.token })
    expect([late.status, late.body.message]).toEqual([409, 'This interview is cancelled; it can no longer be changed'])
    const ics = await server.get(`interviews/${created.body.id}/calendar.ics`, { token: company.token })
    expect(ics.status).toBe(200)
    expect(ics.headers.get('content-type')).toContain('text/calendar')
    expect([icsValue(ics.body, 'METHOD'), icsValue(ics.body, 'UID'), icsValue(ics.body, 'SEQUENCE')]).toEqual(['CANCEL', uid, '3'])
    const timeline = (await server.get(`applicants/${company.applicant.id}/timeline`, { token: company.token })).body.data
    expect(timeline.slice(0, 4).map((entry: { text: string }) => entry.text)).toEqual([
      expect.stringContaining('cancelled: Role on hold'),
      'Interview updated',
      expect.stringMatching(/^Interview moved to .*; panel now Lee Park, Sam Hale$/),
      expect.stringContaining('Interview scheduled for'),
    ])
  })

  it('keeps the candidate out when notify_candidate is false', async () => {
    const company = await hiring()
    const before = server.mailer.sent.length
    const created = await schedule(company, { notify_candidate: false })
    await server.settle()
    expect(mailsTo(company.applicant.email, before)).toEqual([])
    expect(icsAll(mailsTo(company.lee.email, before)[0]?.calendar?.content ?? '', 'ATTENDEE')).toHaveLength(1)
    await server.post(`interviews/${created.body.id}/cancel`, {}, { token: company.token })
    await server.settle()
    expect(mailsTo(company.applicant.email, before)).toEqual([])
  })
})

describe('reading interviews', () => {
  it('lists soonest first with filters; mine=true is open to any signed-in user, the rest needs interview.view', async () => {
    const company = await hiring()
    const later = await schedule(company, { starts_at: at(6, 10), ends_at: at(6, 11) })
    const sooner = await schedule(company, { starts_at: at(2, 10), ends_at: at(2, 11), interviewer_ids: [company.kim.id] })
    const cancelled = await schedule(company, { starts_at: at(7, 10), ends_at: at(7, 11) })
    await server.post(`interviews/${cancelled.body.id}/cancel`, {}, { token: company.token })
    const ids = async (query: string, token = company.token) => {
      const response = await server.get(`interviews${query}`, { token })
      expect(response.status, query).toBe(200)
      return response.body.data.map((interview: { id: number }) => interview.id)
    }
    expect(await ids('')).toEqual([sooner.body.id, later.body.id, cancelled.body.id])
    expect(await ids('?status=scheduled')).toEqual([sooner.body.id, later.body.id])
    expect(await ids(`?from=${encodeURIComponent(at(5, 0))}&to=${encodeURIComponent(at(7, 0))}`)).toEqual([later.body.id])
    expect(await ids(`?application_id=${company.applicationId}&job_id=${company.jobId}&per_page=1&page=2`)).toEqual([later.body.id])
    expect((await server.get('interviews?per_page=1', { token: company.token })).body.meta).toEqual({ page: 1, per_page: 1, total: 3 })
    expect((await server.get('interviews?status=done', { token: company.token })).status).toBe(422)
    expect((await server.get('interviews?from=yesterday', { token: company.token })).status).toBe(422)

    const kimToken = (await addMember(server.db, company.company.id, [], { name: 'Kimberly' })).token
    expect((await server.get('interviews', { token: kimToken })).status).toBe(403)
    expect(await ids('?mine=true', kimToken)).toEqual([])
    const other = await hiring()
    expect(await ids('', other.token)).toEqual([])

    // A past interview reads as completed, and status=completed finds it.
    server.clock.advance(3 * DAY_MS)
    expect(await ids('?status=completed')).toEqual([sooner.body.id])
    expect((await server.get(`interviews/${sooner.body.id}`, { token: company.token })).body.status).toBe('completed')
    const late = await server.patch(`interviews/${sooner.body.id}`, { location: 'x' }, { token: company.token })
    expect(late.status).toBe(409)
  })

  it('lets an interviewer without interview.view read their interview, its kit, the applicant and resumes, and no other', async () => {
    const company = await hiring()
    const panelist = await addMember(server.db, company.company.id, [], { name: 'Pat Panel' })
    const kit = (await server.get(`jobs/${company.jobId}/interview-kits`, { token: company.token })).body.data[0]
    const theirs = await schedule(company, { interviewer_ids: [panelist.user.id], kit_id: kit.id })
    const notTheirs = await schedule(company, { starts_at: at(4, 10), ends_at: at(4, 11) })
    const read = await server.get(`interviews/${theirs.body.id}`, { token: panelist.token })
    expect(read.status).toBe(200)
    expect(read.body.kit).toMatchObject({ id: kit.id, name: 'Screening call', attributes: kit.attributes, instructions: '' })
    expect(read.body.applicant).toEqual({ id: company.applicant.id, name: 'Ana Lima', email: company.applicant.email, phone: null, headline: null, links: [], resumes: [] })
    expect((await server.get(`interviews/${theirs.body.id}/calendar.ics`, { token: panelist.token })).status).toBe(200)
    expect((await server.get(`interviews/${notTheirs.body.id}`, { token: panelist.token })).status).toBe(403)
    expect((await server.get(`interviews/${notTheirs.body.id}/calendar.ics`, { token: panelist.token })).status).toBe(403)
    expect((await server.get(`interviews/${theirs.body.id}/resumes/1`, { token: panelist.token })).status).toBe(404)
    expect((await server.get(`interviews/${theirs.body.id}`, { token: (await hiring()).token })).status).toBe(404)
    expect((await server.get('interviews/2147483647', { token: panelist.token })).status).toBe(404)
    expect((await server.get('interviews?mine=true', { token: panelist.token })).body.data.map((interview: { id: number }) => interview.id)).toEqual([theirs.body.id])
    // Editing stays with interview.edit.
    expect((await server.patch(`interviews/${theirs.body.id}`, { location: 'x' }, { token: panelist.token })).status).toBe(403)
  })

  it('offers interviewers matching q with their overlapping interviews (the panel picker)', async () => {
    const company = await hiring()
    const first = await schedule(company, { interviewer_ids: [company.lee.id] })
    const window = `starts_at=${encodeURIComponent(at(3, 10, 30))}&ends_at=${encodeURIComponent(at(3, 12))}`
    const options = await server.get(`interviewers?q=park&${window}`, { token: company.token })
    expect(options.status).toBe(200)
    expect(options.body).toEqual({
      data: [
        {
          id: company.lee.id,
          name: 'Lee Park',
          email: company.lee.email,
          timezone: 'UTC',
          conflicts: [{ interview_id: first.body.id, title: 'Interview', starts_at: at(3, 10), ends_at: at(3, 11) }],
        },
      ],
      more: false,
    })
    expect((await server.get(`interviewers?q=park&${window}&exclude_interview_id=${first.body.id}`, { token: company.token })).body.data[0].conflicts).toEqual([])
    expect((await server.get(`interviewers?starts_at=${encodeURIComponent(at(3, 10))}`, { token: company.token })).status).toBe(422)
    const everyone = (await server.get('interviewers', { token: company.token })).body.data.map((user: { name: string }) => user.name)
    expect(everyone).toEqual(['Kim Osei', 'Lee Park', 'Sam Rivera'])
    const viewer = await addMember(server.db, company.company.id, ['interview.view'])
    expect((await server.get('interviewers', { token: viewer.token })).status).toBe(403)
  })
})

describe('working hours', () => {
  it('reads and changes the company’s working hours through settings', async () => {
    const { token } = await createAccount(server.db)
    expect((await server.get('settings', { token })).body.working_hours).toEqual({ days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' })
    const changed = await server.patch('settings', { working_hours: { days: [2, 1, 1], start: '08:30', end: '16:00' } }, { token })
    expect(changed.status).toBe(200)
    expect(changed.body.working_hours).toEqual({ days: [1, 2], start: '08:30', end: '16:00' })
    const wrong = await server.patch('settings', { working_hours: { days: [8], start: '9', end: '08:00' } }, { token })
    expect(wrong.status).toBe(422)
    expect(Object.keys(wrong.body.errors)).toEqual(expect.arrayContaining(['working_hours.days.0', 'working_hours.start']))
  })
})

describe('the public face (scorecards and the dashboard build on it)', () => {
  it('says who is on an interview and on an application’s live interviews, and lists a user’s next interviews in the Interview shape', async () => {
    const company = await hiring()
    const other = await hiring()
    const first = await schedule(company, { interviewer_ids: [company.lee.id], starts_at: at(2, 10), ends_at: at(2, 11) })
    const second = await schedule(company, { interviewer_ids: [company.lee.id, company.kim.id], starts_at: at(4, 10), ends_at: at(4, 11) })
    const db = server.db
    expect(await isInterviewer(db, company.company.id, first.body.id, company.lee.id)).toBe(true)
    expect(await isInterviewer(db, company.company.id, first.body.id, company.kim.id)).toBe(false)
    expect(await isInterviewer(db, other.company.id, first.body.id, company.lee.id)).toBe(false)
    expect(await isInterviewerOnApplication(db, company.company.id, company.applicationId, company.kim.id)).toBe(true)
    await server.post(`interviews/${second.body.id}/cancel`, {}, { token: company.token })
    expect(await isInterviewerOnApplication(db, company.company.id, company.applicationId, company.kim.id)).toBe(false)
    const scope = new CompanyScope(db, company.company.id)
    const now = server.clock.now()
    const upcoming = await interviewsOfUser(scope, company.lee.id, { after: now, limit: 5, now })
    expect(upcoming.map((interview) => interview.id)).toEqual([first.body.id])
    expect(upcoming[0]).toEqual(first.body)
    expect(await loadInterviews(scope, [second.body.id, first.body.id], now)).toHaveLength(2)
    expect(await loadInterviews(new CompanyScope(db, other.company.id), [first.body.id], now)).toEqual([])
  })
})

describe('openapi.json', () => {
  it('documents the interview endpoints, the calendar file and the public scheduling page', async () => {
    const document = (await server.get('openapi.json')).body as {
      paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, { content?: Record<string, unknown> }> }>>
    }
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/jobs/{id}/interview-kits',
        '/interview-kits/{id}',
        '/interviews',
        '/interviews/{id}',
        '/interviews/{id}/cancel',
        '/interviewers',
        '/applications/{id}/scheduling-links',
      ]),
    )
    expect(Object.keys(document.paths['/interviews/{id}/calendar.ics']?.get?.responses['200']?.content ?? {})).toEqual(['text/calendar'])
    expect(document.paths['/scheduling/{token}']?.post?.security).toEqual([])
    expect(Object.keys(document.paths['/interviews']?.post?.responses ?? {})).toEqual(expect.arrayContaining(['201', '409', '422']))
  })
})
