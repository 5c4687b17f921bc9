import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { activityLog } from '../../db/schema/activity-log'
import { HOUR_MS } from '../../lib/clock'
import { addMember, createAccount, insertJob } from '../../test/factories'
import { useTestServer } from '../../test/test-server'

const server = useTestServer()

let owner: Awaited<ReturnType<typeof createAccount>>
let editor: Awaited<ReturnType<typeof addMember>>

beforeAll(async () => {
  owner = await createAccount(server.db, { companyName: 'Acme', user: { name: 'Olivia Owner' }, subscription: { plan: 'business' } })
  editor = await addMember(server.db, owner.company.id, ['job.view', 'job.edit'], { name: 'Eddie Editor' })
})

const asOwner = () => ({ token: owner.token })
const asEditor = () => ({ token: editor.token })

async function createJob(overrides: Record<string, unknown> = {}): Promise<number> {
  const body = { title: 'Backend Engineer', department: 'Engineering', employment_type: 'full_time', workplace: 'hybrid', openings: 2 }
  const response = await server.post('jobs', { ...body, description: 'Build the API.', ...overrides }, asOwner())
  expect(response.status).toBe(201)
  return response.body.id
}

async function history(id: number) {
  const response = await server.get(`jobs/${id}/history`, asOwner())
  expect(response.status).toBe(200)
  return response.body.data as { action: string; actor: unknown; changes: unknown; comment: unknown; at: string; id: number }[]
}

describe('GET jobs/{id}/history', () => {
  it('starts with who created the job and when', async () => {
    const id = await createJob()
    expect(await history(id)).toEqual([
      {
        id: expect.any(Number),
        at: server.clock.now().toISOString(),
        actor: { id: owner.user.id, name: 'Olivia Owner' },
        action: 'created',
        comment: null,
        changes: {},
      },
    ])
  })

  it('records an edit with each changed field as [before, after], and who made it', async () => {
    const id = await createJob({ skills: ['Go'] })
    server.clock.advance(HOUR_MS)
    const edit = { title: 'Lead Engineer', openings: 3, skills: ['Go', 'SQL'], department: 'Engineering' }
    expect((await server.patch(`jobs/${id}`, edit, asEditor())).status).toBe(200)

    const [, edited] = await history(id)
    expect(edited).toMatchObject({
      at: server.clock.now().toISOString(),
      actor: { id: editor.user.id, name: 'Eddie Editor' },
      action: 'edited',
      changes: { title: ['Backend Engineer', 'Lead Engineer'], openings: [2, 3], skills: [['Go'], ['Go', 'SQL']] },
    })
  })

  it('records publishing, closing and reopening as their own entries, oldest first', async () => {
    const id = await createJob()
    for (const status of ['published', 'closed', 'published']) {
      server.clock.advance(HOUR_MS)
      expect((await server.patch(`jobs/${id}`, { status }, asOwner())).status).toBe(200)
    }
    const entries = await history(id)
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      ['created', {}],
      ['published', { status: ['draft', 'published'] }],
      ['closed', { status: ['published', 'closed'] }],
      ['reopened', { status: ['closed', 'published'] }],
    ])
    expect(entries.map((entry) => entry.at)).toEqual([...entries.map((entry) => entry.at)].sort())
  })

  it('records an edit that also publishes as both an edit and a publication', async () => {
    const id = await createJob()
    await server.patch(`jobs/${id}`, { title: 'Staff Engineer', status: 'published' }, asOwner())
    expect((await history(id)).map((entry) => [entry.action, entry.changes])).toEqual([
      ['created', {}],
      ['edited', { title: ['Backend Engineer', 'Staff Engineer'] }],
      ['published', { status: ['draft', 'published'] }],
    ])
  })

  it('records nothing for an edit that changes nothing or is refused', async () => {
    const id = await createJob()
    expect((await server.patch(`jobs/${id}`, { title: 'Backend Engineer', openings: 2 }, asOwner())).status).toBe(200)
    expect((await server.patch(`jobs/${id}`, { openings: 0 }, asOwner())).status).toBe(422)
    expect((await history(id)).map((entry) => entry.action)).toEqual(['created'])
  })

  it('keeps a deleted job’s entries, ending with who deleted it', async () => {
    const id = await createJob()
    expect((await server.delete(`jobs/${id}`, asOwner())).status).toBe(204)
    expect((await server.get(`jobs/${id}/history`, asOwner())).status).toBe(404)
    const entries = await server.db
      .select({ action: activityLog.action, actorName: activityLog.actorName })
      .from(activityLog)
      .where(and(eq(activityLog.subjectType, 'job'), eq(activityLog.subjectId, id)))
      .orderBy(activityLog.id)
    expect(entries).toEqual([
      { action: 'created', actorName: 'Olivia Owner' },
      { action: 'deleted', actorName: 'Olivia Owner' },
    ])
  })

  it('answers 404 for another company’s job, and never shows its entries', async () => {
    const other = await createAccount(server.db, { companyName: 'Globex' })
    const theirs = await insertJob(server.db, other.company.id)
    const response = await server.get(`jobs/${theirs.id}/history`, asOwner())
    expect(response).toMatchObject({ status: 404, body: { message: 'Job not found' } })
  })

  it('is readable with job.view alone; 422 for an id that is not a number', async () => {
    const viewer = await addMember(server.db, owner.company.id, ['job.view'])
    const id = await createJob()
    const response = await server.get(`jobs/${id}/history`, { token: viewer.token })
    expect(response.status).toBe(200)
    expect(response.body.data).toHaveLength(1)
    expect((await server.get('jobs/abc/history', asOwner())).status).toBe(422)
  })
})
