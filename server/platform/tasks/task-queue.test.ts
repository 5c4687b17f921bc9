import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { tasks } from '../../db/schema/tasks'
import { createLogger } from '../../logger'
import { useTestServer, type TestServer } from '../../test/test-server'
import { taskKind } from './task-kind'
import { TaskQueue } from './task-queue'

/**
 * The queue on PGlite, and on PostgreSQL with TEST_DATABASE_URL, where the siblings are other
 * connection pools racing for the same rows as other API processes would.
 */
const server = useTestServer()
const siblings = [server.sibling(), server.sibling()]
beforeAll(() => Promise.all(siblings.map((sibling) => sibling.start())))
afterAll(() => Promise.all(siblings.map((sibling) => sibling.close())))

const numbered = z.object({ n: z.number().int() })
let kindCounter = 0
/** Each test its own kind, so the queues of one test never run another's tasks. */
const newKind = (options?: Parameters<typeof taskKind>[2]) => taskKind(`test-${(kindCounter += 1)}`, numbered, options)

const queueOn = (on: TestServer, options: { pollMs?: number } = {}) => new TaskQueue(on.db, { clock: server.clock, logger: createLogger('silent'), ...options })

async function rowsOf(kind: { name: string }) {
  return server.db.select().from(tasks).where(eq(tasks.kind, kind.name))
}

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

describe(`the task queue (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('runs every task once when the loops of three processes claim them together', async () => {
    const kind = newKind()
    const total = 60
    const ran: number[] = []
    const allRan = gate()
    const queues = [server, ...siblings].map((on) => queueOn(on, { pollMs: 10 }))
    for (const queue of queues) {
      queue.handle(kind, async ({ n }) => {
        await new Promise((resolve) => setImmediate(resolve))
        ran.push(n)
        if (ran.length === total) allRan.open()
      })
    }
    await server.db.transaction(async (tx) => {
      for (let n = 0; n < total; n += 1) await server.deps.tasks.enqueue(tx, kind, { n })
    })

    for (const queue of queues) queue.start()
    await allRan.opened
    await Promise.all(queues.map((queue) => queue.stop()))

    expect(ran.toSorted((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, n) => n))
    expect(await rowsOf(kind)).toEqual([])
  })

  it('lets another process take a task whose lease lapsed, and the first one’s late finish changes nothing', async () => {
    const kind = newKind({ leaseMs: 60_000 })
    const [first, second] = [queueOn(server), queueOn(siblings[0]!)]
    const started = gate()
    const release = gate()
    const attempts: string[] = []
    first.handle(kind, async (_payload, { attempt }) => {
      attempts.push(`first, attempt ${attempt}`)
      started.open()
      await release.opened
    })
    second.handle(kind, async (_payload, { attempt }) => {
      attempts.push(`second, attempt ${attempt}`)
    })
    await server.deps.tasks.enqueue(server.db, kind, { n: 1 })

    const stuck = first.drain()
    await started.opened
    await second.drain()
    expect(attempts).toEqual(['first, attempt 1'])

    server.clock.advance(60_001)
    await second.drain()
    expect(attempts).toEqual(['first, attempt 1', 'second, attempt 2'])
    expect(await rowsOf(kind)).toEqual([])

    release.open()
    await stuck
    expect(attempts).toHaveLength(2)
  })

  it('retries a failing task with growing waits, then keeps it failed with its last error', async () => {
    const kind = newKind({ maxAttempts: 3 })
    const queue = queueOn(server)
    const attempts: number[] = []
    queue.handle(kind, async (_payload, { attempt }) => {
      attempts.push(attempt)
      throw new Error(`the mail server said no (${attempt})`)
    })
    await queue.enqueue(server.db, kind, { n: 1 })

    await queue.drain()
    expect(attempts).toEqual([1])
    expect(await rowsOf(kind)).toMatchObject([{ status: 'queued', attempts: 1, lastError: 'Error: the mail server said no (1)' }])

    await queue.drain()
    server.clock.advance(29_000)
    await queue.drain()
    expect(attempts).toEqual([1])

    server.clock.advance(1_000)
    await queue.drain()
    expect(attempts).toEqual([1, 2])

    server.clock.advance(60_000)
    await queue.drain()
    expect(attempts).toEqual([1, 2, 3])
    expect(await rowsOf(kind)).toMatchObject([{ status: 'failed', attempts: 3, lastError: 'Error: the mail server said no (3)', lockedUntil: null }])

    server.clock.advance(24 * 60 * 60_000)
    await queue.drain()
    expect(attempts).toEqual([1, 2, 3])
  })

  it('never runs a task whose transaction rolled back', async () => {
    const kind = newKind()
    const queue = queueOn(server)
    const ran: number[] = []
    queue.handle(kind, async ({ n }) => {
      ran.push(n)
    })
    await expect(
      server.db.transaction(async (tx) => {
        await queue.enqueue(tx, kind, { n: 1 })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    await queue.enqueue(server.db, kind, { n: 2 })

    await queue.drain()
    expect(ran).toEqual([2])
  })

  it('refuses a payload its kind does not accept, before storing anything', async () => {
    const kind = newKind()
    await expect(server.deps.tasks.enqueue(server.db, kind, { n: 'one' } as never)).rejects.toThrow()
    expect(await rowsOf(kind)).toEqual([])
  })

  it('waits for the task in flight when it stops, and claims nothing after', async () => {
    const kind = newKind()
    const queue = queueOn(server, { pollMs: 10 })
    const started = gate()
    const release = gate()
    const ran: number[] = []
    queue.handle(kind, async ({ n }) => {
      started.open()
      await release.opened
      ran.push(n)
    })
    await queue.enqueue(server.db, kind, { n: 1 })
    queue.start()
    await started.opened

    let stopped = false
    const stopping = queue.stop().then(() => (stopped = true))
    await queue.enqueue(server.db, kind, { n: 2 })
    await new Promise((resolve) => setImmediate(resolve))
    expect(stopped).toBe(false)
    release.open()
    await stopping

    expect(ran).toEqual([1])
    expect(await rowsOf(kind)).toMatchObject([{ payload: { n: 2 }, attempts: 0 }])
  })
})
