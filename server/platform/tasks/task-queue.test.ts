import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { tasks } from '../../db/schema/tasks'
import { createLogger } from '../../logger'
import { useTestServer, type TestServer } from '../../test/test-server'
import { taskKind } from './task-kind'
import { TaskCannotSucceed, TaskQueue, type TaskFailure } from './task-queue'

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

const queueOn = (on: TestServer, options: { pollMs?: number; concurrency?: number; onlyProcess?: boolean } = {}) =>
  new TaskQueue(on.db, { clock: server.clock, logger: createLogger('silent'), ...options })

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

  it('fails a task for good at its first attempt that no later attempt could do better, settling it once', async () => {
    const kind = newKind({ maxAttempts: 7 })
    const queue = queueOn(server)
    const failures: TaskFailure[] = []
    queue.handle(
      kind,
      async () => {
        throw new TaskCannotSucceed('the file it sends is no longer stored')
      },
      { gaveUp: async (_payload, failure) => void failures.push(failure) },
    )
    await queue.enqueue(server.db, kind, { n: 1 })

    await queue.drain()
    expect(await rowsOf(kind)).toMatchObject([{ status: 'failed', attempts: 1, lastError: 'TaskCannotSucceed: the file it sends is no longer stored', lockedUntil: null }])
    expect(failures).toEqual([{ reason: 'failed', attempts: 1 }])
    server.clock.advance(24 * 60 * 60_000)
    await queue.drain()
    expect(failures).toHaveLength(1)
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

  it('records a failure whose message holds U+0000 and a lone surrogate, cleaned and capped, and gives up after the last attempt', async () => {
    const kind = newKind({ maxAttempts: 2, backoffMs: () => 1_000 })
    const queue = queueOn(server)
    const gaveUp: TaskFailure[] = []
    queue.handle(
      kind,
      async () => {
        throw new Error(`icon\u0000glyph \uD83D here ${'x'.repeat(5_000)}`)
      },
      { gaveUp: async (_payload, failure) => void gaveUp.push(failure) },
    )
    await queue.enqueue(server.db, kind, { n: 1 })

    await queue.drain()
    const [retrying] = await rowsOf(kind)
    expect(retrying).toMatchObject({ status: 'queued', attempts: 1, lockedUntil: null })
    expect(retrying?.lastError?.startsWith('Error: iconglyph \uFFFD here xxx')).toBe(true)
    expect(retrying?.lastError?.length).toBeLessThanOrEqual(2_000)
    expect(gaveUp).toEqual([])

    server.clock.advance(1_000)
    await queue.drain()
    expect(await rowsOf(kind)).toMatchObject([{ status: 'failed', attempts: 2 }])
    expect(gaveUp).toEqual([{ reason: 'failed', attempts: 2 }])
  })

  it('counts an attempt that runs past its kind’s time limit as failed, and frees its slot', async () => {
    const kind = newKind({ maxAttempts: 2, timeoutMs: 50, backoffMs: () => 1_000 })
    const queue = queueOn(server, { concurrency: 1 })
    const aborted: boolean[] = []
    const gaveUp: TaskFailure[] = []
    queue.handle(
      kind,
      // Hangs for good, as a parse stuck in a loop would; it only learns of the timeout by its signal.
      (_payload, { signal }) => new Promise<void>(() => signal.addEventListener('abort', () => aborted.push(true))),
      { gaveUp: async (_payload, failure) => void gaveUp.push(failure) },
    )
    await queue.enqueue(server.db, kind, { n: 1 })

    await queue.drain()
    expect(await rowsOf(kind)).toMatchObject([{ status: 'queued', attempts: 1, lastError: `TaskTimedOut: The ${kind.name} task ran past its time limit of 50 ms` }])
    expect(aborted).toEqual([true])

    server.clock.advance(1_000)
    await queue.drain()
    expect(await rowsOf(kind)).toMatchObject([{ status: 'failed', attempts: 2, lockedUntil: null }])
    expect(gaveUp).toEqual([{ reason: 'timed_out', attempts: 2 }])
  })

  it('never runs a task again once its attempts are used up: the process of its last one stopped', async () => {
    const kind = newKind({ maxAttempts: 3, leaseMs: 60_000 })
    const queue = queueOn(server)
    const ran: number[] = []
    const gaveUp: { n: number; failure: TaskFailure }[] = []
    queue.handle(kind, async ({ n }) => void ran.push(n), { gaveUp: async ({ n }, failure) => void gaveUp.push({ n, failure }) })
    const id = await queue.enqueue(server.db, kind, { n: 7 })
    // As if a process claimed its third attempt and died with it (a file that crashes the process).
    await server.db
      .update(tasks)
      .set({ attempts: 3, lockedBy: 'claim of a dead process', workerId: 'dead process', lockedUntil: new Date(server.clock.now().getTime() + 60_000) })
      .where(eq(tasks.id, id))

    server.clock.advance(60_000)
    await queue.drain()
    expect(ran).toEqual([])
    expect(gaveUp).toEqual([{ n: 7, failure: { reason: 'stopped', attempts: 3 } }])
    expect(await rowsOf(kind)).toMatchObject([{ status: 'failed', attempts: 3, lockedUntil: null }])
  })

  it('takes turns between companies: one’s batch of 200 never holds back another’s single task', async () => {
    const kind = taskKind(`test-${(kindCounter += 1)}`, z.object({ company: z.number().int(), n: z.number().int() }), {
      fairnessKey: ({ company }) => company,
    })
    const queue = queueOn(server, { pollMs: 10 })
    const ran: string[] = []
    const finished = gate()
    queue.handle(kind, async ({ company, n }) => {
      await new Promise((resolve) => setImmediate(resolve))
      ran.push(`${company}:${n}`)
      // Company 2 uploads while company 1's batch is being worked through.
      if (ran.length === 20) await queue.enqueue(server.db, kind, { company: 2, n: 1 })
      if (ran.length === 201) finished.open()
    })
    await server.db.transaction(async (tx) => {
      for (let n = 1; n <= 200; n += 1) await queue.enqueue(tx, kind, { company: 1, n })
    })

    queue.start()
    await finished.opened
    await queue.stop()

    // The next free slot after it arrived, with the batch's tasks in flight (4 at a time) ahead of it at most.
    expect(ran.indexOf('2:1')).toBeGreaterThanOrEqual(20)
    expect(ran.indexOf('2:1')).toBeLessThanOrEqual(20 + 4)
  })

  it('takes back the leases of a process that stopped beating, and counts their attempt', async () => {
    const kind = newKind({ leaseMs: 15 * 60_000 })
    const [crashed, next] = [queueOn(server), queueOn(siblings[0]!)]
    const started = gate()
    const attempts: string[] = []
    crashed.handle(kind, async (_payload, { attempt }) => {
      attempts.push(`crashed, attempt ${attempt}`)
      started.open()
      // Never answers, as a process that died mid-task.
      await new Promise(() => {})
    })
    next.handle(kind, async (_payload, { attempt }) => void attempts.push(`next, attempt ${attempt}`))
    await server.deps.tasks.enqueue(server.db, kind, { n: 1 })

    void crashed.drain()
    await started.opened
    await next.drain()
    expect(attempts).toEqual(['crashed, attempt 1'])

    // Six heartbeats missed, well inside the 15 minutes of the lease.
    server.clock.advance(31_000)
    await next.drain()
    expect(attempts).toEqual(['crashed, attempt 1', 'next, attempt 2'])
    expect(await rowsOf(kind)).toEqual([])
  })

  it('on the embedded database, a new queue takes back at once every lease the stopped one held', async () => {
    const kind = newKind({ leaseMs: 15 * 60_000 })
    const [before, restarted] = [queueOn(server), queueOn(server, { onlyProcess: true })]
    const started = gate()
    const attempts: string[] = []
    before.handle(kind, async (_payload, { attempt }) => {
      attempts.push(`before, attempt ${attempt}`)
      started.open()
      await new Promise(() => {})
    })
    restarted.handle(kind, async (_payload, { attempt }) => void attempts.push(`restarted, attempt ${attempt}`))
    await server.deps.tasks.enqueue(server.db, kind, { n: 1 })

    void before.drain()
    await started.opened
    await restarted.drain()
    expect(attempts).toEqual(['before, attempt 1', 'restarted, attempt 2'])
    expect(await rowsOf(kind)).toEqual([])
  })
})
