import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { offers } from '../../db/schema/offers'
import { WorkerPool } from '../../platform/tasks/worker-pool'
import { createAccount } from '../../test/factories'
import { useTestServer } from '../../test/test-server'
import type { OfferLetter } from './letter-pdf'
import { insertSentOffer } from './portal/offer.fixture'

/** The offer letter's PDF is made in a worker process, never on the event loop; a process that dies or hangs answers a 503. */

const server = useTestServer()

/** The worker pool's own test module: a function that aborts its process, one that never returns. */
const FAILING = new URL('../../platform/tasks/worker-pool.fixture.ts', import.meta.url)

async function download(path: string, token?: string) {
  const response = await server.fetch(`/backend/api/${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {})
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { status: response.status, headers: response.headers, bytes, text: new TextDecoder().decode(bytes) }
}

/** Every letter the app asks the worker pool for, as the pool received it (the render still runs). */
function watchRenders(): OfferLetter[] {
  const letters: OfferLetter[] = []
  const run = WorkerPool.prototype.run
  vi.spyOn(WorkerPool.prototype, 'run').mockImplementation(function (this: WorkerPool<unknown, unknown>, input: unknown) {
    letters.push(input as OfferLetter)
    return run.call(this, input)
  })
  return letters
}

/** The next render goes to a pool whose process runs `exportName` of FAILING instead. */
function failNextRender(exportName: 'abort' | 'hang') {
  const pool = new WorkerPool<null, never>(FAILING, exportName, { size: 1, timeoutMs: 300 })
  vi.spyOn(WorkerPool.prototype, 'run').mockImplementationOnce(async () => {
    try {
      return await pool.run(null)
    } finally {
      await pool.close()
    }
  })
}

/**
 * Each failing render starts a process of its own, and the first render of a file starts the
 * letters' process: seconds apiece on a loaded machine, where the processes run below normal priority.
 */
const STARTS_PROCESSES = { timeout: 120_000 }

afterEach(() => {
  vi.restoreAllMocks()
})

describe(`an offer letter’s PDF (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('is rendered by the worker pool for staff’s download, the candidate’s download and the signed copy on accept', STARTS_PROCESSES, async () => {
    const account = await createAccount(server.db)
    const { token, offer } = await insertSentOffer(server.db, account.company.id, { candidateName: 'Ana Sousa' })
    const letters = watchRenders()

    const staff = await download(`offers/${offer.id}/letter.pdf`, account.token)
    const candidate = await download(`offer-portal/${token}/letter.pdf`)
    for (const answer of [staff, candidate]) {
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe('application/pdf')
      expect(answer.text.startsWith('%PDF-')).toBe(true)
    }
    expect((await server.post(`offer-portal/${token}/accept`, { signature_name: 'Ana Sousa', agree: true })).status).toBe(200)

    expect(letters.map((letter) => [letter.candidateName, letter.signature?.name ?? null])).toEqual([
      ['Ana Sousa', null],
      ['Ana Sousa', null],
      ['Ana Sousa', 'Ana Sousa'],
    ])
  })

  it('answers 503 with Retry-After when the rendering process dies or runs out of time, logs no unhandled error, and renders again after', STARTS_PROCESSES, async () => {
    const account = await createAccount(server.db)
    const { token, offer } = await insertSentOffer(server.db, account.company.id, { candidateName: 'Ana Sousa' })
    const logged = vi.spyOn(server.deps.logger, 'error')

    for (const failure of ['abort', 'hang'] as const) {
      failNextRender(failure)
      const answer = await download(`offers/${offer.id}/letter.pdf`, account.token)
      expect(answer.status).toBe(503)
      expect(answer.headers.get('retry-after')).toBe('5')
      expect(JSON.parse(answer.text)).toEqual({ message: 'The letter’s PDF could not be made just now. Try again in a moment.' })
    }

    // A failed render of the signed copy leaves the offer to be accepted again.
    failNextRender('abort')
    const accept = await server.post(`offer-portal/${token}/accept`, { signature_name: 'Ana Sousa', agree: true })
    expect(accept.status).toBe(503)
    const [row] = await server.db.select({ status: offers.status, signedFileId: offers.signedFileId }).from(offers).where(eq(offers.id, offer.id))
    expect(row).toEqual({ status: 'sent', signedFileId: null })
    expect(logged).not.toHaveBeenCalled()

    expect((await server.post(`offer-portal/${token}/accept`, { signature_name: 'Ana Sousa', agree: true })).status).toBe(200)
    expect((await download(`offer-portal/${token}/letter.pdf`)).status).toBe(200)
  })
})
