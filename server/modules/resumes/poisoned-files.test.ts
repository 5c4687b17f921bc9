import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { resumeUploads } from '../../db/schema/resumes'
import { tasks } from '../../db/schema/tasks'
import { createLogger } from '../../logger'
import { TaskQueue } from '../../platform/tasks/task-queue'
import { createAccount } from '../../test/factories'
import { useTestServer } from '../../test/test-server'
import { handleResumeWork } from './background'
import { ABANDONED_TEXT } from './parsing-uploads'

/**
 * Issue 28: files no parser should meet. The uploads go through the API; their tasks run on a
 * queue whose parser (parser-stub.fixture.ts) hangs, throws or answers U+0000 as the file says,
 * in the worker pool's real threads, with a parse time limit of a fraction of a second.
 */
const server = useTestServer()
let queue: TaskQueue
let token: string

beforeAll(async () => {
  queue = new TaskQueue(server.db, { clock: server.clock, logger: createLogger('silent') })
  handleResumeWork(
    { ...server.deps, tasks: queue },
    { threads: 1, parser: new URL('./parser-stub.fixture.ts', import.meta.url), parseTimeoutMs: 300 },
  )
  token = (await createAccount(server.db, { companyName: 'Acme', subscription: { plan: 'business' } })).token
})

async function upload(text: string): Promise<number> {
  const form = new FormData()
  form.append('file', new File([text], 'resume.txt', { type: 'text/plain' }))
  const response = await server.fetch('/backend/api/resumes', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })
  expect(response.status).toBe(202)
  return ((await response.json()) as { id: number }).id
}

const uploadOf = async (id: number) => (await server.get(`resumes/${id}`, { token })).body

/** Runs the queue through every attempt the parse task has, waiting out its backoffs. */
async function runEveryAttempt(): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await queue.drain()
    server.clock.advance(60_000)
  }
}

describe('uploads no file can jam', () => {
  it('saves a parse holding U+0000 and lone surrogates, cleaned', async () => {
    const id = await upload('nul\nAda Nullbyte')
    await queue.drain()
    const done = await uploadOf(id)
    expect(done).toMatchObject({ status: 'saved', error: null, parsed: { name: 'Ada Nullbyte', location: '\uFFFDLondon', headline: 'Analyst', skills: ['Python', 'SQL'] } })
    expect(done.parsed.education).toEqual([{ institution: 'University of London', degree: null, year: 2012 }])
    expect((await server.get(`applicants/${done.applicant_id}`, { token })).body).toMatchObject({ name: 'Ada Nullbyte', headline: 'Analyst' })
    expect((await server.get(`resumes/${id}/text`, { token })).body.text).toBe('Ada Nullbyte\n\uFFFD ada@example.test')
  })

  it('fails an upload whose parser throws, after three attempts, with a sentence; its task keeps the cleaned error', async () => {
    const id = await upload('throw')
    await queue.drain()
    expect((await uploadOf(id)).status).toBe('parsing')
    await runEveryAttempt()
    expect(await uploadOf(id)).toMatchObject({ status: 'failed', error: 'This file could not be read; it was tried 3 times' })
    const [task] = await server.db.select().from(tasks).where(eq(tasks.kind, 'resume-parse'))
    expect(task).toMatchObject({ status: 'failed', attempts: 3, lastError: 'Error: Error: the reader broke on \uFFFD' })
  })

  it('fails an upload whose parse hangs past its time limit, and the next upload is read', async () => {
    const hanging = await upload('hang')
    const next = await upload('nul\nGrace Afterhang')
    await runEveryAttempt()
    expect(await uploadOf(hanging)).toMatchObject({ status: 'failed', error: 'Reading this file took too long; it was tried 3 times' })
    expect(await uploadOf(next)).toMatchObject({ status: 'needs_review', parsed: { name: 'Grace Afterhang' } })
  })

  it('fails an upload whose parse aborts its process, and the next upload is read by the process that replaces it', async () => {
    const aborting = await upload('abort')
    const next = await upload('nul\nGrace Afterabort')
    await runEveryAttempt()
    expect(await uploadOf(aborting)).toMatchObject({ status: 'failed', error: 'This file could not be read; it was tried 3 times' })
    expect(await uploadOf(next)).toMatchObject({ status: 'needs_review', parsed: { name: 'Grace Afterabort' } })
  })

  it('fails an upload whose last attempt stopped its process, without reading it again', async () => {
    const id = await upload('hang')
    // As if the process running its third attempt died with it.
    await server.db
      .update(tasks)
      .set({ attempts: 3, lockedBy: 'a claim', workerId: 'a dead process', lockedUntil: new Date(server.clock.now().getTime() + 15 * 60_000) })
      .where(eq(tasks.status, 'queued'))
    await server.db.update(resumeUploads).set({ status: 'parsing' }).where(eq(resumeUploads.id, id))
    await queue.drain()
    expect(await uploadOf(id)).toMatchObject({ status: 'failed', error: 'This file stopped the reader; it was tried 3 times' })
  })

  it('settles, within the hour, an upload whose task is gone', async () => {
    const id = await upload('nul')
    await server.db.delete(tasks).where(eq(tasks.status, 'queued'))
    server.clock.advance(11 * 60_000)
    expect(await queue.runDueSchedules()).toContain('resume-uploads-settle')
    expect(await uploadOf(id)).toMatchObject({ status: 'failed', error: ABANDONED_TEXT })
  })
})
