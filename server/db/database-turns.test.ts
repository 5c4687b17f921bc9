import { setImmediate as nextMacrotask, setTimeout as sleep } from 'node:timers/promises'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PGLITE_EXTENSIONS, pgliteDatabase } from './client'
import { DatabaseTurns, isBackgroundWork, runAsBackground, runAsBulk } from './database-turns'

/** A turn that holds the database until `release()` is called. */
function heldTurn(turns: DatabaseTurns, order: string[], name: string) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const done = turns.take(async () => {
    order.push(name)
    await held
  })
  return { release, done }
}

/**
 * Two tasks, the first a 50 ms transaction, and a request arriving just after it ends: while
 * requests come in, the second task waits three times as long, the database free meanwhile.
 */
async function requestAfterTaskOfTwo(turns: DatabaseTurns, order: string[]) {
  const tasks = runAsBackground(() =>
    Promise.all([
      turns.take(async () => {
        order.push('task 1')
        await sleep(50)
      }),
      turns.take(async () => order.push('task 2')),
    ]),
  )
  while (!order.includes('task 1')) await nextMacrotask()
  await sleep(60)
  await nextMacrotask()
  await nextMacrotask()
  await turns.take(async () => order.push('request after the task'))
  await tasks
}

describe('turns at the embedded database', () => {
  it('gives a waiting request its turn before background work that was waiting longer', async () => {
    const turns = new DatabaseTurns()
    const order: string[] = []
    const first = heldTurn(turns, order, 'request holding the database')
    const tasks = runAsBackground(() => Promise.all([turns.take(async () => order.push('task 1')), turns.take(async () => order.push('task 2'))]))
    const request = turns.take(async () => order.push('request'))
    first.release()
    await Promise.all([first.done, tasks, request])
    expect(order).toEqual(['request holding the database', 'request', 'task 1', 'task 2'])
  })

  it('gives a waiting request its turn before a bulk request (an upload of a batch), and a bulk request before background work', async () => {
    const turns = new DatabaseTurns()
    const order: string[] = []
    const first = heldTurn(turns, order, 'request holding the database')
    const task = runAsBackground(() => turns.take(async () => order.push('task')))
    const uploads = runAsBulk(() => Promise.all([turns.take(async () => order.push('upload 1')), turns.take(async () => order.push('upload 2'))]))
    const request = turns.take(async () => order.push('request'))
    first.release()
    await Promise.all([first.done, task, uploads, request])
    expect(order).toEqual(['request holding the database', 'request', 'upload 1', 'upload 2', 'task'])
  })

  it('never starts a bulk request in the macrotask that asked, so a request read in the same turn of the event loop goes first', async () => {
    const turns = new DatabaseTurns()
    const order: string[] = []
    const upload = runAsBulk(() => turns.take(async () => order.push('upload')))
    await Promise.resolve()
    const request = turns.take(async () => order.push('request'))
    await Promise.all([upload, request])
    expect(order).toEqual(['request', 'upload'])
  })

  it('lets a request that arrives while a task runs go before the next task', async () => {
    const turns = new DatabaseTurns()
    const order: string[] = []
    const task = runAsBackground(() => heldTurn(turns, order, 'task 1'))
    const nextTask = runAsBackground(() => turns.take(async () => order.push('task 2')))
    // Background work starts on the event loop's next turn.
    await nextMacrotask()
    task.release()
    // The request arrives after the first task ends, before its turn is handed on (as a request read off a socket would).
    await Promise.resolve()
    const request = turns.take(async () => order.push('request'))
    await Promise.all([task.done, nextTask, request])
    expect(order).toEqual(['task 1', 'request', 'task 2'])
  })

  it('lets the event loop turn before each piece of background work, so a request read off a socket gets in between tasks that follow one another', async () => {
    const turns = new DatabaseTurns()
    const order: string[] = []
    // A batch of tasks, each starting its statement as soon as the one before it ends (no await in between but the turn).
    const batch = runAsBackground(async () => {
      for (const task of ['task 1', 'task 2', 'task 3']) await turns.take(async () => order.push(task))
    })
    // A request that the event loop reads while the batch runs: it arrives on a macrotask.
    const request = nextMacrotask().then(() => turns.take(async () => order.push('request')))
    await Promise.all([batch, request])
    expect(order.indexOf('request')).toBeLessThanOrEqual(1)
  })

  it('while requests come in, leaves the database free after a background turn, so a request that arrives then does not wait behind the next task', async () => {
    const turns = new DatabaseTurns()
    const order: string[] = []
    await turns.take(async () => order.push('request'))
    await requestAfterTaskOfTwo(turns, order)
    expect(order).toEqual(['request', 'task 1', 'request after the task', 'task 2'])
  })

  it('runs background work back to back when no request has come in', async () => {
    const turns = new DatabaseTurns()
    const order: string[] = []
    await requestAfterTaskOfTwo(turns, order)
    expect(order).toEqual(['task 1', 'task 2', 'request after the task'])
  })

  it('runs one turn at a time and passes a failure to its caller only', async () => {
    const turns = new DatabaseTurns()
    let inside = 0
    let most = 0
    const work = async (fail: boolean) => {
      inside += 1
      most = Math.max(most, inside)
      await nextMacrotask()
      inside -= 1
      if (fail) throw new Error('statement failed')
      return 'ok'
    }
    const results = await Promise.allSettled([turns.take(() => work(false)), turns.take(() => work(true)), turns.take(() => work(false))])
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(most).toBe(1)
  })

  it('marks the work started inside runAsBackground, and only it', async () => {
    expect(isBackgroundWork()).toBe(false)
    await runAsBackground(async () => {
      await nextMacrotask()
      expect(isBackgroundWork()).toBe(true)
    })
    expect(isBackgroundWork()).toBe(false)
  })

  it('lets PGlite run its own start-up queries while a first statement waits for it', async () => {
    // The statement is sent before PGlite is ready; PGlite's start (array types, extensions) queries too.
    const database = pgliteDatabase(new PGlite({ extensions: PGLITE_EXTENSIONS }))
    try {
      const rows = (statement: ReturnType<typeof sql>) => database.db.execute(statement).then((answer) => (answer as unknown as { rows: unknown[] }).rows)
      const answers = await Promise.all([rows(sql`select 1 as one`), runAsBackground(() => rows(sql`select 2 as two`))])
      expect(answers).toEqual([[{ one: 1 }], [{ two: 2 }]])
    } finally {
      await database.close()
    }
  })
})
