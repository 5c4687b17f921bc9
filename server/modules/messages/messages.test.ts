import { readFile } from 'node:fs/promises'
import { EMAIL_TEMPLATE_KINDS } from '@common/messages'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { addMember, createAccount, insertApplicant, insertJob } from '../../test/factories'
import { emailTemplates } from '../../db/schema/messages'
import { useTestServer } from '../../test/test-server'

const server = useTestServer()

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS
const inMinutes = (minutes: number) => new Date(server.clock.now().getTime() + minutes * MINUTE_MS).toISOString()

/** A company with a published job and applicants who applied to it, by name. */
async function hiring(names: string[] = ['Ana Lima'], companyName = 'Acme') {
  const owner = await createAccount(server.db, { companyName, user: { name: 'Sam Rivera' } })
  const job = await insertJob(server.db, owner.company.id, { status: 'published', title: 'Backend Engineer' })
  const applicants = []
  for (const [index, name] of names.entries()) {
    const applicant = await insertApplicant(server.db, owner.company.id, { name, email: `person${index}.${owner.company.id}@mail.test` })
    const application = await server.post('applications', { applicant_id: applicant.id, job_id: job.id }, { token: owner.token })
    expect(application.status).toBe(201)
    applicants.push({ ...applicant, email: `person${index}.${owner.company.id}@mail.test`, applicationId: application.body.id as number })
  }
  return { ...owner, job, applicants }
}

async function templates(token: string, kind?: string) {
  const response = await server.get(`email-templates${kind ? `?kind=${kind}` : ''}`, { token })
  expect(response.status).toBe(200)
  return response.body.data as { id: number; name: string; kind: string; is_default: boolean; subject: string; body: string }[]
}

describe('email templates', () => {
  it('gives a new company one default of each kind, warm and filled with merge fields', async () => {
    const { token } = await createAccount(server.db)
    const all = await templates(token)
    expect(all.filter((template) => template.is_default).map((template) => template.kind)).toEqual([...EMAIL_TEMPLATE_KINDS])
    const rejection = await templates(token, 'rejection')
    expect(rejection).toHaveLength(1)
    expect(rejection[0]?.body).toContain('{{ candidate.first_name }}')
  })

  it('gives a company made before templates existed the same defaults (the data migration), and leaves others alone', async () => {
    const before = await createAccount(server.db)
    const after = await createAccount(server.db)
    const kept = await templates(after.token)
    await server.db.delete(emailTemplates).where(eq(emailTemplates.companyId, before.company.id))
    const migration = await readFile(new URL('../../db/migrations/0023_default_email_templates.sql', import.meta.url), 'utf8')
    await server.db.execute(sql.raw(migration))
    const given = await templates(before.token)
    expect(given.map((template) => [template.kind, template.is_default])).toEqual(EMAIL_TEMPLATE_KINDS.map((kind) => [kind, true]))
    expect(given.map(({ name, subject, body }) => ({ name, subject, body }))).toEqual(kept.map(({ name, subject, body }) => ({ name, subject, body })))
    expect(await templates(after.token)).toEqual(kept)
  })

  it('moves the default to a new template of the kind, keeps one per kind, and refuses to delete it', async () => {
    const { token } = await createAccount(server.db)
    const [old] = await templates(token, 'rejection')
    const created = await server.post(
      'email-templates',
      { name: 'Kind no', kind: 'rejection', subject: 'About {{ job.title }}', body: 'Hi {{ candidate.first_name }}', is_default: true },
      { token },
    )
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: 'Kind no', kind: 'rejection', is_default: true })
    const after = await templates(token, 'rejection')
    expect(after.map((template) => [template.id, template.is_default])).toEqual([
      [created.body.id, true],
      [old?.id, false],
    ])

    expect((await server.delete(`email-templates/${created.body.id}`, { token })).status).toBe(409)
    const unset = await server.patch(`email-templates/${created.body.id}`, { is_default: false }, { token })
    expect(unset.status).toBe(422)
    expect(unset.body.errors.is_default).toBeDefined()

    const back = await server.patch(`email-templates/${old?.id}`, { is_default: true, name: 'Warm no' }, { token })
    expect(back.body).toMatchObject({ name: 'Warm no', is_default: true })
    expect((await server.delete(`email-templates/${created.body.id}`, { token })).status).toBe(204)
    expect((await templates(token, 'rejection')).map((template) => template.id)).toEqual([old?.id])
  })

  it('refuses an unknown merge field, naming it, and broken syntax', async () => {
    const { token } = await createAccount(server.db)
    const unknown = await server.post('email-templates', { name: 'X', kind: 'general', subject: 'Hi', body: 'Dear {{ candidate.nickname }}' }, { token })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors.body[0]).toContain('candidate.nickname')
    const broken = await server.post('email-templates', { name: 'X', kind: 'general', subject: 'Hi {{ job.title', body: 'Hello' }, { token })
    expect(broken.status).toBe(422)
    expect(broken.body.errors.subject).toBeDefined()
    const including = await server.post('email-templates', { name: 'X', kind: 'general', subject: 'Hi', body: '{% include "/etc/passwd" %}' }, { token })
    expect(including.status).toBe(422)
  })

  it('lets a recruiter list templates but only settings manage them, within their company', async () => {
    const owner = await createAccount(server.db)
    const other = await createAccount(server.db)
    const recruiter = await addMember(server.db, owner.company.id, ['resume_and_candidates.view', 'resume_and_candidates.edit'])
    const [general] = await templates(owner.token, 'general')
    expect((await templates(recruiter.token)).length).toBe(EMAIL_TEMPLATE_KINDS.length)
    expect((await server.post('email-templates', { name: 'X', kind: 'general', subject: 'Hi', body: 'Hello' }, { token: recruiter.token })).status).toBe(403)
    expect((await server.patch(`email-templates/${general?.id}`, { name: 'Mine' }, { token: other.token })).status).toBe(404)
    expect((await server.delete(`email-templates/${general?.id}`, { token: other.token })).status).toBe(404)
  })
})

describe('POST email-templates/preview', () => {
  it('fills sample values, or an application’s, as text that never becomes markup', async () => {
    const { token, applicants } = await hiring(['<b>x</b> **Bold** [a](https://evil.test)'])
    const sample = await server.post('email-templates/preview', { subject: 'Hi {{ candidate.first_name }}', body: 'Hello {{ candidate.name }} at {{ interview.when }}' }, { token })
    expect(sample.status).toBe(200)
    expect(sample.body.subject).toBe('Hi Ana')
    expect(sample.body.text).toContain('Hello Ana Lima at Tuesday, 3 March')

    const real = await server.post(
      'email-templates/preview',
      { subject: 'Hi {{ candidate.name }}', body: '**Hello** {{ candidate.name }}, about {{ job.title }} from {{ sender.name }}', application_id: applicants[0]?.applicationId },
      { token },
    )
    expect(real.status).toBe(200)
    expect(real.body.subject).toBe('Hi <b>x</b> **Bold** [a](https://evil.test)')
    expect(real.body.html).toContain('<strong>Hello</strong> &lt;b&gt;x&lt;/b&gt; **Bold** [a](https://evil.test), about Backend Engineer from Sam Rivera')
    expect(real.body.html).not.toContain('href="https://evil.test"')
    expect(real.body.text).toContain('Hello <b>x</b> **Bold** [a](https://evil.test), about Backend Engineer')
  })
})

describe('messages to an applicant', () => {
  it('sends one through the queue from the company, replies to the sender, HTML and text, and shows it in the timeline', async () => {
    const { token, applicants, user } = await hiring()
    const applicant = applicants[0]!
    const sent = await server.post(
      `applicants/${applicant.id}/messages`,
      { subject: 'Next steps for {{ job.title }}', body: 'Hi {{ candidate.first_name }},\n\nSee you soon.' },
      { token },
    )
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({ subject: 'Next steps for Backend Engineer', to: applicant.email, status: 'scheduled', sender: { id: user.id, name: 'Sam Rivera' } })
    await server.settle()

    const mail = server.mailer.lastTo(applicant.email)
    expect(mail).toMatchObject({ subject: 'Next steps for Backend Engineer', replyTo: user.email, fromName: 'Acme via Staffdesk' })
    expect(mail?.text).toContain('Hi Ana,\n\nSee you soon.')
    expect(mail?.html).toContain('<p>Hi Ana,</p><p>See you soon.</p>')

    const listed = await server.get(`applicants/${applicant.id}/messages`, { token })
    expect(listed.body.data).toEqual([expect.objectContaining({ id: sent.body.id, status: 'sent', sent_at: expect.any(String), body: 'Hi Ana,\n\nSee you soon.' })])
    const timeline = await server.get(`applicants/${applicant.id}/timeline`, { token })
    expect(timeline.body.data[0]).toMatchObject({ kind: 'email', text: 'Next steps for Backend Engineer · Sent', actor: { name: 'Sam Rivera' } })
  })

  it('refuses unknown fields, fields with no value yet, an applicant without email, and times out of range', async () => {
    const { token, applicants, company } = await hiring()
    const path = `applicants/${applicants[0]?.id}/messages`
    const unknown = await server.post(path, { subject: 'Hi', body: 'Hi {{ candidate.nick }}' }, { token })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors.body[0]).toContain('candidate.nick')
    const noValue = await server.post(path, { subject: 'Interview {{ interview.when }}', body: 'Hi' }, { token })
    expect(noValue.status).toBe(422)
    expect(noValue.body.errors.subject[0]).toContain('interview.when')
    expect((await server.post(path, { subject: 'Hi', body: 'Hi', send_at: inMinutes(-10) }, { token })).body.errors.send_at).toBeDefined()
    expect((await server.post(path, { subject: 'Hi', body: 'Hi', send_at: inMinutes(91 * 24 * 60) }, { token })).body.errors.send_at).toBeDefined()
    expect((await server.post(path, { subject: 'Hi', body: 'Hi', send_at: inMinutes(-0.5) }, { token })).status).toBe(201)

    const silent = await insertApplicant(server.db, company.id, { name: 'No Mail' })
    const noEmail = await server.post(`applicants/${silent.id}/messages`, { subject: 'Hi', body: 'Hi' }, { token })
    expect(noEmail.status).toBe(422)
    expect(noEmail.body.errors.to).toBeDefined()
  })

  it('keeps a scheduled one until its time; cancels another; a sent one cannot be cancelled', async () => {
    const { token, applicants } = await hiring()
    const applicant = applicants[0]!
    const path = `applicants/${applicant.id}/messages`
    const later = await server.post(path, { subject: 'Later', body: 'Hi', send_at: inMinutes(60) }, { token })
    const cancelled = await server.post(path, { subject: 'Never', body: 'Hi', send_at: inMinutes(60) }, { token })
    expect(later.body.status).toBe('scheduled')
    await server.settle()
    expect(server.mailer.sent.filter((mail) => mail.to === applicant.email)).toEqual([])

    expect((await server.delete(`${path}/${cancelled.body.id}`, { token })).status).toBe(204)
    expect((await server.delete(`${path}/${cancelled.body.id}`, { token })).status).toBe(409)

    server.clock.advance(61 * MINUTE_MS)
    await server.settle()
    expect(server.mailer.sent.filter((mail) => mail.to === applicant.email).map((mail) => mail.subject)).toEqual(['Later'])
    const sentCancel = await server.delete(`${path}/${later.body.id}`, { token })
    expect(sentCancel.status).toBe(409)
    expect(sentCancel.body.message).toBe('This message was already sent')

    const listed = await server.get(path, { token })
    expect(listed.body.data.map((message: { subject: string; status: string }) => [message.subject, message.status])).toEqual([
      ['Never', 'cancelled'],
      ['Later', 'sent'],
    ])
    const timeline = await server.get(`applicants/${applicant.id}/timeline`, { token })
    expect(timeline.body.data.slice(0, 2).map((entry: { text: string }) => entry.text)).toEqual(['Never · Cancelled', 'Later · Sent'])
  })

  it('loses no scheduled message to a restart', async () => {
    const { token, applicants } = await hiring()
    const applicant = applicants[0]!
    await server.post(`applicants/${applicant.id}/messages`, { subject: 'After the deploy', body: 'Hi', send_at: inMinutes(30) }, { token })
    await server.restart()
    server.clock.advance(31 * MINUTE_MS)
    await server.settle()
    expect(server.mailer.lastTo(applicant.email)?.subject).toBe('After the deploy')
  })

  it('retries a mail the server refuses, then shows it failed with a reason to act on', async () => {
    const { token, applicants } = await hiring()
    const applicant = applicants[0]!
    const send = server.mailer.send.bind(server.mailer)
    server.mailer.send = async () => {
      throw Object.assign(new Error('Mailbox unavailable'), { responseCode: 550, response: '550 5.1.1 No such user' })
    }
    try {
      const message = await server.post(`applicants/${applicant.id}/messages`, { subject: 'Hello', body: 'Hi' }, { token })
      for (let attempt = 0; attempt < 6; attempt += 1) {
        await server.settle()
        server.clock.advance(DAY_MS)
      }
      const listed = await server.get(`applicants/${applicant.id}/messages`, { token })
      expect(listed.body.data[0]).toMatchObject({ id: message.body.id, status: 'failed', sent_at: null })
      expect(listed.body.data[0].failure).toContain('550 5.1.1 No such user')
      expect(listed.body.data[0].failure).toContain('check the applicant’s email address')
      const timeline = await server.get(`applicants/${applicant.id}/timeline`, { token })
      expect(timeline.body.data[0].text).toMatch(/^Hello · Failed: The recipient’s mail server refused it/)
    } finally {
      server.mailer.send = send
    }
  })

  it('keeps each company to its own applicants and messages', async () => {
    const mine = await hiring()
    const theirs = await hiring(['Eve Other'])
    const message = await server.post(`applicants/${mine.applicants[0]?.id}/messages`, { subject: 'Hi', body: 'Hi', send_at: inMinutes(30) }, { token: mine.token })
    expect((await server.post(`applicants/${mine.applicants[0]?.id}/messages`, { subject: 'Hi', body: 'Hi' }, { token: theirs.token })).status).toBe(404)
    expect((await server.get(`applicants/${mine.applicants[0]?.id}/messages`, { token: theirs.token })).status).toBe(404)
    expect((await server.delete(`applicants/${mine.applicants[0]?.id}/messages/${message.body.id}`, { token: theirs.token })).status).toBe(404)
    expect((await server.delete(`applicants/${theirs.applicants[0]?.id}/messages/${message.body.id}`, { token: theirs.token })).status).toBe(404)
    const foreign = await server.post(
      `applicants/${mine.applicants[0]?.id}/messages`,
      { subject: 'Hi', body: 'Hi', application_id: theirs.applicants[0]?.applicationId },
      { token: mine.token },
    )
    expect(foreign.status).toBe(422)
  })
})

describe('rejection mails', () => {
  it('rejects three at once, each with their own rendered mail at the chosen time', async () => {
    const names = ['Ana Lima', 'Bo <i>Chen</i>', 'Cy **Diaz**']
    const { token, applicants } = await hiring(names)
    const [template] = await templates(token, 'rejection')
    const bulk = await server.post(
      'applications/bulk',
      { ids: applicants.map((applicant) => applicant.applicationId), action: 'reject', reason: 'Position filled', email: { template_id: template?.id, send_at: inMinutes(120) } },
      { token },
    )
    expect(bulk.status).toBe(200)
    for (const applicant of applicants) {
      const listed = await server.get(`applicants/${applicant.id}/messages`, { token })
      expect(listed.body.data).toEqual([expect.objectContaining({ status: 'scheduled', template_id: template?.id, application_id: applicant.applicationId })])
    }
    server.clock.advance(121 * MINUTE_MS)
    await server.settle()
    applicants.forEach((applicant, index) => {
      const mail = server.mailer.lastTo(applicant.email)
      expect(mail?.subject).toBe('Your application for Backend Engineer')
      expect(mail?.text).toContain(`Hi ${names[index]?.split(' ')[0]},`)
    })
    expect(server.mailer.lastTo(applicants[1]!.email)?.html).toContain('Hi Bo,')
  })

  it('writes the rejection mail of one application, or none with the rejection when the template is not the company’s', async () => {
    const { token, applicants } = await hiring()
    const other = await createAccount(server.db)
    const [foreign] = await templates(other.token, 'rejection')
    const refused = await server.post(`applications/${applicants[0]?.applicationId}/reject`, { reason: 'Not qualified', email: { template_id: foreign?.id } }, { token })
    expect(refused.status).toBe(422)
    expect(refused.body.errors['email.template_id']).toBeDefined()
    expect((await server.get(`applicants/${applicants[0]?.id}`, { token })).body.applications[0].status).toBe('active')

    const [template] = await templates(token, 'rejection')
    const rejected = await server.post(`applications/${applicants[0]?.applicationId}/reject`, { reason: 'Not qualified', email: { template_id: template?.id } }, { token })
    expect(rejected.status).toBe(200)
    await server.settle()
    expect(server.mailer.lastTo(applicants[0]!.email)?.text).toContain('Hi Ana,')
  })
})
