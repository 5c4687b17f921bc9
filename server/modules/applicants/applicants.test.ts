import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { applicantResumes, applicants } from '../../db/schema/applicants'
import { FileStore } from '../../platform/files/file-store'
import { addMember, createAccount, insertApplicant, insertJob } from '../../test/factories'
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
const unique = (prefix: string) => `${prefix}${(sequence += 1)}`

async function stages(token = owner.token): Promise<{ id: number; name: string; kind: string }[]> {
  return (await server.get('settings/pipeline-stages', { token })).body.data
}
const stageNamed = async (name: string) => {
  const stage = (await stages()).find((candidate) => candidate.name === name)
  if (!stage) throw new Error(`no stage ${name}`)
  return stage
}

async function applyTo(applicantId: number, jobId: number): Promise<number> {
  const response = await server.post('applications', { applicant_id: applicantId, job_id: jobId }, asOwner())
  expect(response.status).toBe(201)
  return response.body.id
}

async function resumeFor(companyId: number, applicantId: number, file: { bytes: Uint8Array; contentType: string; extension: string; name: string; text?: string }) {
  const saved = await new FileStore(server.db).save(companyId, {
    purpose: 'resume',
    bytes: file.bytes,
    contentType: file.contentType,
    extension: file.extension,
    originalName: file.name,
  })
  const [resume] = await server.db
    .insert(applicantResumes)
    .values({ companyId, applicantId, fileId: saved.id, text: file.text ?? '' })
    .returning()
  return { id: resume!.id, key: saved.key }
}

describe('POST applicants', () => {
  it('adds a person by hand, applies them to a job, and answers the contract’s Applicant', async () => {
    const job = await insertJob(server.db, owner.company.id, { title: 'Data Engineer' })
    const response = await server.post(
      'applicants',
      {
        name: ' Ada Lovelace ',
        email: 'Ada@Example.test',
        phone: '+1 (415) 555-0134',
        skills: ['Python', 'python', 'SQL'],
        tags: ['referral'],
        links: ['https://ada.example'],
        education: [{ institution: 'University of London', degree: null, year: 1951 }],
        years_experience: 7,
        rating: 4,
        job_id: job.id,
      },
      asOwner(),
    )
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({
      name: 'Ada Lovelace',
      email: 'Ada@Example.test',
      phone: '+14155550134',
      skills: ['Python', 'SQL'],
      tags: ['referral'],
      source: 'manual',
      rating: 4,
      years_experience: 7,
      resumes: [],
      employee_id: null,
      applications: [{ job: { id: job.id, title: 'Data Engineer' }, stage: { name: 'Applied', kind: 'applied' }, status: 'active' }],
    })
    const timeline = await server.get(`applicants/${response.body.id}/timeline`, asOwner())
    expect(timeline.body.data.map((entry: { kind: string; text: string }) => [entry.kind, entry.text])).toEqual([
      ['applied', 'Applied to Data Engineer'],
      ['created', 'Added by hand'],
    ])
    expect(timeline.body.data[0].actor).toEqual({ id: owner.user.id, name: owner.user.name })
  })

  it('answers 409 with the existing applicant for a known email (any case) or phone (any format)', async () => {
    const first = await server.post('applicants', { name: 'Grace Hopper', email: 'grace@navy.test', phone: '+1 (415) 555-0199' }, asOwner())
    const byEmail = await server.post('applicants', { name: 'G. Hopper', email: ' GRACE@navy.test ' }, asOwner())
    expect(byEmail.status).toBe(409)
    expect(byEmail.body).toEqual({ message: 'Grace Hopper already has this email', existing_id: first.body.id })
    const byPhone = await server.post('applicants', { name: 'Grace H', phone: '415.555.0199' }, asOwner())
    expect(byPhone.status).toBe(409)
    expect(byPhone.body).toEqual({ message: 'Grace Hopper already has this phone number', existing_id: first.body.id })
    // Another company may know the same person.
    expect((await server.post('applicants', { name: 'Grace Hopper', email: 'grace@navy.test' }, asOther())).status).toBe(201)
    // An edit to a known email is refused the same way.
    const second = await server.post('applicants', { name: 'Someone Else' }, asOwner())
    const edit = await server.patch(`applicants/${second.body.id}`, { phone: '(415) 555 0199' }, asOwner())
    expect(edit.status).toBe(409)
    expect(edit.body.existing_id).toBe(first.body.id)
  })

  it('keeps a phone that does not parse as typed', async () => {
    const response = await server.post('applicants', { name: 'Unparsed Phone', phone: 'ext. 12' }, asOwner())
    expect(response.body.phone).toBe('ext. 12')
  })

  it('answers 422 naming each field', async () => {
    const response = await server.post('applicants', { name: '', email: 'not-an-email', rating: 6, links: ['javascript:alert(1)'], job_id: 999_999 }, asOwner())
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      name: ['Enter a name'],
      email: ['Enter an email address like name@example.com'],
      rating: ['Rate from 1 to 5'],
      'links.0': ['Enter a web address starting with https://'],
    })
    const foreignJob = await insertJob(server.db, other.company.id)
    const refused = await server.post('applicants', { name: 'Job Elsewhere', job_id: foreignJob.id }, asOwner())
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({ job_id: ['Choose one of the company’s jobs'] })
  })

  it('refuses a closed job on the job field, whether adding one applicant, many, or one application, and adds nothing', async () => {
    const closed = await insertJob(server.db, owner.company.id, { status: 'closed' })
    const closedJob = { job_id: ['This job is closed; reopen it to add applicants'] }
    const name = unique('Closed Job Applicant')
    const added = await server.post('applicants', { name, job_id: closed.id }, asOwner())
    expect(added.status).toBe(422)
    expect(added.body.errors).toEqual(closedJob)
    expect((await server.get(`applicants?q=${encodeURIComponent(`"${name}"`)}`, asOwner())).body.data).toEqual([])

    const applicant = await insertApplicant(server.db, owner.company.id)
    const bulk = await server.post('applicants/bulk', { ids: [applicant.id], action: 'add_to_job', job_id: closed.id }, asOwner())
    expect(bulk.status).toBe(422)
    expect(bulk.body.errors).toEqual(closedJob)
    const application = await server.post('applications', { applicant_id: applicant.id, job_id: closed.id }, asOwner())
    expect(application.status).toBe(422)
    expect(application.body.errors).toEqual(closedJob)
    expect((await server.get(`applicants/${applicant.id}`, asOwner())).body.applications).toEqual([])
  })
})

describe('an applicant of another company', () => {
  it('is a 404 to read, edit, delete, note, merge, match or list', async () => {
    const theirs = await insertApplicant(server.db, other.company.id, { name: 'Hidden Person' })
    const job = await insertJob(server.db, owner.company.id)
    const ours = await insertApplicant(server.db, owner.company.id)
    for (const response of [
      await server.get(`applicants/${theirs.id}`, asOwner()),
      await server.patch(`applicants/${theirs.id}`, { name: 'Taken' }, asOwner()),
      await server.delete(`applicants/${theirs.id}`, asOwner()),
      await server.get(`applicants/${theirs.id}/timeline`, asOwner()),
      await server.post(`applicants/${theirs.id}/notes`, { body: 'Hello' }, asOwner()),
      await server.get(`applicants/${theirs.id}/match?job_id=${job.id}`, asOwner()),
      await server.post(`applicants/${theirs.id}/merge`, { duplicate_id: ours.id }, asOwner()),
    ]) {
      expect(response.status).toBe(404)
      expect(response.body.message).toBe('Applicant not found')
    }
    const merged = await server.post(`applicants/${ours.id}/merge`, { duplicate_id: theirs.id }, asOwner())
    expect(merged.status).toBe(422)
    const listed = await server.get('applicants?q=Hidden', asOwner())
    expect(listed.body.meta.total).toBe(0)
  })
})

describe('GET applicants: search', () => {
  it('ranks a match in the name or headline above one in the resume, with plain-text snippets marking the words', async () => {
    const word = unique('zephyrine')
    const inResume = await insertApplicant(server.db, owner.company.id, {
      name: 'Resume Only',
      headline: 'Platform engineer',
      resumeText: `Maintained <script>alert(1)</script> pipelines. Migrated the ${word} service to Kubernetes and cut its costs by half.`,
    })
    const inHeadline = await insertApplicant(server.db, owner.company.id, { name: 'Headline Match', headline: `Lead ${word} engineer` })
    const response = await server.get(`applicants?q=${word}`, asOwner())
    expect(response.status).toBe(200)
    expect(response.body.data.map((row: { id: number }) => row.id)).toEqual([inHeadline.id, inResume.id])
    const snippet = response.body.data[1].snippet as { text: string; marks: [number, number][] }
    expect(snippet.text).toContain(`Migrated the ${word} service`)
    // ts_headline drops markup: a snippet is always plain text.
    expect(snippet.text).not.toContain('<')
    expect(snippet.marks.map(([start, end]) => snippet.text.slice(start, end))).toEqual([word])
  })

  it('cuts the snippet from deep in a long resume, around the matched word', async () => {
    const word = unique('orichalcum')
    const filler = Array.from({ length: 400 }, (_, index) => `routine${index % 50}`).join(' ')
    const deep = await insertApplicant(server.db, owner.company.id, { name: 'Deep Match', resumeText: `${filler}. Smelted ${word} ingots daily. ${filler}` })
    const response = await server.get(`applicants?q=smelting ${word}`, asOwner())
    expect(response.body.data.map((row: { id: number }) => row.id)).toEqual([deep.id])
    const snippet = response.body.data[0].snippet as { text: string; marks: [number, number][] }
    expect(snippet.text).toContain(`Smelted ${word} ingots daily`)
    expect(snippet.marks.map(([start, end]) => snippet.text.slice(start, end))).toEqual(['Smelted', word])
  })

  it('finds stemmed words and phrases, filters while searching, and sorts when asked', async () => {
    const tag = unique('cohort')
    await insertApplicant(server.db, owner.company.id, { name: 'Alpha Stem', resumeText: 'Managed deployments of microservices', tags: [tag] })
    await insertApplicant(server.db, owner.company.id, { name: 'Beta Stem', resumeText: 'I manage a deployment team', tags: [tag], rating: 5 })
    const stemmed = await server.get(`applicants?q=manage deployment&tag=${tag}&sort=name`, asOwner())
    expect(stemmed.body.data.map((row: { name: string }) => row.name)).toEqual(['Alpha Stem', 'Beta Stem'])
    const filtered = await server.get(`applicants?q=manage&tag=${tag.toUpperCase()}&rating_min=5`, asOwner())
    expect(filtered.body.data.map((row: { name: string }) => row.name)).toEqual(['Beta Stem'])
    expect(filtered.body.meta.total).toBe(1)
    // A page past the last match still says how many there are.
    const past = await server.get(`applicants?q=manage&tag=${tag}&per_page=1&page=3`, asOwner())
    expect(past.body).toEqual({ data: [], meta: { page: 3, per_page: 1, total: 2 } })
    const phrase = await server.get(`applicants?q=${encodeURIComponent('"deployment team"')}&tag=${tag}`, asOwner())
    expect(phrase.body.data.map((row: { name: string }) => row.name)).toEqual(['Beta Stem'])
  })

  it('matches the last word by its start while it is being typed, as the search box sends it', async () => {
    const tag = unique('typing')
    await insertApplicant(server.db, owner.company.id, { name: 'Ada Lovelace', tags: [tag] })
    await insertApplicant(server.db, owner.company.id, { name: 'Ada Byron', tags: [tag] })
    const names = async (q: string) =>
      (await server.get(`applicants?q=${encodeURIComponent(q)}&tag=${tag}&sort=name`, asOwner())).body.data.map((row: { name: string }) => row.name)
    expect(await names('ada lov')).toEqual(['Ada Lovelace'])
    expect(await names('Lovel')).toEqual(['Ada Lovelace'])
    expect(await names('ada')).toEqual(['Ada Byron', 'Ada Lovelace'])
    // A word after a minus still excludes; the words before the last must be whole.
    expect(await names('ada -lovelace')).toEqual(['Ada Byron'])
    expect(await names('ad lovelace')).toEqual([])
  })

  it('counts a common word up to 1,000 matches and pages them best first, or by the sort asked, without reading them all', async () => {
    const word = unique('ubiquitous')
    const tag = unique('crowd')
    // 1,020 matching only in their resume, created a minute apart, plus two with the word in their headline.
    await server.db.execute(sql`
      insert into ${applicants} (company_id, name, resume_text, tags, tag_keys, created_at, updated_at)
      select ${owner.company.id}, 'Crowd ' || lpad(g::text, 4, '0'), 'Worked with ' || ${word} || ' tools', array[${tag}], array[${tag}],
        now() - make_interval(mins => g), now()
      from generate_series(1, 1020) as g`)
    const lead = await insertApplicant(server.db, owner.company.id, {
      name: 'Zed Lead',
      headline: `${word} ${word} lead`,
      tags: [tag],
      createdAt: new Date(Date.now() - 86_400_000),
    })
    const other = await insertApplicant(server.db, owner.company.id, { name: 'Yan Other', headline: `${word} engineer`, tags: [tag], resumeText: 'Avoided quagmires' })

    const best = await server.get(`applicants?q=${word}&tag=${tag}`, asOwner())
    expect(best.body.meta).toEqual({ page: 1, per_page: 25, total: 1000, total_capped: true })
    const names = best.body.data.map((row: { name: string }) => row.name)
    expect(names.slice(0, 4)).toEqual(['Zed Lead', 'Yan Other', 'Crowd 0001', 'Crowd 0002'])
    expect(best.body.data[2].snippet.marks).toHaveLength(1)
    const second = await server.get(`applicants?q=${word}&tag=${tag}&page=2`, asOwner())
    expect(second.body.data[0].name).toBe('Crowd 0024')

    const byName = await server.get(`applicants?q=${word}&tag=${tag}&sort=-name&per_page=3&page=2`, asOwner())
    expect(byName.body.data.map((row: { name: string }) => row.name)).toEqual(['Crowd 1019', 'Crowd 1018', 'Crowd 1017'])
    const excluded = await server.get(`applicants?q=${encodeURIComponent(`${word} -quagmire`)}&tag=${tag}`, asOwner())
    expect(excluded.body.data[0].id).toBe(lead.id)
    expect(excluded.body.data.map((row: { id: number }) => row.id)).not.toContain(other.id)
  })
})

describe('GET applicants: filters', () => {
  it('filters by job, stage, status, source, skills (all, any case), tag and dates; unknown values are 422', async () => {
    const job = await insertJob(server.db, owner.company.id, { title: 'Filter Job' })
    const a = await insertApplicant(server.db, owner.company.id, { name: 'Filter A', skills: ['Go', 'Rust'], source: 'careers' })
    const b = await insertApplicant(server.db, owner.company.id, { name: 'Filter B', skills: ['Go'] })
    const applicationA = await applyTo(a.id, job.id)
    await applyTo(b.id, job.id)
    const screening = await stageNamed('Screening')
    await server.patch(`applications/${applicationA}`, { stage_id: screening.id }, asOwner())
    const names = async (query: string) => (await server.get(`applicants?${query}&sort=name`, asOwner())).body.data.map((row: { name: string }) => row.name)

    expect(await names(`job_id=${job.id}`)).toEqual(['Filter A', 'Filter B'])
    expect(await names(`job_id=${job.id}&stage_id=${screening.id}`)).toEqual(['Filter A'])
    expect(await names(`job_id=${job.id}&source=careers`)).toEqual(['Filter A'])
    expect(await names(`job_id=${job.id}&skills=go,RUST`)).toEqual(['Filter A'])
    expect(await names(`job_id=${job.id}&skills=go`)).toEqual(['Filter A', 'Filter B'])
    expect(await names(`job_id=${job.id}&status=rejected`)).toEqual([])
    const today = server.clock.now().toISOString().slice(0, 10)
    expect(await names(`job_id=${job.id}&created_from=${today}&created_to=${today}`)).toEqual(['Filter A', 'Filter B'])
    expect(await names(`job_id=${job.id}&created_to=2000-01-01`)).toEqual([])

    const foreignJob = await insertJob(server.db, other.company.id)
    const unknown = await server.get(`applicants?job_id=${foreignJob.id}&status=maybe&source=fax&sort=email`, asOwner())
    expect(unknown.status).toBe(422)
    expect(Object.keys(unknown.body.errors).sort()).toEqual(['sort', 'source', 'status'])
    const unknownJob = await server.get(`applicants?job_id=${foreignJob.id}`, asOwner())
    expect(unknownJob.body.errors).toEqual({ job_id: ['Choose one of the company’s jobs'] })
  })
})

describe('GET applicants/export.csv', () => {
  it('exports the filtered list with a header row, formulas escaped', async () => {
    const tag = unique('export')
    await insertApplicant(server.db, other.company.id, { name: 'Foreign Export', tags: [tag] })
    await insertApplicant(server.db, owner.company.id, { name: '=HYPERLINK("http://evil.test")', headline: '+1 trick', tags: [tag] })
    await insertApplicant(server.db, owner.company.id, { name: 'Plain, "Quoted" Name', headline: '@mention', tags: [tag] })
    await insertApplicant(server.db, owner.company.id, { name: 'Not Tagged' })
    const response = await server.get(`applicants/export.csv?tag=${tag}&sort=name`, asOwner())
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const lines = (response.body as string).trim().split('\n')
    expect(lines[0]).toBe('ID,Name,Email,Phone,Location,Headline,Skills,Tags,Rating,Years of experience,Source,Applications,Added,Updated')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"")",,,,'+1 trick`)
    expect(lines[2]).toContain(`"Plain, ""Quoted"" Name",,,,'@mention`)
  })

  it('exports a selection by ids', async () => {
    const chosen = await insertApplicant(server.db, owner.company.id, { name: 'Chosen One' })
    const response = await server.get(`applicants/export.csv?ids=${chosen.id}`, asOwner())
    expect((response.body as string).trim().split('\n')).toHaveLength(2)
    expect(response.body).toContain('Chosen One')
  })
})

describe('applications and the pipeline', () => {
  it('moves through stages, hires, rejects with a listed reason, reopens, and records each in the timeline', async () => {
    const job = await insertJob(server.db, owner.company.id, { title: 'Pipeline Job' })
    const applicant = await insertApplicant(server.db, owner.company.id, { name: 'Moving Person' })
    const id = await applyTo(applicant.id, job.id)
    expect((await server.post('applications', { applicant_id: applicant.id, job_id: job.id }, asOwner())).status).toBe(409)

    const interview = await stageNamed('Interview')
    const hired = await stageNamed('Hired')
    const moved = await server.patch(`applications/${id}`, { stage_id: interview.id }, asOwner())
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ stage: { id: interview.id, name: 'Interview', kind: 'in_progress' }, status: 'active' })

    const badReason = await server.post(`applications/${id}/reject`, { reason: 'Too tall' }, asOwner())
    expect(badReason.status).toBe(422)
    expect(badReason.body.errors.reason[0]).toMatch(/^Choose one of the company’s rejection reasons/)
    const rejected = await server.post(`applications/${id}/reject`, { reason: 'position filled', note: 'Hired internally' }, asOwner())
    expect(rejected.body).toMatchObject({ status: 'rejected', rejection_reason: 'Position filled' })
    const blocked = await server.patch(`applications/${id}`, { stage_id: hired.id }, asOwner())
    expect(blocked.status).toBe(409)
    expect(blocked.body.message).toBe('This application is rejected; reopen it before moving it')
    expect((await server.post(`applications/${id}/reject`, { reason: 'Other' }, asOwner())).status).toBe(409)

    expect((await server.post(`applications/${id}/reopen`, {}, asOwner())).body).toMatchObject({ status: 'active', rejection_reason: null })
    const hire = await server.patch(`applications/${id}`, { stage_id: hired.id }, asOwner())
    expect(hire.body).toMatchObject({ status: 'hired', stage: { kind: 'hired' } })

    const timeline = await server.get(`applicants/${applicant.id}/timeline`, asOwner())
    expect(timeline.body.data.map((entry: { text: string }) => entry.text)).toEqual([
      'Hired for Pipeline Job',
      'Reopened for Pipeline Job in Interview',
      'Rejected for Pipeline Job: Position filled (Hired internally)',
      'Moved from Applied to Interview for Pipeline Job',
      'Applied to Pipeline Job',
    ])
  })

  it('shows a job’s board by stage with counts, leaving rejected ones out; another company’s job is a 404', async () => {
    const job = await insertJob(server.db, owner.company.id, { title: 'Board Job' })
    const first = await insertApplicant(server.db, owner.company.id, { name: 'Card One', headline: 'Designer', rating: 3, tags: ['a'] })
    const second = await insertApplicant(server.db, owner.company.id, { name: 'Card Two' })
    const third = await insertApplicant(server.db, owner.company.id, { name: 'Card Three' })
    const one = await applyTo(first.id, job.id)
    await applyTo(second.id, job.id)
    const three = await applyTo(third.id, job.id)
    const offer = await stageNamed('Offer')
    await server.patch(`applications/${one}`, { stage_id: offer.id }, asOwner())
    await server.post(`applications/${three}/reject`, { reason: 'Withdrew' }, asOwner())

    const board = await server.get(`jobs/${job.id}/pipeline`, asOwner())
    expect(board.status).toBe(200)
    expect(board.body.rejected_count).toBe(1)
    expect(board.body.stages.map((stage: { name: string; application_count: number }) => [stage.name, stage.application_count])).toEqual([
      ['Applied', 1],
      ['Screening', 0],
      ['Interview', 0],
      ['Offer', 1],
      ['Hired', 0],
    ])
    expect(board.body.stages[3].applications).toEqual([
      { id: one, applicant: { id: first.id, name: 'Card One', headline: 'Designer', has_email: false }, rating: 3, tags: ['a'], stage_entered_at: expect.any(String) },
    ])
    expect((await server.get(`jobs/${job.id}/pipeline`, asOther())).status).toBe(404)
  })

  it('puts the newest in a stage first on the board, so a card moved in shows at the top', async () => {
    const job = await insertJob(server.db, owner.company.id, { title: 'Order Job' })
    const applied = await Promise.all(['Waiting Longest', 'Moved Last', 'Moved First'].map((name) => insertApplicant(server.db, owner.company.id, { name })))
    const [waiting, movedLast, movedFirst] = await Promise.all(applied.map((applicant) => applyTo(applicant.id, job.id)))
    const screening = await stageNamed('Screening')
    server.clock.advance(1000)
    await server.patch(`applications/${movedFirst}`, { stage_id: screening.id }, asOwner())
    server.clock.advance(1000)
    await server.patch(`applications/${movedLast}`, { stage_id: screening.id }, asOwner())
    server.clock.advance(1000)
    await server.patch(`applications/${waiting}`, { stage_id: screening.id }, asOwner())
    server.clock.advance(1000)
    await server.patch(`applications/${movedLast}`, { stage_id: (await stageNamed('Interview')).id }, asOwner())
    server.clock.advance(1000)
    await server.patch(`applications/${movedLast}`, { stage_id: screening.id }, asOwner())

    const board = await server.get(`jobs/${job.id}/pipeline`, asOwner())
    const names = board.body.stages[1].applications.map((card: { applicant: { name: string } }) => card.applicant.name)
    expect(names).toEqual(['Moved Last', 'Waiting Longest', 'Moved First'])
  })

  it('needs both resume_and_candidates.view and job.view for the board', async () => {
    const job = await insertJob(server.db, owner.company.id)
    const onlyApplicants = await addMember(server.db, owner.company.id, ['resume_and_candidates.view'])
    const onlyJobs = await addMember(server.db, owner.company.id, ['job.view'])
    const both = await addMember(server.db, owner.company.id, ['resume_and_candidates.view', 'job.view'])
    expect((await server.get(`jobs/${job.id}/pipeline`, { token: onlyApplicants.token })).status).toBe(403)
    expect((await server.get(`jobs/${job.id}/pipeline`, { token: onlyJobs.token })).status).toBe(403)
    expect((await server.get(`jobs/${job.id}/pipeline`, { token: both.token })).status).toBe(200)
  })
})

describe('bulk actions', () => {
  it('tags applicants all or nothing: one unknown id changes none', async () => {
    const a = await insertApplicant(server.db, owner.company.id)
    const b = await insertApplicant(server.db, owner.company.id)
    const theirs = await insertApplicant(server.db, other.company.id)
    const tag = unique('bulk')
    const refused = await server.post('applicants/bulk', { ids: [a.id, b.id, theirs.id], action: 'tag', tag }, asOwner())
    expect(refused.status).toBe(404)
    expect((await server.get(`applicants?tag=${tag}`, asOwner())).body.meta.total).toBe(0)
    const done = await server.post('applicants/bulk', { ids: [a.id, b.id], action: 'tag', tag }, asOwner())
    expect(done.body).toEqual({ affected: 2 })
    expect((await server.get(`applicants?tag=${tag}`, asOwner())).body.meta.total).toBe(2)
    expect((await server.post('applicants/bulk', { ids: [a.id], action: 'untag', tag }, asOwner())).body).toEqual({ affected: 1 })
    expect((await server.post('applicants/bulk', { ids: [a.id], action: 'tag' }, asOwner())).body.errors).toEqual({ tag: ['Enter a tag'] })
  })

  it('applies to a job, and deletes only with the delete permission', async () => {
    const job = await insertJob(server.db, owner.company.id)
    const a = await insertApplicant(server.db, owner.company.id)
    const b = await insertApplicant(server.db, owner.company.id)
    await applyTo(a.id, job.id)
    expect((await server.post('applicants/bulk', { ids: [a.id, b.id], action: 'add_to_job', job_id: job.id }, asOwner())).body).toEqual({ affected: 1 })
    const editor = await addMember(server.db, owner.company.id, ['resume_and_candidates.edit'])
    expect((await server.post('applicants/bulk', { ids: [a.id], action: 'delete' }, { token: editor.token })).status).toBe(403)
    const deleter = await addMember(server.db, owner.company.id, ['resume_and_candidates.delete'])
    expect((await server.post('applicants/bulk', { ids: [a.id], action: 'tag', tag: 'x' }, { token: deleter.token })).status).toBe(403)
    expect((await server.post('applicants/bulk', { ids: [a.id, b.id], action: 'delete' }, { token: deleter.token })).body).toEqual({ affected: 2 })
    expect((await server.get(`applicants/${a.id}`, asOwner())).status).toBe(404)
  })

  it('moves or rejects applications all or nothing: one rejected among them moves none', async () => {
    const job = await insertJob(server.db, owner.company.id)
    const ids = []
    for (let index = 0; index < 3; index += 1) ids.push(await applyTo((await insertApplicant(server.db, owner.company.id)).id, job.id))
    await server.post(`applications/${ids[2]}/reject`, { reason: 'Other' }, asOwner())
    const screening = await stageNamed('Screening')
    const refused = await server.post('applications/bulk', { ids, action: 'move', stage_id: screening.id }, asOwner())
    expect(refused.status).toBe(409)
    const board = await server.get(`jobs/${job.id}/pipeline`, asOwner())
    expect(board.body.stages[1].application_count).toBe(0)
    expect((await server.post('applications/bulk', { ids: ids.slice(0, 2), action: 'move', stage_id: screening.id }, asOwner())).body).toEqual({ affected: 2 })
    const rejectedAgain = await server.post('applications/bulk', { ids, action: 'reject', reason: 'Other' }, asOwner())
    expect(rejectedAgain.status).toBe(409)
    expect((await server.get(`jobs/${job.id}/pipeline`, asOwner())).body.rejected_count).toBe(1)
  })
})

describe('POST applicants/{id}/merge', () => {
  it('moves applications (the furthest stage stays), resumes, notes, tags and timeline, then deletes the duplicate', async () => {
    const jobA = await insertJob(server.db, owner.company.id, { title: 'Merge A' })
    const jobB = await insertJob(server.db, owner.company.id, { title: 'Merge B' })
    const keep = await insertApplicant(server.db, owner.company.id, { name: 'Keep Me', tags: ['alpha'] })
    const dupe = await insertApplicant(server.db, owner.company.id, { name: 'Dupe Me', email: 'dupe@example.test', tags: ['ALPHA', 'beta'] })
    await applyTo(keep.id, jobA.id)
    const dupeA = await applyTo(dupe.id, jobA.id)
    await applyTo(dupe.id, jobB.id)
    await server.patch(`applications/${dupeA}`, { stage_id: (await stageNamed('Interview')).id }, asOwner())
    await server.post(`applicants/${dupe.id}/notes`, { body: 'Strong portfolio' }, asOwner())
    await resumeFor(owner.company.id, dupe.id, {
      bytes: new TextEncoder().encode('resume'),
      contentType: 'text/plain',
      extension: 'txt',
      name: 'cv.txt',
      text: 'Quasarwave expert',
    })

    const merged = await server.post(`applicants/${keep.id}/merge`, { duplicate_id: dupe.id }, asOwner())
    expect(merged.status).toBe(200)
    expect(merged.body.tags).toEqual(['alpha', 'beta'])
    expect(merged.body.resumes.map((resume: { file_name: string }) => resume.file_name)).toEqual(['cv.txt'])
    expect(merged.body.applications.map((application: { job: { title: string }; stage: { name: string } }) => [application.job.title, application.stage.name]).sort()).toEqual([
      ['Merge A', 'Interview'],
      ['Merge B', 'Applied'],
    ])
    expect((await server.get(`applicants/${dupe.id}`, asOwner())).status).toBe(404)
    // The resume's text now finds the survivor.
    expect((await server.get('applicants?q=quasarwave', asOwner())).body.data.map((row: { id: number }) => row.id)).toEqual([keep.id])
    expect(merged.body.notes).toEqual([expect.objectContaining({ body: 'Strong portfolio', author: { id: owner.user.id, name: owner.user.name } })])
    expect((await server.get(`applicants/${keep.id}`, asOwner())).body.notes.map((note: { body: string }) => note.body)).toEqual(['Strong portfolio'])
    // The duplicate's timeline comes along, under the merge's own entry.
    const timeline = (await server.get(`applicants/${keep.id}/timeline`, asOwner())).body.data
    expect(timeline[0]).toMatchObject({ kind: 'merged', text: 'Merged Dupe Me (dupe@example.test) into this applicant: 2 applications, 1 resume and 1 note moved' })
    expect(timeline.map((entry: { kind: string; text: string }) => [entry.kind, entry.text])).toEqual(
      expect.arrayContaining([
        ['note', 'Strong portfolio'],
        ['moved', expect.stringContaining('Interview')],
      ]),
    )
    expect((await server.post(`applicants/${keep.id}/merge`, { duplicate_id: keep.id }, asOwner())).status).toBe(422)
  })
})

describe('resumes, notes, edits, match and delete', () => {
  it('serves a resume as an attachment, a PDF inline only when asked, sandboxed', async () => {
    const applicant = await insertApplicant(server.db, owner.company.id)
    const pdf = await resumeFor(owner.company.id, applicant.id, {
      bytes: new TextEncoder().encode('%PDF-1.4 fake'),
      contentType: 'application/pdf',
      extension: 'pdf',
      name: 'CV "final".pdf',
    })
    const download = await server.get(`applicants/${applicant.id}/resumes/${pdf.id}`, asOwner())
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="CV _final_.pdf"/)
    expect(download.headers.get('x-content-type-options')).toBe('nosniff')
    const inline = await server.get(`applicants/${applicant.id}/resumes/${pdf.id}?inline=1`, asOwner())
    expect(inline.headers.get('content-disposition')).toMatch(/^inline/)
    expect(inline.headers.get('content-security-policy')).toBe('sandbox')
    const elsewhere = await insertApplicant(server.db, owner.company.id)
    expect((await server.get(`applicants/${elsewhere.id}/resumes/${pdf.id}`, asOwner())).status).toBe(404)
  })

  it('answers a resume’s text as it was read, for the page to show a DOCX; another applicant’s resume is a 404', async () => {
    const applicant = await insertApplicant(server.db, owner.company.id)
    const docx = await resumeFor(owner.company.id, applicant.id, {
      bytes: Uint8Array.from([0x50, 0x4b, 3, 4]),
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: 'docx',
      name: 'cv.docx',
      text: 'Ada Lovelace\n<b>Analytical</b> Engines',
    })
    expect(await server.get(`applicants/${applicant.id}/resumes/${docx.id}/text`, asOwner())).toMatchObject({
      status: 200,
      body: { text: 'Ada Lovelace\n<b>Analytical</b> Engines' },
    })
    const elsewhere = await insertApplicant(server.db, owner.company.id)
    expect((await server.get(`applicants/${elsewhere.id}/resumes/${docx.id}/text`, asOwner())).status).toBe(404)
    expect((await server.get(`applicants/${applicant.id}/resumes/${docx.id}/text`, asOther())).status).toBe(404)
  })

  it('records edits and notes in the timeline, newest first', async () => {
    const created = await server.post('applicants', { name: 'Timeline Person', rating: 2 }, asOwner())
    server.clock.advance(1000)
    const edited = await server.patch(`applicants/${created.body.id}`, { rating: 5, tags: ['vip'], name: 'Timeline Person' }, asOwner())
    expect(edited.body).toMatchObject({ rating: 5, tags: ['vip'] })
    server.clock.advance(1000)
    const note = await server.post(`applicants/${created.body.id}/notes`, { body: 'Call back on Monday' }, asOwner())
    expect(note.status).toBe(201)
    expect(note.body).toMatchObject({ body: 'Call back on Monday', author: { id: owner.user.id, name: owner.user.name } })
    const timeline = await server.get(`applicants/${created.body.id}/timeline`, asOwner())
    expect(timeline.body.data.map((entry: { kind: string; text: string }) => [entry.kind, entry.text])).toEqual([
      ['note', 'Call back on Monday'],
      ['edited', 'Edited the tags, rating'],
      ['created', 'Added by hand'],
    ])
    expect((await server.post(`applicants/${created.body.id}/notes`, { body: '  ' }, asOwner())).body.errors).toEqual({ body: ['Write a note'] })
  })

  it('scores the match against a job with its reasons', async () => {
    const job = await insertJob(server.db, owner.company.id, { skills: ['Python', 'Airflow'], description: 'You bring 4+ years of data work.' })
    const applicant = await insertApplicant(server.db, owner.company.id, { skills: ['python'], yearsExperience: 5, resumeText: 'Built Airflow DAGs' })
    const match = await server.get(`applicants/${applicant.id}/match?job_id=${job.id}`, asOwner())
    expect(match.body).toEqual({
      score: 100,
      matched_skills: ['Python', 'Airflow'],
      missing_skills: [],
      reasons: ['Has 2 of the 2 skills the job asks for', '5 years of experience; the job asks for 4+'],
    })
  })

  it('deletes an applicant with their resumes’ files', async () => {
    const applicant = await insertApplicant(server.db, owner.company.id)
    const resume = await resumeFor(owner.company.id, applicant.id, { bytes: new TextEncoder().encode('cv'), contentType: 'text/plain', extension: 'txt', name: 'cv.txt' })
    expect((await server.delete(`applicants/${applicant.id}`, asOwner())).status).toBe(204)
    expect(await new FileStore(server.db).read(resume.key)).toBeNull()
    expect((await server.get(`applicants/${applicant.id}`, asOwner())).status).toBe(404)
  })
})

describe('settings/pipeline-stages', () => {
  it('starts with the default stages; adds, renames and reorders between applied and hired', async () => {
    const account = await createAccount(server.db)
    const as = { token: account.token }
    expect((await stages(account.token)).map((stage) => [stage.name, stage.kind])).toEqual([
      ['Applied', 'applied'],
      ['Screening', 'in_progress'],
      ['Interview', 'in_progress'],
      ['Offer', 'offer'],
      ['Hired', 'hired'],
    ])
    const added = await server.post('settings/pipeline-stages', { name: 'Take-home test' }, as)
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ name: 'Take-home test', kind: 'in_progress', position: 4, application_count: 0 })
    expect((await server.post('settings/pipeline-stages', { name: 'take-home TEST' }, as)).status).toBe(409)
    const first = await server.post('settings/pipeline-stages', { name: 'Phone call', position: 0 }, as)
    expect(first.body.position).toBe(1)
    const moved = await server.patch(`settings/pipeline-stages/${added.body.id}`, { position: 2, name: 'Assignment' }, as)
    expect(moved.body).toMatchObject({ name: 'Assignment', position: 2 })
    expect((await stages(account.token)).map((stage) => stage.name)).toEqual(['Applied', 'Phone call', 'Assignment', 'Screening', 'Interview', 'Offer', 'Hired'])
    const applied = (await stages(account.token))[0]!
    const pinned = await server.patch(`settings/pipeline-stages/${applied.id}`, { position: 3 }, as)
    expect(pinned.status).toBe(422)
    expect(pinned.body.errors).toEqual({ position: ['The Applied stage stays first'] })
  })

  it('counts a stage as the dashboard’s funnel does: rejected applications apart, moved with the rest on delete', async () => {
    const account = await createAccount(server.db)
    const as = { token: account.token }
    const [, screening, interview] = await stages(account.token)
    const job = await insertJob(server.db, account.company.id)
    for (const name of ['Kept One', 'Kept Two', 'Turned Away']) {
      const applicant = await insertApplicant(server.db, account.company.id, { name })
      const application = await server.post('applications', { applicant_id: applicant.id, job_id: job.id }, as)
      await server.patch(`applications/${application.body.id}`, { stage_id: screening!.id }, as)
      if (name === 'Turned Away') await server.post(`applications/${application.body.id}/reject`, { reason: 'Not qualified' }, as)
    }
    const listed = (await server.get('settings/pipeline-stages', as)).body.data.find((stage: { id: number }) => stage.id === screening!.id)
    expect(listed).toMatchObject({ application_count: 2, rejected_count: 1 })
    const funnel = (await server.get('dashboard', as)).body.applicants.funnel
    expect(funnel.find((stage: { stage: string }) => stage.stage === 'Screening').count).toBe(listed.application_count)
    expect((await server.get(`jobs/${job.id}/pipeline`, as)).body.stages.find((stage: { id: number }) => stage.id === screening!.id).application_count).toBe(2)
    // The rejected application sits in the stage too: deleting it asks where all three go.
    expect((await server.delete(`settings/pipeline-stages/${screening!.id}`, as)).body.message).toBe('3 applications are in Screening; choose a stage to move them to')
    expect((await server.delete(`settings/pipeline-stages/${screening!.id}?move_to=${interview!.id}`, as)).status).toBe(204)
  })

  it('deletes a stage only with somewhere for its applications to go; never applied nor hired', async () => {
    const account = await createAccount(server.db)
    const as = { token: account.token }
    const list = await stages(account.token)
    const [applied, screening, interview, , hired] = list
    expect((await server.delete(`settings/pipeline-stages/${applied!.id}`, as)).status).toBe(409)
    expect((await server.delete(`settings/pipeline-stages/${hired!.id}`, as)).status).toBe(409)

    const job = await insertJob(server.db, account.company.id)
    const applicant = await insertApplicant(server.db, account.company.id)
    const application = await server.post('applications', { applicant_id: applicant.id, job_id: job.id }, as)
    await server.patch(`applications/${application.body.id}`, { stage_id: screening!.id }, as)
    const refused = await server.delete(`settings/pipeline-stages/${screening!.id}`, as)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('1 application is in Screening; choose a stage to move them to')
    expect((await server.delete(`settings/pipeline-stages/${screening!.id}?move_to=${screening!.id}`, as)).status).toBe(422)
    expect((await server.delete(`settings/pipeline-stages/${screening!.id}?move_to=${interview!.id}`, as)).status).toBe(204)
    expect((await server.get(`applicants/${applicant.id}`, as)).body.applications[0].stage.name).toBe('Interview')
    expect((await stages(account.token)).map((stage) => [stage.name, stage.kind === 'applied' ? 0 : 1])).toHaveLength(4)
    expect((await server.delete(`settings/pipeline-stages/${screening!.id}`, asOther())).status).toBe(404)
  })
})
