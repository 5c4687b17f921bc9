import { ANONYMISED_NAME, DUE_WINDOW_DAYS, ERASURE_CODE_ATTEMPTS, PORTAL_TOKEN_DAYS, RETENTION_GRACE_DAYS } from '@common/privacy'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { activityLog } from '../../db/schema/activity-log'
import { applicantNotes, applicantResumes, applicants, applications } from '../../db/schema/applicants'
import { companies } from '../../db/schema/companies'
import { candidateMessages } from '../../db/schema/messages'
import { DAY_MS } from '../../lib/clock'
import { FileStore } from '../../platform/files/file-store'
import { addMember, createAccount, insertApplicant, insertJob } from '../../test/factories'
import { useTestServer } from '../../test/test-server'
import { runRetention } from './retention'

const server = useTestServer()

type Account = Awaited<ReturnType<typeof createAccount>>

const daysAgo = (days: number) => new Date(server.clock.now().getTime() - days * DAY_MS)

/** An applicant with a resume (file and searchable text), a note, a message, an edit in the timeline and one application of `status`. */
async function richApplicant(account: Account, status: 'active' | 'rejected' | 'hired' = 'rejected', values: Partial<typeof applicants.$inferInsert> = {}) {
  const companyId = account.company.id
  const job = await insertJob(server.db, companyId, { status: 'published', title: 'Robot Whisperer' })
  const applicant = await insertApplicant(server.db, companyId, {
    name: 'Zanzibar Quuxley',
    email: `zq${Math.random().toString(36).slice(2)}@mail.test`,
    phone: '+14155550134',
    headline: 'Staff engineer',
    location: 'Lisbon',
    skills: ['Go'],
    resumeText: 'Xylophonist extraordinaire and kubernetes tamer',
    ...values,
  })
  const file = await new FileStore(server.db).save(companyId, {
    purpose: 'resume',
    extension: 'txt',
    contentType: 'text/plain',
    bytes: new TextEncoder().encode('CV'),
    originalName: 'quuxley.txt',
  })
  await server.db.insert(applicantResumes).values({ companyId, applicantId: applicant.id, fileId: file.id, text: 'Xylophonist extraordinaire' })
  const applied = await server.post('applications', { applicant_id: applicant.id, job_id: job.id }, { token: account.token })
  expect(applied.status).toBe(201)
  expect((await server.post(`applicants/${applicant.id}/notes`, { body: 'Met Zanzibar at the meetup' }, { token: account.token })).status).toBe(201)
  expect((await server.patch(`applicants/${applicant.id}`, { location: 'Porto' }, { token: account.token })).status).toBe(200)
  await server.db.insert(candidateMessages).values({
    companyId,
    applicantId: applicant.id,
    senderName: 'Sam',
    to: 'zq@mail.test',
    subject: 'Hello Zanzibar',
    body: 'Dear Zanzibar',
    html: '<p>Dear Zanzibar</p>',
    text: 'Dear Zanzibar',
    status: 'sent',
    sendAt: server.clock.now(),
  })
  if (status !== 'active')
    await server.db
      .update(applications)
      .set({ status })
      .where(eq(applications.id, applied.body.id as number))
  return { ...applicant, applicationId: applied.body.id as number, fileKey: file.key, jobId: job.id }
}

describe('anonymising an applicant', () => {
  it('erases the personal data, the resume files and the search words, keeps the applications for reports, and a repeat changes nothing', async () => {
    const account = await createAccount(server.db)
    const { token } = account
    const applicant = await richApplicant(account)
    const found = await server.get('applicants?q=xylophonist', { token })
    expect(found.body.data.map((row: { id: number }) => row.id)).toEqual([applicant.id])
    const dashboard = (await server.get('dashboard', { token })).body.applicants
    // A colleague who has since left: their entry has a name and no user, and is not the applicant's own act.
    const colleague = await addMember(server.db, account.company.id, ['resume_and_candidates.edit'], { name: 'Rita Reviewer' })
    expect((await server.post(`applicants/${applicant.id}/notes`, { body: 'Strong on Go' }, { token: colleague.token })).status).toBe(201)
    expect((await server.delete(`users/${colleague.user.id}`, { token })).status).toBe(204)

    const answer = await server.post(`applicants/${applicant.id}/anonymise`, {}, { token })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      id: applicant.id,
      name: ANONYMISED_NAME,
      email: null,
      phone: null,
      location: null,
      headline: null,
      skills: [],
      notes: [],
      resumes: [],
      anonymised_at: expect.any(String),
    })
    expect(answer.body.applications).toHaveLength(1)
    expect(answer.body.applications[0]).toMatchObject({ id: applicant.applicationId, status: 'rejected', job: { title: 'Robot Whisperer' } })

    expect((await server.get('applicants?q=xylophonist', { token })).body.data).toEqual([])
    expect((await server.get('applicants?q=zanzibar', { token })).body.data).toEqual([])
    expect(await new FileStore(server.db).read(applicant.fileKey)).toBeNull()
    expect(await server.db.select().from(applicantNotes).where(eq(applicantNotes.applicantId, applicant.id))).toEqual([])
    const [message] = await server.db.select().from(candidateMessages).where(eq(candidateMessages.applicantId, applicant.id))
    expect(message).toMatchObject({ to: '', body: '', html: '', text: '' })
    expect(JSON.stringify(message)).not.toContain('Zanzibar')
    expect((await server.get('dashboard', { token })).body.applicants).toEqual(dashboard)

    // The log keeps the events, not the values.
    const entries = await server.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectType, 'applicant'), eq(activityLog.subjectId, applicant.id)))
    expect(entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['applied', 'note', 'edited', 'anonymised']))
    expect(JSON.stringify(entries)).not.toMatch(/Zanzibar|Porto|Lisbon/)
    expect(entries.find((entry) => entry.action === 'edited')?.changes).toEqual({ location: [null, null] })
    const timeline = await server.get(`applicants/${applicant.id}/timeline`, { token })
    expect(timeline.body.data[0]).toMatchObject({ kind: 'anonymised', actor: { id: account.user.id } })
    expect(timeline.body.data[1]).toMatchObject({ kind: 'note', actor: { id: null, name: 'Rita Reviewer' } })

    const again = await server.post(`applicants/${applicant.id}/anonymise`, {}, { token })
    expect(again.status).toBe(200)
    expect(again.body.anonymised_at).toBe(answer.body.anonymised_at)
    const anonymisedEntries = await server.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, applicant.id), eq(activityLog.action, 'anonymised')))
    expect(anonymisedEntries).toHaveLength(1)
  })

  it('takes the signature and the decline’s reason out of offer answers recorded before their erased text was kept', async () => {
    const account = await createAccount(server.db)
    const applicant = await richApplicant(account)
    const answers = ['Accepted the offer for Robot Whisperer, signed as Ana Zanzibar', 'Declined the offer for Robot Whisperer: moving to Zanzibar']
    await server.db.insert(activityLog).values(
      answers.map((text) => ({
        companyId: account.company.id,
        subjectType: 'applicant',
        subjectId: applicant.id,
        action: 'offer',
        actorId: null,
        actorName: null,
        at: new Date(),
        details: { text },
      })),
    )
    expect((await server.post(`applicants/${applicant.id}/anonymise`, {}, { token: account.token })).status).toBe(200)
    const timeline = (await server.get(`applicants/${applicant.id}/timeline`, { token: account.token })).body.data
    expect(timeline.filter((entry: { kind: string }) => entry.kind === 'offer').map((entry: { text: string }) => entry.text)).toEqual(
      expect.arrayContaining(['Accepted the offer for Robot Whisperer', 'Declined the offer for Robot Whisperer']),
    )
    expect(JSON.stringify(timeline)).not.toMatch(/Zanzibar/)
  })

  it('is another company’s applicant: 404, and nothing is erased', async () => {
    const home = await createAccount(server.db)
    const other = await createAccount(server.db)
    const applicant = await insertApplicant(server.db, home.company.id, { name: 'Kept Person' })
    expect((await server.post(`applicants/${applicant.id}/anonymise`, {}, { token: other.token })).status).toBe(404)
    expect((await server.post(`applicants/${applicant.id}/keep`, { reason: 'x' }, { token: other.token })).status).toBe(404)
    const [row] = await server.db.select({ name: applicants.name }).from(applicants).where(eq(applicants.id, applicant.id))
    expect(row?.name).toBe('Kept Person')
  })
})

describe('retention', () => {
  it('anonymises, once, applicants past retention and the grace week with no active application; lists those due within 7 days; Keep restarts the clock', async () => {
    const account = await createAccount(server.db)
    const { token } = account
    await server.db.update(companies).set({ retentionDays: 30 }).where(eq(companies.id, account.company.id))
    const pastDue = await richApplicant(account, 'rejected')
    const active = await richApplicant(account, 'active')
    const inGrace = await richApplicant(account, 'hired')
    const recent = await richApplicant(account, 'rejected')
    await server.db
      .update(applicants)
      .set({ lastActivityAt: daysAgo(30 + RETENTION_GRACE_DAYS + 1) })
      .where(eq(applicants.id, pastDue.id))
    await server.db
      .update(applicants)
      .set({ lastActivityAt: daysAgo(400) })
      .where(eq(applicants.id, active.id))
    await server.db
      .update(applicants)
      .set({ lastActivityAt: daysAgo(30 + RETENTION_GRACE_DAYS - DUE_WINDOW_DAYS + 2) })
      .where(eq(applicants.id, inGrace.id))

    const due = await server.get('privacy/due', { token })
    expect(due.status).toBe(200)
    expect(due.body.data.map((row: { id: number }) => row.id)).toEqual([pastDue.id, inGrace.id])
    expect(new Date(due.body.data[1].due_at).getTime() - new Date(due.body.data[1].last_activity_at).getTime()).toBe((30 + RETENTION_GRACE_DAYS) * DAY_MS)

    const kept = await server.post(`applicants/${inGrace.id}/keep`, { reason: 'Strong silver medallist' }, { token })
    expect(kept.status).toBe(200)
    expect(new Date(kept.body.due_at).getTime()).toBe(server.clock.now().getTime() + (30 + RETENTION_GRACE_DAYS) * DAY_MS)
    expect((await server.get('privacy/due', { token })).body.data.map((row: { id: number }) => row.id)).toEqual([pastDue.id])
    const timeline = await server.get(`applicants/${inGrace.id}/timeline`, { token })
    expect(timeline.body.data[0]).toMatchObject({ kind: 'kept', text: expect.stringContaining('Strong silver medallist'), actor: { id: account.user.id } })
    expect((await server.post(`applicants/${inGrace.id}/keep`, { reason: '  ' }, { token })).status).toBe(422)

    expect(await runRetention(server.db, server.clock.now(), undefined, 1)).toBeGreaterThanOrEqual(1)
    const names = await server.db.select({ id: applicants.id, name: applicants.name }).from(applicants).where(eq(applicants.companyId, account.company.id))
    const nameOf = (id: number) => names.find((row) => row.id === id)?.name
    expect(nameOf(pastDue.id)).toBe(ANONYMISED_NAME)
    expect(nameOf(active.id)).toBe('Zanzibar Quuxley')
    expect(nameOf(inGrace.id)).toBe('Zanzibar Quuxley')
    expect(nameOf(recent.id)).toBe('Zanzibar Quuxley')
    expect(await runRetention(server.db, server.clock.now())).toBe(0)
    expect((await server.post(`applicants/${pastDue.id}/keep`, { reason: 'Too late' }, { token })).status).toBe(409)
    expect((await server.get('privacy/due', { token })).body.data).toEqual([])
  })
})

describe('consent', () => {
  it('keeps a default consent text naming the company and the days, counts versions as it changes, and records it with each careers application', async () => {
    const account = await createAccount(server.db, { companyName: 'Consent Co' })
    const { token } = account
    const settings = await server.get('settings', { token })
    expect(settings.body.consent_text).toMatch(/Consent Co.*365 days/)
    expect(settings.body.consent_version).toBe(1)
    expect((await server.patch('settings', { consent_text: '' }, { token })).status).toBe(422)
    expect((await server.patch('settings', { consent_text: 'x'.repeat(2001) }, { token })).status).toBe(422)
    const changed = await server.patch('settings', { consent_text: 'I agree to the processing of my data.' }, { token })
    expect(changed.body).toMatchObject({ consent_text: 'I agree to the processing of my data.', consent_version: 2 })
    expect((await server.patch('settings', { consent_text: 'I agree to the processing of my data.' }, { token })).body.consent_version).toBe(2)
  })
})

/** Applies through the careers site and answers the privacy link's token from the confirmation mail. */
async function applyThroughCareers(account: Account, slug: string, email: string) {
  await server.db.update(companies).set({ careersSlug: slug, careersPublic: true }).where(eq(companies.id, account.company.id))
  const job = await insertJob(server.db, account.company.id, { status: 'published', title: 'Lighthouse Keeper' })
  const site = await server.get(`careers/${slug}`)
  expect(site.body.company.consent_text).toMatch(/365 days/)
  const form = new FormData()
  form.append('name', 'Ana Lima')
  form.append('email', email)
  form.append('consent', 'true')
  form.append('file', new Blob([new TextEncoder().encode('Ana Lima, lighthouse keeper')], { type: 'text/plain' }), 'ana-lima.txt')
  const applied = await server.fetch(`/backend/api/careers/${slug}/jobs/${job.id}/apply`, { method: 'POST', body: form })
  expect(applied.status).toBe(201)
  await server.settle()
  const mail = server.mailer.sent.findLast((sent) => sent.to === email)
  const token = /\/careers\/privacy\/\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1]
  expect(token).toBeDefined()
  const [applicant] = await server.db
    .select({ id: applicants.id })
    .from(applicants)
    .where(and(eq(applicants.companyId, account.company.id), eq(applicants.email, email)))
  return { token: token!, applicantId: applicant!.id, site }
}

describe('the privacy portal', () => {
  it('opens from the confirmation mail, exports the candidate’s data, and erases it once the mailed code is entered', async () => {
    const account = await createAccount(server.db, { companyName: 'Portal Co' })
    const email = 'ana.portal@mail.test'
    const { token, applicantId, site } = await applyThroughCareers(account, 'portal-co', email)

    const detail = await server.get(`applicants/${applicantId}`, { token: account.token })
    expect(detail.body.consent).toEqual({ at: expect.any(String), text: site.body.company.consent_text })
    expect(detail.body.anonymised_at).toBeNull()

    expect((await server.get(`privacy-portal/${token}`)).body).toEqual({ company: { name: 'Portal Co' }, candidate_name: 'Ana Lima' })
    expect((await server.get('privacy-portal/not-a-token')).status).toBe(404)

    const exported = await server.fetch(`/backend/api/privacy-portal/${token}/export`)
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment/)
    const data = JSON.parse(await exported.text())
    expect(data.profile).toMatchObject({ name: 'Ana Lima', email })
    expect(data.applications).toEqual([expect.objectContaining({ job: 'Lighthouse Keeper', stage: 'Applied' })])
    expect(data.resumes).toEqual([expect.objectContaining({ file_name: 'ana-lima.txt' })])
    expect(data.messages[0].subject).toContain('Lighthouse Keeper')

    expect((await server.post(`privacy-portal/${token}/erase/confirm`, { code: '123456' })).status).toBe(422)
    expect((await server.post(`privacy-portal/${token}/erase`)).status).toBe(202)
    await server.settle()
    const codeMail = server.mailer.sent.findLast((sent) => sent.to === email)
    const code = /\b(\d{6})\b/.exec(codeMail?.text ?? '')?.[1]
    expect(codeMail?.text).toContain(`/careers/privacy/?token=${token}&erase=1`)
    const wrong = code === '000000' ? '000001' : '000000'
    const refused = await server.post(`privacy-portal/${token}/erase/confirm`, { code: wrong })
    expect(refused.status).toBe(422)
    expect(refused.body.errors.code).toBeDefined()
    expect((await server.post(`privacy-portal/${token}/erase/confirm`, { code: 'abc' })).status).toBe(422)
    const [still] = await server.db.select({ name: applicants.name }).from(applicants).where(eq(applicants.id, applicantId))
    expect(still?.name).toBe('Ana Lima')

    const erased = await server.post(`privacy-portal/${token}/erase/confirm`, { code })
    expect(erased.status).toBe(200)
    expect(erased.body).toEqual({ erased_at: expect.any(String) })
    const after = await server.get(`applicants/${applicantId}`, { token: account.token })
    expect(after.body).toMatchObject({ name: ANONYMISED_NAME, email: null, resumes: [] })
    expect((await server.get(`privacy-portal/${token}`)).status).toBe(410)
    // The candidate applied and erased themselves: their acts, none of them under the name they gave any more.
    const timeline = (await server.get(`applicants/${applicantId}/timeline`, { token: account.token })).body.data
    expect(timeline[0]).toMatchObject({ kind: 'anonymised', actor: { id: null, name: ANONYMISED_NAME } })
    expect(timeline.find((entry: { kind: string }) => entry.kind === 'applied')).toMatchObject({ actor: { id: null, name: ANONYMISED_NAME } })
    expect(JSON.stringify(timeline)).not.toContain('Ana Lima')

    const requests = await server.get('privacy/requests', { token: account.token })
    expect(requests.body.data.map((request: { kind: string; state: string }) => [request.kind, request.state])).toEqual([
      ['erasure', 'completed'],
      ['export', 'completed'],
    ])
  })

  it('voids an erasure after five wrong codes, and a link stops working after its days', async () => {
    const account = await createAccount(server.db)
    const email = 'bo.portal@mail.test'
    const { token, applicantId } = await applyThroughCareers(account, 'void-co', email)
    expect((await server.post(`privacy-portal/${token}/erase`)).status).toBe(202)
    await server.settle()
    const code = /\b(\d{6})\b/.exec(server.mailer.sent.findLast((sent) => sent.to === email)?.text ?? '')?.[1] ?? ''
    const wrong = code === '000000' ? '000001' : '000000'
    for (let attempt = 1; attempt <= ERASURE_CODE_ATTEMPTS; attempt += 1) {
      const answer = await server.post(`privacy-portal/${token}/erase/confirm`, { code: wrong })
      expect(answer.status).toBe(422)
      if (attempt === ERASURE_CODE_ATTEMPTS) expect(answer.body.errors.code[0]).toMatch(/void.*again/)
    }
    const late = await server.post(`privacy-portal/${token}/erase/confirm`, { code })
    expect(late.status).toBe(422)
    expect(late.body.errors.code[0]).toMatch(/again/)
    const [still] = await server.db.select({ name: applicants.name }).from(applicants).where(eq(applicants.id, applicantId))
    expect(still?.name).toBe('Ana Lima')
    expect((await server.get('privacy/requests', { token: account.token })).body.data[0]).toMatchObject({ kind: 'erasure', state: 'voided' })

    server.clock.advance(PORTAL_TOKEN_DAYS * DAY_MS + 1000)
    expect((await server.get(`privacy-portal/${token}`)).status).toBe(410)
    expect((await server.post(`privacy-portal/${token}/erase`)).status).toBe(410)
  })
})

describe('the audit log', () => {
  it('lists the company’s changes newest first, filters them, exports them as safe CSV and names the kinds of record', async () => {
    const account = await createAccount(server.db)
    const other = await createAccount(server.db)
    const { token } = account
    const member = await addMember(server.db, account.company.id, ['resume_and_candidates.add'], { name: '=HYPERLINK("x")' })
    expect((await server.post('applicants', { name: 'Audit Person' }, { token: member.token })).status).toBe(201)
    expect((await server.post('applicants', { name: 'Not Ours' }, { token: other.token })).status).toBe(201)
    expect((await server.post('jobs', { title: 'Audit Job', department: 'Ops', employment_type: 'full_time', workplace: 'hybrid', openings: 1 }, { token })).status).toBe(201)

    const all = await server.get('audit', { token })
    expect(all.status).toBe(200)
    expect(all.body.data[0]).toMatchObject({ subject_type: 'job', action: 'created', actor: { id: account.user.id } })
    expect(all.body.meta).toMatchObject({ page: 1, total: all.body.data.length })
    const byMember = await server.get(`audit?actor_id=${member.user.id}`, { token })
    expect(byMember.body.data.map((entry: { subject_type: string; action: string }) => [entry.subject_type, entry.action])).toEqual([['applicant', 'created']])
    expect((await server.get('audit?subject_type=job', { token })).body.data).toHaveLength(1)
    const today = server.clock.now().toISOString().slice(0, 10)
    expect((await server.get(`audit?from=${today}&to=${today}`, { token })).body.data.length).toBe(all.body.data.length)
    expect((await server.get('audit?from=2000-01-01&to=2000-01-02', { token })).body.data).toEqual([])
    expect((await server.get('audit?from=2001-01-02&to=2001-01-01', { token })).status).toBe(422)
    expect((await server.get('audit?actor_id=abc', { token })).status).toBe(422)

    const csv = await server.fetch('/backend/api/audit/export?subject_type=applicant', { headers: { authorization: `Bearer ${token}` } })
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment/)
    const bytes = new Uint8Array(await csv.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    expect(text).toContain(`'=HYPERLINK`)
    expect(text).not.toContain('Not Ours')

    expect((await server.get('audit/subject-types', { token })).body.data).toEqual(['applicant', 'job'])
    expect((await server.patch('settings', { retention_days: 400 }, { token })).status).toBe(200)
    const [settingsEntry] = (await server.get('audit?subject_type=settings', { token })).body.data
    expect(settingsEntry).toMatchObject({ action: 'edited', actor: { id: account.user.id }, changes: { retention_days: [365, 400] } })
  })
})
