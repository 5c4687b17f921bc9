import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { markdownToText } from '@common/markdown'
import { applications } from '../../db/schema/applicants'
import { employees } from '../../db/schema/employees'
import { candidateMessages, emailTemplates } from '../../db/schema/messages'
import { CompanyScope } from '../../db/company-scope'
import { offers } from '../../db/schema/offers'
import { recordActivity } from '../../platform/activity/activity-log'
import { FileStore } from '../../platform/files/file-store'
import { addMember, createAccount } from '../../test/factories'
import { useTestServer } from '../../test/test-server'
import { offerFixtures } from './offers.fixture'

const server = useTestServer()

const { DAY_MS, inDays, hiring, offerInput, makeOffer, setStatus, mailsTo } = offerFixtures(server)

describe('making an offer', () => {
  it('starts a draft from the job and its requisition, with the letter rendered from the template', async () => {
    const company = await hiring()
    const offer = await makeOffer(company)
    expect(offer).toMatchObject({
      status: 'draft',
      job_title: 'Backend Engineer',
      employment_type: 'contract',
      manager: { id: company.managerEmployeeId, name: 'Jo Chen' },
      salary: 90_000,
      bonus: null,
      equity: null,
      approval: null,
      band: { min: 80_000, max: 100_000, currency: 'USD' },
      out_of_range: false,
      application: { id: company.applicationId, applicant: { name: 'Ana Lima', email: company.applicant.email }, job: { id: company.job.id, title: 'Backend Engineer' } },
      created_by: { name: 'Sam Rivera' },
    })
    const letter = markdownToText(String(offer.letter))
    expect(letter).toContain('Hi Ana,')
    expect(letter).toContain('$90,000 a year')
    expect(letter).toContain('Jo Chen')
    expect(letter).toContain('accept it here: your offer (the link to it is emailed when the offer is sent)')
    const timeline = await server.get(`applicants/${company.applicant.id}/timeline`, { token: company.token })
    expect(timeline.body.data[0]).toMatchObject({ kind: 'offer', text: 'Offer drafted for Backend Engineer' })
  })

  it('previews the letter of an unsaved offer by the same rules, storing nothing', async () => {
    const company = await hiring()
    const preview = await server.post('offers/preview', offerInput(company, { salary: 85_000.5, salary_period: 'hour', job_title: 'Staff <b>Engineer</b>' }), {
      token: company.token,
    })
    expect(preview.status).toBe(200)
    expect(markdownToText(preview.body.letter)).toContain('$85,000.50 an hour')
    expect(preview.body.letter_html).toContain('Staff &lt;b&gt;Engineer&lt;/b&gt;')
    expect(preview.body.letter_html).not.toContain('<b>Engineer')
    expect((await server.get('offers', { token: company.token })).body.meta.total).toBe(0)
  })

  it('refuses a template of another kind, an expiry in the past or too far ahead, a stranger as manager, and another company’s application', async () => {
    const company = await hiring()
    const other = await hiring()
    const [rejection] = await server.db
      .select({ id: emailTemplates.id })
      .from(emailTemplates)
      .where(and(eq(emailTemplates.companyId, company.company.id), eq(emailTemplates.kind, 'rejection')))
    const refusals: [Record<string, unknown>, string][] = [
      [{ template_id: rejection?.id }, 'template_id'],
      [{ template_id: other.templateId }, 'template_id'],
      [{ expires_at: inDays(-1) }, 'expires_at'],
      [{ expires_at: inDays(181) }, 'expires_at'],
      [{ manager_id: other.managerEmployeeId }, 'manager_id'],
      [{ application_id: other.applicationId }, 'application_id'],
      [{ salary: -1 }, 'salary'],
      [{ salary_period: 'week' }, 'salary_period'],
    ]
    for (const [overrides, field] of refusals) {
      const response = await server.post('offers', offerInput(company, overrides), { token: company.token })
      expect(response.status, field).toBe(422)
      expect(Object.keys(response.body.errors), field).toContain(field)
    }
  })

  it('names a merge field the template uses that an offer has no value for', async () => {
    const company = await hiring()
    await server.db.update(emailTemplates).set({ body: 'See you {{ interview.when }}' }).where(eq(emailTemplates.id, company.templateId))
    const response = await server.post('offers', offerInput(company), { token: company.token })
    expect(response.status).toBe(422)
    expect(response.body.errors.template_id[0]).toContain('interview.when')
  })

  it('leaves the manager empty when the hiring manager is no employee, and compares no band without one', async () => {
    const company = await hiring({ band: false })
    await server.db.delete(employees).where(eq(employees.id, company.managerEmployeeId))
    await server.db.update(emailTemplates).set({ body: 'Hi {{ candidate.first_name }}, {{ offer.salary }}' }).where(eq(emailTemplates.id, company.templateId))
    const offer = await makeOffer(company)
    expect(offer).toMatchObject({ manager: null, band: null, out_of_range: null })
  })

  it('allows one live offer per application (409), another once it ended, and none on an application no longer active', async () => {
    const company = await hiring()
    const first = await makeOffer(company)
    const second = await server.post('offers', offerInput(company), { token: company.token })
    expect(second.status).toBe(409)
    expect((await server.post(`offers/${first.id}/withdraw`, {}, { token: company.token })).status).toBe(200)
    const third = await makeOffer(company)
    expect(third.status).toBe('draft')
    await server.post(`offers/${third.id}/withdraw`, {}, { token: company.token })
    await server.db.update(applications).set({ status: 'rejected' }).where(eq(applications.id, company.applicationId))
    const onRejected = await server.post('offers', offerInput(company), { token: company.token })
    expect(onRejected.status).toBe(409)
    expect(onRejected.body.message).toContain('rejected')
  })
})

describe('editing and deleting', () => {
  it('edits a draft and writes what changed to the history', async () => {
    const company = await hiring()
    const offer = await makeOffer(company)
    const edited = await server.patch(`offers/${offer.id}`, { salary: 95_000, equity: '0.1% over 4 years' }, { token: company.token })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ status: 'draft', salary: 95_000, equity: '0.1% over 4 years' })
    expect(markdownToText(edited.body.letter)).toContain('$95,000 a year')
    const history = await server.get(`offers/${offer.id}/history`, { token: company.token })
    expect(history.body.data.map((entry: { action: string }) => entry.action)).toEqual(['created', 'edited'])
    expect(history.body.data[1].changes).toEqual({ salary: [90_000, 95_000], equity: [null, '0.1% over 4 years'] })
  })

  it('refuses an edit once sent, naming the status, and deletes only drafts', async () => {
    const company = await hiring()
    const offer = await makeOffer(company)
    await setStatus(offer.id, 'sent')
    const edit = await server.patch(`offers/${offer.id}`, { salary: 95_000 }, { token: company.token })
    expect(edit.status).toBe(409)
    expect(edit.body.message).toBe('This offer is sent; it can no longer be edited')
    expect((await server.delete(`offers/${offer.id}`, { token: company.token })).status).toBe(409)
    await setStatus(offer.id, 'draft')
    expect((await server.delete(`offers/${offer.id}`, { token: company.token })).status).toBe(204)
    expect((await server.get(`offers/${offer.id}`, { token: company.token })).status).toBe(404)
  })
})

describe('sending, withdrawing and expiry', () => {
  it('sends an approved offer: the candidate’s mail carries a link whose token is stored only as its hash', async () => {
    const company = await hiring()
    const offer = await makeOffer(company)
    expect((await server.post(`offers/${offer.id}/send`, {}, { token: company.token })).status).toBe(409)
    await setStatus(offer.id, 'approved')
    const before = server.mailer.sent.length
    const sent = await server.post(`offers/${offer.id}/send`, {}, { token: company.token })
    expect(sent.status).toBe(200)
    expect(sent.body).toMatchObject({ status: 'sent' })
    expect(sent.body.sent_at).not.toBeNull()
    await server.settle()
    const [mail] = mailsTo(company.applicant.email, before)
    expect(mail?.subject).toBe('Your offer from Acme')
    const token = /\/careers\/offer\/\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1]
    expect(token).toBeDefined()
    const [row] = await server.db.select({ tokenHash: offers.tokenHash, letter: offers.letter }).from(offers).where(eq(offers.id, offer.id))
    expect(row?.tokenHash).toBe(
      createHash('sha256')
        .update(token ?? '')
        .digest('hex'),
    )
    expect(row?.letter).not.toContain(token)
    expect(JSON.stringify((await server.get(`offers/${offer.id}`, { token: company.token })).body)).not.toContain(token)

    // Staff read the mail in the applicant's Messages thread as sent, with a note where the candidate's link was.
    const thread = await server.get(`applicants/${company.applicant.id}/messages`, { token: company.token })
    expect(thread.body.data).toEqual([expect.objectContaining({ subject: mail?.subject, to: company.applicant.email, status: 'sent', application_id: company.applicationId })])
    expect(thread.body.data[0].body).toContain('(the offer’s private link)')
    expect(JSON.stringify(thread.body)).not.toContain(token)
    const [kept] = await server.db
      .select({ html: candidateMessages.html, text: candidateMessages.text })
      .from(candidateMessages)
      .where(eq(candidateMessages.applicationId, company.applicationId))
    expect(`${kept?.html}${kept?.text}`).not.toContain(token)
    expect((await server.post(`offers/${offer.id}/send`, {}, { token: company.token })).status).toBe(409)
  })

  it('refuses to send to a candidate without an email address', async () => {
    const company = await hiring()
    const offer = await makeOffer(company)
    await setStatus(offer.id, 'approved')
    await server.patch(`applicants/${company.applicant.id}`, { email: null }, { token: company.token })
    const sent = await server.post(`offers/${offer.id}/send`, {}, { token: company.token })
    expect(sent.status).toBe(422)
  })

  it('withdraws a sent offer and tells the candidate why; an accepted one cannot be withdrawn', async () => {
    const company = await hiring()
    const offer = await makeOffer(company)
    await setStatus(offer.id, 'approved')
    await server.post(`offers/${offer.id}/send`, {}, { token: company.token })
    await server.settle()
    const before = server.mailer.sent.length
    const withdrawn = await server.post(`offers/${offer.id}/withdraw`, { reason: 'The role was closed' }, { token: company.token })
    expect(withdrawn.status).toBe(200)
    // When it was withdrawn: its page gives this in place of an expiry that no longer matters.
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn', withdraw_reason: 'The role was closed', decided_at: server.clock.now().toISOString() })
    await server.settle()
    const [mail] = mailsTo(company.applicant.email, before)
    expect(mail?.subject).toBe('Your offer for Backend Engineer was withdrawn')
    expect(mail?.text).toContain('The role was closed')
    // Staff read it in the applicant's Messages thread beside the offer mail it follows.
    const thread = await server.get(`applicants/${company.applicant.id}/messages`, { token: company.token })
    expect(thread.body.data.map((message: { subject: string }) => message.subject)).toContain('Your offer for Backend Engineer was withdrawn')
    const again = await server.post(`offers/${offer.id}/withdraw`, {}, { token: company.token })
    expect(again.status).toBe(409)
    const next = await makeOffer(company)
    await setStatus(next.id, 'accepted')
    expect((await server.post(`offers/${next.id}/withdraw`, {}, { token: company.token })).status).toBe(409)
  })

  it('expires a sent offer one minute past its expiry, telling the candidate and the creator', async () => {
    const company = await hiring()
    const offer = await makeOffer(company, { expires_at: inDays(2) })
    await setStatus(offer.id, 'approved')
    await server.post(`offers/${offer.id}/send`, {}, { token: company.token })
    await server.settle()
    server.clock.advance(2 * DAY_MS + 30_000)
    await server.deps.tasks.runDueSchedules()
    expect((await server.get(`offers/${offer.id}`, { token: company.token })).body.status).toBe('sent')
    server.clock.advance(60_000)
    const before = server.mailer.sent.length
    expect(await server.deps.tasks.runDueSchedules()).toContain('offer-expiry')
    await server.settle()
    expect((await server.get(`offers/${offer.id}`, { token: company.token })).body.status).toBe('expired')
    expect(mailsTo(company.applicant.email, before).map((mail) => mail.subject)).toEqual(['Your offer for Backend Engineer has expired'])
    expect(mailsTo(company.user.email, before).map((mail) => mail.subject)).toEqual(['Offer expired: Ana Lima, Backend Engineer'])
    const thread = await server.get(`applicants/${company.applicant.id}/messages`, { token: company.token })
    expect(thread.body.data.map((message: { subject: string }) => message.subject)).toContain('Your offer for Backend Engineer has expired')
    const history = await server.get(`offers/${offer.id}/history`, { token: company.token })
    expect(history.body.data.at(-1)).toMatchObject({ action: 'expired', actor: null })
  })
})

describe('the offers list', () => {
  it('filters by status, job, application and the candidate’s name, sorts and pages, and refuses an unknown filter value', async () => {
    const company = await hiring()
    const first = await makeOffer(company)
    await server.post(`offers/${first.id}/withdraw`, {}, { token: company.token })
    server.clock.advance(60_000)
    const second = await makeOffer(company, { expires_at: inDays(5) })
    const list = (query: string) => server.get(`offers?${query}`, { token: company.token })
    expect((await list('')).body.data.map((offer: { id: number }) => offer.id)).toEqual([second.id, first.id])
    expect((await list('status=withdrawn')).body.data.map((offer: { id: number }) => offer.id)).toEqual([first.id])
    expect((await list(`job_id=${company.job.id}`)).body.meta.total).toBe(2)
    expect((await list(`application_id=${company.applicationId}&status=draft`)).body.data.map((offer: { id: number }) => offer.id)).toEqual([second.id])
    expect((await list('q=ana%20li')).body.meta.total).toBe(2)
    expect((await list('q=backend')).body.meta.total).toBe(2)
    expect((await list('q=nobody')).body.meta.total).toBe(0)
    // A search's count applies the filters to each of its arms (the candidate's name, the job's title).
    expect((await list('q=backend&status=withdrawn')).body).toMatchObject({ data: [{ id: first.id }], meta: { total: 1 } })
    expect((await list('q=ana%20li&status=draft')).body).toMatchObject({ data: [{ id: second.id }], meta: { total: 1 } })
    expect((await list('sort=expires_at')).body.data.map((offer: { id: number }) => offer.id)).toEqual([second.id, first.id])
    const paged = await list('per_page=1&page=2')
    expect(paged.body).toMatchObject({ data: [{ id: first.id }], meta: { page: 2, per_page: 1, total: 2 } })
    expect((await list('status=lost')).status).toBe(422)
    expect((await list('sort=salary')).status).toBe(422)
    expect((await list('job_id=x')).status).toBe(422)
  })
})

describe('company boundary and permissions', () => {
  it('answers another company’s offer as not found, and refuses members without the permission', async () => {
    const company = await hiring()
    const offer = await makeOffer(company)
    const stranger = await createAccount(server.db)
    for (const response of [
      await server.get(`offers/${offer.id}`, { token: stranger.token }),
      await server.patch(`offers/${offer.id}`, { salary: 1 }, { token: stranger.token }),
      await server.post(`offers/${offer.id}/withdraw`, {}, { token: stranger.token }),
      await server.get(`offers/${offer.id}/history`, { token: stranger.token }),
    ]) {
      expect(response.status).toBe(404)
    }
    expect((await server.get('offers', { token: stranger.token })).body.meta.total).toBe(0)
    const viewer = await addMember(server.db, company.company.id, ['offer.view'])
    expect((await server.get(`offers/${offer.id}`, { token: viewer.token })).status).toBe(200)
    expect((await server.post('offers', offerInput(company), { token: viewer.token })).status).toBe(403)
    expect((await server.patch(`offers/${offer.id}`, { salary: 1 }, { token: viewer.token })).status).toBe(403)
    expect((await server.delete(`offers/${offer.id}`, { token: viewer.token })).status).toBe(403)
  })
})

describe('hiring from an accepted offer', () => {
  it('takes the start date, title and manager from the accepted offer when the hire leaves them out', async () => {
    const company = await hiring()
    const noDate = await server.post(`applications/${company.applicationId}/hire`, {}, { token: company.token })
    expect(noDate.status).toBe(422)
    expect(Object.keys(noDate.body.errors)).toEqual(['start_date'])
    const offer = await makeOffer(company, { job_title: 'Senior Backend Engineer' })
    await setStatus(offer.id, 'accepted')
    const hired = await server.post(`applications/${company.applicationId}/hire`, {}, { token: company.token })
    expect(hired.status).toBe(201)
    expect(hired.body).toMatchObject({ start_date: '2027-04-01', job_title: 'Senior Backend Engineer', manager: { id: company.managerEmployeeId, name: 'Jo Chen' } })
  })
})

describe('privacy', () => {
  it('erases the letter, the signature and the signed PDF of an anonymised applicant’s offer, keeping its amounts and status', async () => {
    const company = await hiring()
    const offer = await makeOffer(company)
    const signedPdf = await new FileStore(server.db).save(company.company.id, {
      purpose: 'offer_letter',
      contentType: 'application/pdf',
      extension: 'pdf',
      bytes: new TextEncoder().encode('%PDF-1.7 signed by Ana Lima'),
    })
    await server.db
      .update(offers)
      .set({ status: 'accepted', signatureName: 'Ana Lima', signatureAddress: '203.0.113.9', signedAt: new Date(), signedFileId: signedPdf.id })
      .where(eq(offers.id, offer.id))
    await recordActivity(
      new CompanyScope(server.db, company.company.id),
      { subjectType: 'offer', subjectId: offer.id, action: 'accepted', actor: { id: null, name: 'Ana Lima' } },
      new Date(),
    )
    expect((await server.post(`applicants/${company.applicant.id}/anonymise`, {}, { token: company.token })).status).toBe(200)
    const [row] = await server.db.select().from(offers).where(eq(offers.id, offer.id))
    expect(row).toMatchObject({ status: 'accepted', salary: 90_000, signatureName: null, signatureAddress: null, signedFileId: null })
    expect(await new FileStore(server.db).read(signedPdf.key)).toBeNull()
    expect(row?.letter).not.toContain('Ana')
    const history = await server.get(`offers/${offer.id}/history`, { token: company.token })
    expect(history.body.data.map((entry: { action: string; actor: { name: string } | null }) => [entry.action, entry.actor?.name])).toEqual([
      ['created', company.user.name],
      ['accepted', 'Anonymised applicant'],
    ])
  })
})
