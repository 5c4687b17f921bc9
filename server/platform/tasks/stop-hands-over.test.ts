import { afterAll, beforeAll, expect, it } from 'vitest'
import { z } from 'zod'
import { HOUR_MS } from '../../lib/clock'
import { createLogger } from '../../logger'
import { useTestServer, type TestServer } from '../../test/test-server'
import { taskKind } from './task-kind'
import { TaskQueue } from './task-queue'

/** A process that stops with a task still running hands it to the others (main.ts on SIGTERM). */
const server = useTestServer()
const sibling = server.sibling()
beforeAll(() => sibling.start())
afterAll(() => sibling.close())

const queueOn = (on: TestServer) => new TaskQueue(on.db, { clock: server.clock, logger: createLogger('silent'), pollMs: 10 })

it('lets another process run a task at once when the process running it stops', async () => {
  const kind = taskKind('test-release-leases', z.object({ n: z.number() }), { leaseMs: 10 * 60_000 })
  const [stopping, other] = [queueOn(server), queueOn(sibling)]
  let started!: () => void
  const running = new Promise<void>((resolve) => (started = resolve))
  const ran: string[] = []
  stopping.handle(kind, async () => {
    ran.push('stopping process')
    started()
    await new Promise(() => {})
  })
  other.handle(kind, async () => {
    ran.push('other process')
  })
  await server.deps.tasks.enqueue(server.db, kind, { n: 1 })

  stopping.start()
  await running
  await stopping.stop(20)
  await other.drain()
  expect(ran).toEqual(['stopping process', 'other process'])
})

it('lets another process run a schedule at once when the process running it stops', async () => {
  const [stopping, other] = [queueOn(server), queueOn(sibling)]
  let started!: () => void
  const running = new Promise<void>((resolve) => (started = resolve))
  const ran: string[] = []
  stopping.registerSchedule('test-release-schedule', HOUR_MS, async () => {
    ran.push('stopping process')
    started()
    await new Promise(() => {})
  })
  other.registerSchedule('test-release-schedule', HOUR_MS, async () => {
    ran.push('other process')
  })

  stopping.start()
  await running
  expect(await other.runDueSchedules()).toEqual([])
  await stopping.stop(20)
  expect(await other.runDueSchedules()).toEqual(['test-release-schedule'])
  expect(ran).toEqual(['stopping process', 'other process'])
})
