import { readFileSync } from 'node:fs'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { CompanyScope } from '../../db/company-scope'
import { applicantResumes } from '../../db/schema/applicants'
import { resumeUploads } from '../../db/schema/resumes'
import { tasks } from '../../db/schema/tasks'
import { queueProfileFill } from '../../lib/profile-fill'
import { FileStore } from '../../platform/files/file-store'
import { addMember, createAccount, insertApplicant, insertJob } from '../../test/factories'
import { DOCX_TYPE, PDF_TYPE, resumeDocx, resumePdf, type ResumePerson } from '../../test/resume-files'
import { useTestServer } from '../../test/test-server'

const server = useTestServer()

let owner: Awaited<ReturnType<typeof createAccount>>
let other: Awaited<ReturnType<typeof createAccount>>

beforeAll(async () => {
  owner = await createAccount(server.db, { companyName: 'Acme', subscription: { plan: 'business' } })
  other = await createAccount(server.db, { companyName: 'Globex' })
})

const asOwner = () => ({ token: owner.token })
const asOther = () => ({ token: other.token })

let sequence = 0
/** A person no other test uses: their own email, phone and name. */
function person(overrides: Partial<ResumePerson> = {}): ResumePerson {
  sequence += 1
  const names = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Katherine Johnson', 'Edsger Dijkstra', 'Barbara Liskov', 'Donald Knuth', 'Frances Allen']
  const [first, last] = (names[sequence % names.length] as string).split(' ')
  return {
    name: `${first} ${last}${String.fromCharCode(97 + (sequence % 26))}${'x'.repeat(Math.floor(sequence / 26) + 1)}`,
    email: `person${sequence}@example.test`,
    phone: `+1 415 555 ${String(1000 + sequence).padStart(4, '0')}`,
    location: 'London, UK',
    title: 'Senior Data Engineer',
    skills: ['Python', 'SQL', 'Kubernetes'],
    ...overrides,
  }
}

async function upload(bytes: Uint8Array | string, name: string, type: string, options: { token?: string; jobId?: number } = {}) {
  const form = new FormData()
  form.append('file', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type }))
  if (options.jobId !== undefined) form.append('job_id', String(options.jobId))
  const response = await server.fetch('/backend/api/resumes', { method: 'POST', body: form, headers: { authorization: `Bearer ${options.token ?? owner.token}` } })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { id: number; errors?: Record<string, string[]> } }
}

/** Uploads a generated resume and runs the queue: answers the upload as it ended. */
async function uploadParsed(who: ResumePerson, options: { docx?: boolean; jobId?: number; token?: string } = {}) {
  const bytes = options.docx ? await resumeDocx(who) : await resumePdf(who)
  const sent = await upload(bytes, options.docx ? 'resume.docx' : 'resume.pdf', options.docx ? DOCX_TYPE : PDF_TYPE, options)
  expect(sent.status).toBe(202)
  await server.settle()
  return (await server.get(`resumes/${sent.body.id}`, { token: options.token ?? owner.token })).body
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89])

/** A ZIP holding one text file: a ZIP, but not a Word document. */
function zipOfText(): Uint8Array {
  const name = new TextEncoder().encode('notes.txt')
  const data = new TextEncoder().encode('hello')
  const header = new Uint8Array(30)
  const view = new DataView(header.buffer)
  view.setUint32(0, 0x04034b50, true)
  view.setUint16(4, 10, true)
  view.setUint32(18, data.length, true)
  view.setUint32(22, data.length, true)
  view.setUint16(26, name.length, true)
  return new Uint8Array([...header, ...name, ...data])
}

describe('POST resumes: what is refused at the door', () => {
  it('refuses by the bytes, not the name: a PNG named .pdf and a ZIP named .docx are 415', async () => {
    const png = await upload(PNG, 'resume.pdf', PDF_TYPE)
    expect(png.status).toBe(415)
    expect(png.body.message).toMatch(/not a PDF, DOCX or text file/)
    const zip = await upload(zipOfText(), 'resume.docx', DOCX_TYPE)
    expect(zip.status).toBe(415)
  })

  it('refuses an empty file beside the file field, and a missing one', async () => {
    const empty = await upload(new Uint8Array(0), 'resume.pdf', PDF_TYPE)
    expect(empty.status).toBe(422)
    expect(empty.body.errors).toEqual({ file: ['This file is empty'] })
    const response = await server.fetch('/backend/api/resumes', { method: 'POST', body: new FormData(), headers: { authorization: `Bearer ${owner.token}` } })
    expect(response.status).toBe(422)
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors.file).toBeDefined()
  })

  it('refuses over 10 MB from the Content-Length, and mid-stream without reading the rest', async () => {
    const big = await upload(new Uint8Array(10 * 1024 * 1024 + 1).fill(65), 'resume.txt', 'text/plain')
    expect(big.status).toBe(413)
    expect(big.body.message).toMatch(/larger than 10 MB/)

    // No Content-Length: 50 MB offered in 1 MB chunks; the server stops pulling soon after 10 MB.
    const chunk = new Uint8Array(1024 * 1024).fill(65)
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 50) return controller.close()
        pulled += 1
        controller.enqueue(chunk)
      },
    })
    const response = await server.fetch('/backend/api/resumes', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'multipart/form-data; boundary=x' },
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(pulled).toBeLessThan(15)
  })

  it('refuses a form of thousands of parts with a 413 before parsing it', async () => {
    const parts = Array.from({ length: 10_000 }, (_, index) => `--x\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nv\r\n`).join('') + '--x--\r\n'
    const response = await server.fetch('/backend/api/resumes', {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'multipart/form-data; boundary=x' },
      body: parts,
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: 'A form holds at most 10 fields' })
  })

  it('refuses a closed job (422 on the job field): it takes no new applicants', async () => {
    const closedJob = await insertJob(server.db, owner.company.id, { status: 'closed' })
    const closed = await upload('Ada Lovelace\nada@example.test\n', 'resume.txt', 'text/plain', { jobId: closedJob.id })
    expect(closed.status).toBe(422)
    expect(closed.body.errors).toEqual({ job_id: ['This job is closed; reopen it to add applicants'] })
  })

  it('refuses another company’s job (422), and answers 202 with the upload queued', async () => {
    const theirJob = await insertJob(server.db, other.company.id)
    const refused = await upload(await resumePdf(person()), 'resume.pdf', PDF_TYPE, { jobId: theirJob.id })
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({ job_id: ['Choose one of the company’s jobs'] })

    const job = await insertJob(server.db, owner.company.id, { title: 'Data Engineer' })
    const accepted = await upload(await resumePdf(person()), 'Ada CV.pdf', 'application/octet-stream', { jobId: job.id })
    expect(accepted.status).toBe(202)
    expect(accepted.body).toMatchObject({
      file_name: 'Ada CV.pdf',
      content_type: PDF_TYPE,
      status: 'queued',
      error: null,
      ocr: false,
      job: { id: job.id, title: 'Data Engineer' },
      parsed: null,
      duplicate_of: null,
      applicant_id: null,
    })
    await server.settle()
  })
})

describe('parsing and the decision of contract 12', () => {
  it('saves a clear resume as an applicant (source upload) with the resume, applied to the job, found by search', async () => {
    const job = await insertJob(server.db, owner.company.id, { title: 'Platform Engineer' })
    const who = person({ skills: ['Python', 'Kubernetes', 'Terraform'] })
    const done = await uploadParsed(who, { jobId: job.id })
    expect(done).toMatchObject({ status: 'saved', error: null, duplicate_of: null, parsed: { name: who.name, email: who.email } })
    const applicant = (await server.get(`applicants/${done.applicant_id}`, asOwner())).body
    expect(applicant).toMatchObject({ name: who.name, email: who.email, source: 'upload', headline: 'Senior Data Engineer', location: 'London, UK' })
    expect(applicant.skills).toEqual(expect.arrayContaining(['Python', 'Kubernetes', 'Terraform']))
    expect(applicant.applications).toMatchObject([{ job: { id: job.id }, stage: { kind: 'applied' }, status: 'active' }])
    expect(applicant.resumes).toMatchObject([{ file_name: 'resume.pdf', content_type: PDF_TYPE }])
    const found = (await server.get('applicants?q=Analytical', asOwner())).body.data.map((row: { id: number }) => row.id)
    expect(found).toContain(done.applicant_id)
    const history = await server.db.query.activityLog.findMany({ where: (log, { and, eq }) => and(eq(log.subjectType, 'resume_upload'), eq(log.subjectId, done.id)) })
    expect(history.map((entry) => entry.action)).toEqual(['saved'])
  })

  it('reads a DOCX the same way, and answers the text read from it (empty before it is parsed)', async () => {
    const who = person({ extra: ['Volunteer: <b>lighthouse</b> keeper'] })
    const queued = await upload(await resumeDocx(who), 'resume.docx', DOCX_TYPE)
    expect(await server.get(`resumes/${queued.body.id}/text`, asOwner())).toMatchObject({ status: 200, body: { text: '' } })
    await server.settle()
    const done = (await server.get(`resumes/${queued.body.id}`, asOwner())).body
    expect(done).toMatchObject({ status: 'saved', content_type: DOCX_TYPE, parsed: { email: who.email } })
    const { text } = (await server.get(`resumes/${queued.body.id}/text`, asOwner())).body as { text: string }
    expect(text).toContain(who.name)
    expect(text).toContain('Volunteer: <b>lighthouse</b> keeper')
    expect((await server.get(`resumes/${queued.body.id}/text`, asOther())).status).toBe(404)
  })

  it('reads a scanned PDF by OCR, in its turn for OCR’s share of the parsing memory', { timeout: 120_000 }, async () => {
    const scan = readFileSync(new URL('./parser/corpus/47-peter-lindgren.pdf', import.meta.url))
    const queued = await upload(scan, 'scan.pdf', PDF_TYPE)
    await server.settle()
    const done = (await server.get(`resumes/${queued.body.id}`, asOwner())).body
    expect(done).toMatchObject({ ocr: true, error: null, parsed: { name: 'Peter Lindgren', phone: '+16125550132' } })
  })

  it('marks the same bytes again a duplicate of the applicant who has them, creating nothing', async () => {
    const bytes = await resumePdf(person())
    const first = await upload(bytes, 'a.pdf', PDF_TYPE)
    await server.settle()
    const saved = (await server.get(`resumes/${first.body.id}`, asOwner())).body
    expect(saved.status).toBe('saved')
    const before = (await server.get('applicants?per_page=1', asOwner())).body.meta.total
    const again = await upload(bytes, 'b.pdf', PDF_TYPE)
    await server.settle()
    const duplicate = (await server.get(`resumes/${again.body.id}`, asOwner())).body
    expect(duplicate).toMatchObject({ status: 'duplicate', applicant_id: null, duplicate_of: { applicant_id: saved.applicant_id, reason: 'same_file' } })
    expect((await server.get('applicants?per_page=1', asOwner())).body.meta.total).toBe(before)
  })

  it('two copies in one batch: the later one is the duplicate', async () => {
    const bytes = await resumePdf(person())
    const first = await upload(bytes, 'a.pdf', PDF_TYPE)
    const second = await upload(bytes, 'a copy.pdf', PDF_TYPE)
    await server.settle()
    const [a, b] = await Promise.all([first, second].map(async (sent) => (await server.get(`resumes/${sent.body.id}`, asOwner())).body))
    expect(a.status).toBe('saved')
    expect(b).toMatchObject({ status: 'duplicate', duplicate_of: { applicant_id: a.applicant_id, reason: 'same_file' } })
  })

  it('holds a likely existing applicant for review: same email, same phone (any format), similar name', async () => {
    const known = person()
    const existing = await uploadParsed(known)
    expect(existing.status).toBe('saved')

    const sameEmail = await uploadParsed({ ...person(), email: known.email?.toUpperCase() })
    expect(sameEmail).toMatchObject({ status: 'needs_review', applicant_id: null, duplicate_of: { applicant_id: existing.applicant_id, name: known.name, reason: 'same_email' } })

    const samePhone = await uploadParsed({ ...person(), phone: known.phone?.replace('+1 ', '(').replace(' 555 ', ') 555-') })
    expect(samePhone).toMatchObject({ status: 'needs_review', duplicate_of: { applicant_id: existing.applicant_id, reason: 'same_phone' } })

    const [first, last] = known.name.split(' ')
    const similar = await uploadParsed({ ...person(), name: `${first} B. ${last}` })
    expect(similar).toMatchObject({ status: 'needs_review', duplicate_of: { applicant_id: existing.applicant_id, reason: 'similar_name' } })
  })

  it('holds a resume without any contact for review, matching no one', async () => {
    const { email: _email, phone: _phone, ...noContact } = person()
    const done = await uploadParsed(noContact)
    expect(done).toMatchObject({ status: 'needs_review', duplicate_of: null, applicant_id: null, parsed: { name: noContact.name, email: null, phone: null } })
  })

  it('fails a damaged PDF with the parser’s message, leaving the rest of the batch alone', async () => {
    const broken = await upload(new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage'), 'broken.pdf', PDF_TYPE)
    const fine = await upload(await resumePdf(person()), 'fine.pdf', PDF_TYPE)
    await server.settle()
    const failed = (await server.get(`resumes/${broken.body.id}`, asOwner())).body
    expect(failed).toMatchObject({ status: 'failed', parsed: null, applicant_id: null })
    expect(failed.error).toMatch(/PDF/)
    expect((await server.get(`resumes/${fine.body.id}`, asOwner())).body.status).toBe('saved')
  })
})

describe('review: save, merge, discard', () => {
  it('saves an upload that needs review with corrected fields; errors sit beside the fields; a second save is a 409 naming the status', async () => {
    const job = await insertJob(server.db, owner.company.id, { title: 'Analyst' })
    const { email: _email, phone: _phone, ...noContact } = person()
    const waiting = await uploadParsed(noContact, { jobId: job.id })
    expect(waiting.status).toBe('needs_review')

    const invalid = await server.post(`resumes/${waiting.id}/save`, { fields: { email: 'not an email', links: ['ftp://x'] } }, asOwner())
    expect(invalid.status).toBe(422)
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['fields.email', 'fields.links.0'])

    const saved = await server.post(`resumes/${waiting.id}/save`, { fields: { email: 'found@example.test', headline: 'Analyst' } }, asOwner())
    expect(saved.status).toBe(200)
    const applicant = (await server.get(`applicants/${saved.body.applicant_id}`, asOwner())).body
    expect(applicant).toMatchObject({ name: noContact.name, email: 'found@example.test', headline: 'Analyst', source: 'upload' })
    expect(applicant.applications).toMatchObject([{ job: { id: job.id } }])
    expect(applicant.resumes).toHaveLength(1)
    expect((await server.get(`resumes/${waiting.id}`, asOwner())).body).toMatchObject({ status: 'saved', applicant_id: saved.body.applicant_id })

    const again = await server.post(`resumes/${waiting.id}/save`, {}, asOwner())
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('This upload is saved; only an upload that is needs review can be saved')
  })

  it('a save as new that doubles a known person is a 409 with the existing applicant', async () => {
    const known = person()
    const existing = await uploadParsed(known)
    const waiting = await uploadParsed({ ...person(), email: known.email })
    const refused = await server.post(`resumes/${waiting.id}/save`, {}, asOwner())
    expect(refused.status).toBe(409)
    expect(refused.body.existing_id).toBe(existing.applicant_id)
  })

  it('merges into the matching applicant: fills only their empty fields, adds the resume and the job', async () => {
    const known = await insertApplicant(server.db, owner.company.id, { name: 'Merge Target', email: 'merge.target@example.test', headline: 'Kept headline' })
    const job = await insertJob(server.db, owner.company.id, { title: 'Merge Job' })
    const waiting = await uploadParsed({ ...person(), email: 'merge.target@example.test', title: 'Other title' }, { jobId: job.id })
    expect(waiting).toMatchObject({ status: 'needs_review', duplicate_of: { applicant_id: known.id, reason: 'same_email' } })

    const merged = await server.post(`resumes/${waiting.id}/save`, { merge_into: known.id }, asOwner())
    expect(merged.status).toBe(200)
    expect(merged.body).toEqual({ applicant_id: known.id })
    const applicant = (await server.get(`applicants/${known.id}`, asOwner())).body
    expect(applicant).toMatchObject({ name: 'Merge Target', headline: 'Kept headline', location: 'London, UK', email: 'merge.target@example.test' })
    expect(applicant.skills).toEqual(expect.arrayContaining(['Python', 'SQL']))
    expect(applicant.resumes).toHaveLength(1)
    expect(applicant.applications).toMatchObject([{ job: { id: job.id } }])
    const timeline = (await server.get(`applicants/${known.id}/timeline`, asOwner())).body.data
    const merge = timeline.find((entry: { kind: string }) => entry.kind === 'merged')
    expect(merge.text).toMatch(/^Merged the uploaded resume resume\.pdf, filling the /)

    const theirs = await insertApplicant(server.db, other.company.id, { name: 'Not yours' })
    const waitingAgain = await uploadParsed({ ...person(), email: 'merge.target@example.test', extra: ['another copy'] })
    const refused = await server.post(`resumes/${waitingAgain.id}/save`, { merge_into: theirs.id }, asOwner())
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({ merge_into: ['Choose one of the company’s applicants'] })
  })

  it('discards an upload waiting for review; a second discard is a 409', async () => {
    const { email: _email, phone: _phone, ...noContact } = person()
    const waiting = await uploadParsed(noContact)
    const discarded = await server.post(`resumes/${waiting.id}/discard`, {}, asOwner())
    expect(discarded.status).toBe(200)
    expect(discarded.body).toMatchObject({ id: waiting.id, status: 'discarded' })
    const again = await server.post(`resumes/${waiting.id}/discard`, {}, asOwner())
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(/^This upload is discarded; only an upload that is needs review, duplicate, failed can be discarded$/)
  })
})

describe('GET resumes', () => {
  it('lists the company’s uploads newest first, filtered by one or several statuses; an unknown status is a 422', async () => {
    const all = (await server.get('resumes?per_page=100', asOwner())).body
    expect(all.meta.total).toBeGreaterThan(5)
    const times = all.data.map((row: { created_at: string }) => row.created_at)
    expect([...times].sort().reverse()).toEqual(times)
    const waiting = (await server.get('resumes?status=needs_review,failed,duplicate&per_page=100', asOwner())).body
    expect(waiting.data.length).toBeGreaterThan(0)
    expect(new Set(waiting.data.map((row: { status: string }) => row.status))).toEqual(new Set(['needs_review', 'failed', 'duplicate']))
    const bad = await server.get('resumes?status=needs_review,lost', asOwner())
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toEqual(['status.1'])
  })

  it('serves the original inline with its type and nosniff; another company sees none of it', async () => {
    const sent = await upload(await resumePdf(person()), 'mine.pdf', PDF_TYPE)
    const file = await server.fetch(`/backend/api/resumes/${sent.body.id}/file`, { headers: { authorization: `Bearer ${owner.token}` } })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe(PDF_TYPE)
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename="mine.pdf"/)
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-')

    for (const path of [`resumes/${sent.body.id}`, `resumes/${sent.body.id}/file`]) expect((await server.get(path, asOther())).status).toBe(404)
    for (const action of ['save', 'discard']) expect((await server.post(`resumes/${sent.body.id}/${action}`, {}, asOther())).status).toBe(404)
    expect((await server.get('resumes?per_page=100', asOther())).body.data.map((row: { id: number }) => row.id)).not.toContain(sent.body.id)
    await server.settle()
  })

  it('a viewer with resume_and_candidates.view reads; only .add uploads and reviews', async () => {
    const viewer = await addMember(server.db, owner.company.id, ['resume_and_candidates.view'])
    expect((await server.get('resumes', { token: viewer.token })).status).toBe(200)
    expect((await upload(await resumePdf(person()), 'x.pdf', PDF_TYPE, { token: viewer.token })).status).toBe(403)
  })
})

describe('durability', () => {
  // One restart for both cases: each restart starts fresh parsing processes, which load the parser and its gazetteer, seconds each on a busy machine.
  it(
    'a restart loses nothing: the new process parses what the old one left queued, and takes over a parse whose process died, not 15 minutes later',
    { timeout: 90_000 },
    async () => {
      const queued = []
      for (let index = 0; index < 3; index += 1) queued.push(await upload(await resumePdf(person()), `batch-${index}.pdf`, PDF_TYPE))
      const stuck = await upload(await resumePdf(person()), 'stuck.pdf', PDF_TYPE)
      // As if a process claimed its task, marked the upload parsing, and died.
      await server.db.update(resumeUploads).set({ status: 'parsing' }).where(eq(resumeUploads.id, stuck.body.id))
      const claimed = await server.db
        .update(tasks)
        .set({ lockedBy: 'a claim', workerId: 'a dead process', lockedUntil: new Date(server.clock.now().getTime() + 15 * 60_000), attempts: 1 })
        .where(and(eq(tasks.kind, 'resume-parse'), sql`${tasks.payload}->>'uploadId' = ${String(stuck.body.id)}`))
        .returning({ id: tasks.id })
      expect(claimed).toHaveLength(1)
      await server.restart()
      await server.settle()
      for (const { body } of queued) expect((await server.get(`resumes/${body.id}`, asOwner())).body.status).toBe('saved')
      expect((await server.get(`resumes/${stuck.body.id}`, asOwner())).body.status).toBe('saved')
    },
  )
})

describe('queueProfileFill (the careers site’s applicants)', () => {
  it('fills only the applicant’s empty fields from their stored resume, and its text for search', async () => {
    const who = person({ skills: ['Forklift', 'Payroll'] })
    const applicant = await insertApplicant(server.db, owner.company.id, { name: who.name, email: who.email, location: 'Given, Place' })
    const scope = new CompanyScope(server.db, owner.company.id)
    await scope.transaction(async (tx) => {
      const saved = await new FileStore(tx.db).save(tx.companyId, {
        purpose: 'resume',
        bytes: await resumePdf(who),
        contentType: PDF_TYPE,
        extension: 'pdf',
        originalName: 'cv.pdf',
      })
      const [resume] = await tx.db.insert(applicantResumes).values({ companyId: tx.companyId, applicantId: applicant.id, fileId: saved.id }).returning()
      await queueProfileFill(tx.db, server.deps, { companyId: tx.companyId, applicantId: applicant.id, applicantResumeId: resume!.id, mode: 'fill', applicationId: null })
    })
    await server.settle()
    const filled = (await server.get(`applicants/${applicant.id}`, asOwner())).body
    expect(filled).toMatchObject({ name: who.name, email: who.email, location: 'Given, Place', headline: 'Senior Data Engineer', phone: '+1415555' + who.phone?.slice(-4) })
    expect(filled.skills).toEqual(expect.arrayContaining(['Forklift', 'Payroll']))
    const found = (await server.get('applicants?q=Analytical', asOwner())).body.data.map((row: { id: number }) => row.id)
    expect(found).toContain(applicant.id)
  })
})
