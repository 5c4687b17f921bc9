import { ANONYMISED_NAME } from '@common/privacy'
import { and, eq } from 'drizzle-orm'
import { createHash } from 'node:crypto'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { markdownToText } from '@common/markdown'
import { activityLog } from '../../../db/schema/activity-log'
import { companies } from '../../../db/schema/companies'
import { storedFiles } from '../../../db/schema/files'
import { offers } from '../../../db/schema/offers'
import { toEml } from '../../../mail/file-mailer'
import { FileStore } from '../../../platform/files/file-store'
import { addMember, createAccount, createUser } from '../../../test/factories'
import { TEST_PUBLIC_URL, useTestServer } from '../../../test/test-server'
import { insertSentOffer, SAMPLE_LETTER } from './offer.fixture'
import { gradientPng } from './png.fixture'

const server = useTestServer()

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })
  return text
}

async function download(path: string, options: { token?: string } = {}): Promise<{ status: number; headers: Headers; bytes: Uint8Array }> {
  const response = await server.fetch(`/backend/api/${path}`, options.token ? { headers: { authorization: `Bearer ${options.token}` } } : {})
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) }
}

async function offerActions(offerId: number): Promise<string[]> {
  const rows = await server.db
    .select({ action: activityLog.action })
    .from(activityLog)
    .where(and(eq(activityLog.subjectType, 'offer'), eq(activityLog.subjectId, offerId)))
  return rows.map((row) => row.action)
}

describe(`the offer portal (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('shows a sent offer with its company, the letter as sanitised HTML, and logs the first view once on the offer and the timeline', async () => {
    const account = await createAccount(server.db)
    await server.db.update(companies).set({ careersBrandColor: '#0a7e6c' }).where(eq(companies.id, account.company.id))
    const { token, offer, applicant } = await insertSentOffer(server.db, account.company.id)

    const first = await server.get(`offer-portal/${token}`)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      company: { name: account.company.name, brand_color: '#0a7e6c' },
      candidate_name: 'Ana Sousa',
      job_title: 'Platform Engineer',
      status: 'sent',
      expires_at: offer.expiresAt.toISOString(),
      signature: null,
      document_sha256: null,
    })
    expect(first.body.letter_html).toContain('<strong>delighted</strong>')
    expect(first.body.letter_html).toContain('href="https://acme.test/team"')
    expect(first.body.letter_html).not.toContain('<script')
    expect((await server.get(`offer-portal/${token}`)).status).toBe(200)

    expect(await offerActions(offer.id)).toEqual(['viewed'])
    const timeline = await server.get(`applicants/${applicant.id}/timeline`, { token: account.token })
    // The candidate opened it, not the system.
    expect(timeline.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'offer', text: 'Opened the offer for Platform Engineer', actor: { id: null, name: 'Ana Sousa' } })]),
    )
  })

  it('answers 404 for a malformed or unknown link and an offer not sent (422 for text no link can hold), 410 once withdrawn or expired, and for a sent offer a minute past its expiry', async () => {
    const account = await createAccount(server.db)
    expect((await server.get('offer-portal/not-a-token')).status).toBe(404)
    expect((await server.get(`offer-portal/${'A'.repeat(43)}`)).status).toBe(404)
    expect((await server.get(`offer-portal/${'%00'.repeat(20)}`)).status).toBe(422)
    const draft = await insertSentOffer(server.db, account.company.id, { status: 'approved' })
    expect((await server.get(`offer-portal/${draft.token}`)).status).toBe(404)

    for (const status of ['withdrawn', 'expired'] as const) {
      const { token } = await insertSentOffer(server.db, account.company.id, { status })
      const answer = await server.get(`offer-portal/${token}`)
      expect(answer.status).toBe(410)
      expect((await server.post(`offer-portal/${token}/accept`, { signature_name: 'Ana Sousa', agree: true })).status).toBe(410)
      expect((await server.post(`offer-portal/${token}/decline`, {})).status).toBe(410)
      expect((await download(`offer-portal/${token}/letter.pdf`)).status).toBe(410)
    }

    const expiresAt = new Date(server.clock.now().getTime() + 3_600_000)
    const { token } = await insertSentOffer(server.db, account.company.id, { expiresAt })
    server.clock.advance(3_600_000 + 30_000)
    expect((await server.get(`offer-portal/${token}`)).status).toBe(200)
    server.clock.advance(31_000)
    expect((await server.get(`offer-portal/${token}`)).status).toBe(410)
    expect((await server.post(`offer-portal/${token}/accept`, { signature_name: 'Ana Sousa', agree: true })).status).toBe(410)
  })

  it('accepts with the candidate’s name typed loosely, stores the signed PDF whose printed hash is document_sha256, mails the creator and the candidate the PDF', async () => {
    const account = await createAccount(server.db)
    const logo = await new FileStore(server.db).save(account.company.id, { purpose: 'logo', bytes: gradientPng(300, 90), contentType: 'image/png', extension: 'png' })
    await server.db
      .update(companies)
      .set({ logoUrl: `/backend/api/uploads/${logo.key}` })
      .where(eq(companies.id, account.company.id))
    const { token, offer, applicant } = await insertSentOffer(server.db, account.company.id, { candidateName: 'Ana Sousa', createdById: account.user.id })

    const wrong = await server.post(`offer-portal/${token}/accept`, { signature_name: 'Ana Silva', agree: true })
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors).toEqual({ signature_name: ['Type your full name as it appears on the offer'] })
    const unticked = await server.post(`offer-portal/${token}/accept`, { signature_name: 'Ana Sousa', agree: false })
    expect(unticked.status).toBe(422)
    expect(unticked.body.errors.agree).toBeDefined()

    const accepted = await server.post(`offer-portal/${token}/accept`, { signature_name: '  ANA   Sóusa ', agree: true }, { address: '203.0.113.9' })
    expect(accepted.status).toBe(200)
    const at = server.clock.now().toISOString()
    expect(accepted.body).toMatchObject({ status: 'accepted', signature: { name: 'ANA   Sóusa', at }, document_sha256: sha256(SAMPLE_LETTER) })

    const [row] = await server.db.select().from(offers).where(eq(offers.id, offer.id))
    expect(row).toMatchObject({ status: 'accepted', signatureAddress: '203.0.113.9', documentSha256: sha256(SAMPLE_LETTER), respondedAt: new Date(at) })
    const [file] = await server.db.select().from(storedFiles).where(eq(storedFiles.id, row!.signedFileId!))
    expect(file).toMatchObject({ companyId: account.company.id, purpose: 'offer_letter', contentType: 'application/pdf' })
    // Never served as a logo: only logos are public.
    expect((await server.get(`uploads/${file!.key}`)).status).toBe(404)

    const text = await pdfText(file!.bytes)
    expect(text).toContain('Signed by ANA Sóusa')
    expect(text).toContain(`Letter SHA-256: ${accepted.body.document_sha256}`)
    expect(text).toContain(at)
    expect(text).toContain('delighted')

    const again = await server.post(`offer-portal/${token}/accept`, { signature_name: 'Ana Sousa', agree: true })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('This offer is accepted; it can no longer be accepted')
    expect((await server.post(`offer-portal/${token}/decline`, {})).status).toBe(409)
    expect((await server.get(`offer-portal/${token}`)).body).toMatchObject({ status: 'accepted', signature: { name: 'ANA   Sóusa' } })

    const signed = await download(`offer-portal/${token}/letter.pdf`)
    expect(signed.status).toBe(200)
    expect(signed.bytes).toEqual(new Uint8Array(file!.bytes))

    expect(await offerActions(offer.id)).toEqual(['accepted'])
    const history = await server.get(`offers/${offer.id}/history`, { token: account.token })
    expect(history.body.data).toEqual([expect.objectContaining({ action: 'accepted', actor: { id: null, name: 'ANA   Sóusa' } })])
    const timeline = await server.get(`applicants/${applicant.id}/timeline`, { token: account.token })
    expect(timeline.body.data[0]).toMatchObject({
      kind: 'offer',
      text: 'Accepted the offer for Platform Engineer, signed as ANA   Sóusa',
      actor: { id: null, name: 'ANA   Sóusa' },
    })

    await server.settle()
    const toCreator = server.mailer.lastTo(account.user.email)
    expect(toCreator?.subject).toBe('Ana Sousa accepted the offer for Platform Engineer')
    expect(toCreator?.text).toBe(
      `Hello ${account.user.name},\n\nAna Sousa accepted and signed the offer for Platform Engineer at ${at}.\n\n${TEST_PUBLIC_URL}/offers/view/?id=${offer.id}`,
    )
    const toCandidate = server.mailer.lastTo(applicant.email)
    expect(toCandidate?.subject).toBe(`Your signed offer for Platform Engineer at ${account.company.name}`)
    expect(toCandidate?.fromName).toBe(`${account.company.name} via Staffdesk`)
    // The company's footer, once.
    expect(toCandidate?.text).toBe(
      `Hi Ana Sousa,\n\nThank you for accepting the offer for Platform Engineer. Your signed letter is attached; keep it for your records.\n\n--\nSent by ${account.company.name} through Staffdesk.\n`,
    )
    expect(toCandidate?.attachments).toEqual([{ filename: 'Offer - Ana Sousa.pdf', contentType: 'application/pdf', content: new Uint8Array(file!.bytes) }])
    const eml = toEml('Staffdesk <no-reply@staffdesk.test>', toCandidate!, new Date())
    expect(eml).toContain('Content-Disposition: attachment; filename="Offer - Ana Sousa.pdf"')
    expect(eml).toContain(Buffer.from(file!.bytes).toString('base64').slice(0, 76))

    // Staff read the confirmation in the applicant's Messages thread as sent, the PDF named, not stored again.
    const thread = await server.get(`applicants/${applicant.id}/messages`, { token: account.token })
    expect(thread.body.data).toEqual([expect.objectContaining({ subject: toCandidate?.subject, to: applicant.email, status: 'sent', application_id: offer.applicationId })])
    expect(markdownToText(thread.body.data[0].body)).toBe(
      'Hi Ana Sousa,\n\nThank you for accepting the offer for Platform Engineer. Your signed letter is attached; keep it for your records.\n\nSigned letter attached (PDF)',
    )

    // Anonymised, the acceptance stays without the name it was signed with.
    expect((await server.post(`applicants/${applicant.id}/anonymise`, {}, { token: account.token })).status).toBe(200)
    const erased = (await server.get(`applicants/${applicant.id}/timeline`, { token: account.token })).body.data
    expect(erased.find((entry: { kind: string }) => entry.kind === 'offer')).toEqual(
      expect.objectContaining({ text: 'Accepted the offer for Platform Engineer', actor: { id: null, name: ANONYMISED_NAME } }),
    )
    expect(JSON.stringify(erased)).not.toMatch(/Sóusa/i)
  })

  it('prints names in Cyrillic and Greek as written, in the portal’s download and the signed letter', async () => {
    const account = await createAccount(server.db)
    const candidateName = 'Анна Ελένη Ivanova'
    const { token } = await insertSentOffer(server.db, account.company.id, { candidateName, letter: 'Уважаемая Анна,\n\nΣας προσφέρουμε τη θέση. Café à Zürich.' })

    const unsigned = await download(`offer-portal/${token}/letter.pdf`)
    expect(unsigned.status).toBe(200)
    expect(unsigned.headers.get('content-type')).toBe('application/pdf')
    expect(unsigned.headers.get('x-content-type-options')).toBe('nosniff')
    expect(unsigned.headers.get('content-disposition')).toBe(
      `attachment; filename="Offer - ____ _____ Ivanova.pdf"; filename*=UTF-8''${encodeURIComponent(`Offer - ${candidateName}.pdf`)}`,
    )
    const text = await pdfText(unsigned.bytes)
    expect(text).toContain(`For ${candidateName}`)
    expect(text).toContain('Уважаемая Анна')
    expect(text).toContain('Σας προσφέρουμε τη θέση. Café à Zürich.')
    expect(text).not.toContain('Signed by')

    expect((await server.post(`offer-portal/${token}/accept`, { signature_name: 'анна ελενη ivanova', agree: true })).status).toBe(200)
    expect(await pdfText((await download(`offer-portal/${token}/letter.pdf`)).bytes)).toContain('Signed by анна ελενη ivanova')
  })

  it('declines with a reason, tells the creator, and refuses a second answer', async () => {
    const account = await createAccount(server.db)
    const { token, offer, applicant } = await insertSentOffer(server.db, account.company.id, { createdById: account.user.id })
    const declined = await server.post(`offer-portal/${token}/decline`, { reason: 'I took another offer' })
    expect(declined.status).toBe(200)
    expect(declined.body).toMatchObject({ status: 'declined', signature: null })
    const [row] = await server.db.select().from(offers).where(eq(offers.id, offer.id))
    expect(row).toMatchObject({ status: 'declined', declineReason: 'I took another offer', respondedAt: server.clock.now() })
    expect(await offerActions(offer.id)).toEqual(['declined'])
    const timeline = await server.get(`applicants/${applicant.id}/timeline`, { token: account.token })
    expect(timeline.body.data[0]).toMatchObject({ kind: 'offer', text: 'Declined the offer for Platform Engineer: I took another offer', actor: { id: null, name: 'Ana Sousa' } })

    expect((await server.post(`offer-portal/${token}/decline`, {})).status).toBe(409)
    expect((await server.post(`offer-portal/${token}/accept`, { signature_name: 'Ana Sousa', agree: true })).status).toBe(409)
    expect((await server.get(`offer-portal/${token}`)).body.status).toBe('declined')

    await server.settle()
    const mail = server.mailer.lastTo(account.user.email)
    expect(mail?.subject).toBe('Ana Sousa declined the offer for Platform Engineer')
    expect(mail?.text).toBe(
      `Hello ${account.user.name},\n\nAna Sousa declined the offer for Platform Engineer.\n\nTheir reason: I took another offer\n\n${TEST_PUBLIC_URL}/offers/view/?id=${offer.id}`,
    )

    // Anonymised, the candidate's answer stays in the timeline without the name they answered under.
    expect((await server.post(`applicants/${applicant.id}/anonymise`, {}, { token: account.token })).status).toBe(200)
    const erased = (await server.get(`applicants/${applicant.id}/timeline`, { token: account.token })).body.data
    // …nor the reason they wrote.
    expect(erased.find((entry: { kind: string }) => entry.kind === 'offer')).toMatchObject({
      text: 'Declined the offer for Platform Engineer',
      actor: { id: null, name: ANONYMISED_NAME },
    })
    expect(JSON.stringify(erased)).not.toMatch(/Ana Sousa|another offer/)
  })

  it('mails no creator whose account is no longer active when the candidate answers', async () => {
    const account = await createAccount(server.db)
    const gone = await createUser(server.db, account.company.id, { active: false })
    const accepted = await insertSentOffer(server.db, account.company.id, { createdById: gone.id })
    const declined = await insertSentOffer(server.db, account.company.id, { createdById: gone.id })
    expect((await server.post(`offer-portal/${accepted.token}/accept`, { signature_name: 'Ana Sousa', agree: true })).status).toBe(200)
    expect((await server.post(`offer-portal/${declined.token}/decline`, {})).status).toBe(200)

    await server.settle()
    expect(server.mailer.lastTo(gone.email)).toBeUndefined()
    expect(server.mailer.lastTo(accepted.applicant.email)?.subject).toBe(`Your signed offer for Platform Engineer at ${account.company.name}`)
  })

  it('limits answers per link and requests per client address, with Retry-After', async () => {
    const account = await createAccount(server.db)
    const { token } = await insertSentOffer(server.db, account.company.id)
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await server.post(`offer-portal/${token}/accept`, { signature_name: 'Someone Else', agree: true })).status).toBe(422)
    }
    const limited = await server.post(`offer-portal/${token}/accept`, { signature_name: 'Ana Sousa', agree: true })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await server.get(`offer-portal/${token}`)).status).toBe(200)

    const address = '198.51.100.77'
    for (let request = 0; request < 120; request++) expect((await server.get(`offer-portal/guess-${request}`, { address })).status).toBe(404)
    const guessing = await server.get(`offer-portal/${token}`, { address })
    expect(guessing.status).toBe(429)
    expect(Number(guessing.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe(`an offer’s letter for staff (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers the PDF to offer.view, 403 without, 404 to an approver its chain does not name and for another company’s offer, and the signed file once accepted', async () => {
    const account = await createAccount(server.db)
    const { token, offer } = await insertSentOffer(server.db, account.company.id)
    const viewer = await addMember(server.db, account.company.id, ['offer.view'])
    const approver = await addMember(server.db, account.company.id, ['offer_approve.allow'])
    const recruiter = await addMember(server.db, account.company.id, ['resume_and_candidates.view'])

    const letter = await download(`offers/${offer.id}/letter.pdf`, { token: viewer.token })
    expect(letter.status).toBe(200)
    expect(letter.headers.get('content-type')).toBe('application/pdf')
    expect(letter.headers.get('content-disposition')).toBe(`attachment; filename="Offer - Ana Sousa.pdf"; filename*=UTF-8''${encodeURIComponent('Offer - Ana Sousa.pdf')}`)
    expect(letter.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await pdfText(letter.bytes)).toContain('Offer of employment: Platform Engineer')
    // Sent without a chain (inside the band): no approver was asked, so none reads it (approval.test.ts: who sees an offer).
    expect((await download(`offers/${offer.id}/letter.pdf`, { token: approver.token })).status).toBe(404)
    expect((await download(`offers/${offer.id}/letter.pdf`, { token: recruiter.token })).status).toBe(403)
    expect((await download(`offers/${offer.id}/letter.pdf`)).status).toBe(401)

    const other = await createAccount(server.db)
    expect((await download(`offers/${offer.id}/letter.pdf`, { token: other.token })).status).toBe(404)
    expect((await download('offers/99999999999/letter.pdf', { token: account.token })).status).toBe(404)

    expect((await server.post(`offer-portal/${token}/accept`, { signature_name: 'Ana Sousa', agree: true })).status).toBe(200)
    const [row] = await server.db.select({ fileId: offers.signedFileId }).from(offers).where(eq(offers.id, offer.id))
    const [file] = await server.db.select({ bytes: storedFiles.bytes }).from(storedFiles).where(eq(storedFiles.id, row!.fileId!))
    expect((await download(`offers/${offer.id}/letter.pdf`, { token: account.token })).bytes).toEqual(new Uint8Array(file!.bytes))
  })
})
