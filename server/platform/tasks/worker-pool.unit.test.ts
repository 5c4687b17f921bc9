import { constants, getPriority } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it, vi } from 'vitest'
import { WorkerPool } from './worker-pool'

const FIXTURE = new URL('./worker-pool.fixture.ts', import.meta.url)

describe('WorkerPool', () => {
  it('runs calls in at most `size` processes, each loading the module once, and answers each result', async () => {
    const pool = new WorkerPool<number, { sum: number; pid: number }>(FIXTURE, 'sumBelow', { size: 2 })
    const answers = await Promise.all([10, 100, 1_000, 10_000, 5].map((n) => pool.run(n)))
    expect(answers.map((answer) => answer.sum)).toEqual([45, 4_950, 499_500, 49_995_000, 10])
    const processes = new Set(answers.map((answer) => answer.pid))
    expect(processes.size).toBeLessThanOrEqual(2)
    expect(processes.has(process.pid)).toBe(false)
    await pool.close()
  })

  it('keeps a process warm between calls', async () => {
    const pool = new WorkerPool<number, { pid: number }>(FIXTURE, 'sumBelow', { size: 1 })
    const first = await pool.run(1)
    expect((await pool.run(1)).pid).toBe(first.pid)
    await pool.close()
  })

  it('keeps a process warm ahead of the calls once warm() is called: started, loaded and warmed up once', async () => {
    const pool = new WorkerPool<null, { warmedUp: number; uptimeMs: number }>(FIXTURE, 'warmth', { size: 2, keepWarm: 1, warmUp: 'warmUp' })
    pool.warm()
    await sleep(1_500)
    const answer = await pool.run(null)
    expect(answer.warmedUp).toBe(1)
    expect(answer.uptimeMs).toBeGreaterThan(1_000)
    await pool.close()
  })

  it('replaces a warm process that went idle after a call by a fresh one, warmed up again', async () => {
    const pool = new WorkerPool<null, { warmedUp: number; uptimeMs: number; pid: number }>(FIXTURE, 'warmth', { size: 1, keepWarm: 1, warmUp: 'warmUp', idleMs: 200 })
    pool.warm()
    const first = await pool.run(null)
    await sleep(1_500)
    const next = await pool.run(null)
    expect(next.pid).not.toBe(first.pid)
    expect(next).toMatchObject({ warmedUp: 1 })
    expect(next.uptimeMs).toBeGreaterThan(500)
    await pool.close()
  })

  it('replaces a warm process that died with its call at once, warmed up before the next call', async () => {
    const pool = new WorkerPool<boolean, { warmedUp: number; uptimeMs: number }>(FIXTURE, 'warmthUnless', { size: 1, keepWarm: 1, warmUp: 'warmUp' })
    pool.warm()
    await expect(pool.run(true)).rejects.toThrow(/died \(SIG/)
    await sleep(1_500)
    const next = await pool.run(false)
    expect(next.warmedUp).toBe(1)
    expect(next.uptimeMs).toBeGreaterThan(1_000)
    await pool.close()
  })

  it('starts one spare process for the calls behind a call that holds its process past spareAfterMs', { timeout: 60_000 }, async () => {
    // The pool's clock is faked (its timers and performance.now()), so the slow call's 20 s timeout
    // is reached by moving time on, not by waiting; the processes and their messages stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] })
    try {
      const pool = new WorkerPool<number, { sum: number; pid: number }>(FIXTURE, 'sumBelow', { size: 1, timeoutMs: 20_000, spareAfterMs: 500 })
      const { pid } = await pool.run(1)
      let slowSettled = false
      const slow = pool.run(1e12).finally(() => (slowSettled = true))
      slow.catch(() => {})
      const behindCalls = Promise.all([pool.run(10), pool.run(100)])
      await vi.advanceTimersByTimeAsync(500)
      const behind = await behindCalls
      expect(slowSettled).toBe(false)
      expect(behind.map((answer) => answer.sum)).toEqual([45, 4_950])
      expect(behind.every((answer) => answer.pid !== pid)).toBe(true)
      // Past the loading allowance too, in case the slow call's `started` came after the first move.
      await vi.advanceTimersByTimeAsync(20_000 + 60_000)
      await expect(slow).rejects.toMatchObject({ reason: 'timeout' })
      await pool.close()
    } finally {
      vi.useRealTimers()
    }
  })

  it('runs calls of a larger ceiling one at a time within its memory budget, while an ordinary call runs beside one', { timeout: 60_000 }, async () => {
    const pool = new WorkerPool<number, { startedAt: number; endedAt: number; pid: number }>(FIXTURE, 'occupy', { size: 2, residentMb: 100, memoryBudgetMb: 300 })
    const first = pool.run(3_000, { residentMb: 200 })
    const second = pool.run(300, { residentMb: 200 })
    const light = pool.run(300)
    const [a, b, c] = await Promise.all([first, second, light])
    // 200 + 200 would pass the 300 MB budget: the second waits for the first; 200 + 100 fits, so the ordinary call does not.
    expect(b.startedAt).toBeGreaterThanOrEqual(a.endedAt)
    expect(c.startedAt).toBeLessThan(a.endedAt)
    // The process that ran the heavy call ended after it, giving its memory back.
    expect(b.pid).not.toBe(a.pid)
    expect((await pool.run(10)).pid).not.toBe(b.pid)
    await pool.close()
  })

  it('starts no process past its memory budget, and refuses at once a call whose ceiling alone passes it', { timeout: 30_000 }, async () => {
    const pool = new WorkerPool<number, { startedAt: number; endedAt: number; pid: number }>(FIXTURE, 'occupy', { size: 3, residentMb: 100, memoryBudgetMb: 250 })
    const answers = await Promise.all([pool.run(800), pool.run(800), pool.run(800)])
    expect(new Set(answers.map((answer) => answer.pid)).size).toBe(2)
    const [, , third] = answers.sort((x, y) => x.startedAt - y.startedAt)
    expect(third?.startedAt).toBeGreaterThanOrEqual(Math.min(...answers.slice(0, 2).map((answer) => answer.endedAt)))
    await expect(pool.run(10, { residentMb: 300 })).rejects.toMatchObject({ name: 'WorkerPoolError', reason: 'memory' })
    await pool.close()
  })

  it.runIf(process.platform === 'linux')('holds a call to its own larger ceiling, not the pool’s', { timeout: 30_000 }, async () => {
    const pool = new WorkerPool<{ mb: number; holdMs: number }, number>(FIXTURE, 'holdNativeMemory', { size: 1, residentMb: 150 })
    await expect(pool.run({ mb: 200, holdMs: 1_500 }, { residentMb: 600 })).resolves.toBe(200)
    await pool.close()
  })

  it.runIf(process.platform === 'linux')('runs the processes of work someone waits for at the server’s own priority', async () => {
    const pool = new WorkerPool<null, number>(FIXTURE, 'priority', { size: 1, priority: 'interactive' })
    expect(await pool.run(null)).toBe(getPriority())
    await pool.close()
  })

  it.runIf(process.platform === 'linux')('runs its processes at the lowest priority and leaves the server’s as it was', async () => {
    const pool = new WorkerPool<null, number>(FIXTURE, 'priority', { size: 1 })
    expect(await pool.run(null)).toBe(constants.priority.PRIORITY_LOW)
    expect(getPriority()).not.toBe(constants.priority.PRIORITY_LOW)
    await pool.close()
  })

  it('fails a call with the error its function threw, and keeps serving', async () => {
    const pool = new WorkerPool<unknown, unknown>(FIXTURE, 'refuse', { size: 1 })
    await expect(pool.run(null)).rejects.toThrow('RangeError: this input cannot be parsed')
    await expect(pool.run(null)).rejects.toThrow('RangeError: this input cannot be parsed')
    await pool.close()
  })

  it('fails the call of a process that fills its heap, and the server lives on to serve the next', { timeout: 60_000 }, async () => {
    const dying = new WorkerPool<null, never>(FIXTURE, 'exhaustHeap', { size: 1, heapMb: 64 })
    await expect(dying.run(null)).rejects.toMatchObject({ name: 'WorkerPoolError', reason: 'died' })
    await dying.close()
    const pool = new WorkerPool<number, { sum: number }>(FIXTURE, 'sumBelow', { size: 1 })
    await expect(pool.run(10)).resolves.toMatchObject({ sum: 45 })
    await pool.close()
  })

  it('fails the call of a process that aborts, which would take the server down from a thread', async () => {
    const pool = new WorkerPool<null, never>(FIXTURE, 'abort', { size: 1 })
    await expect(pool.run(null)).rejects.toThrow(/died \(SIG/)
    await pool.close()
  })

  it.runIf(process.platform === 'linux')('ends a process whose memory outside the heap passes its ceiling', { timeout: 30_000 }, async () => {
    const pool = new WorkerPool<{ mb: number; holdMs: number }, number>(FIXTURE, 'holdNativeMemory', { size: 1, residentMb: 150 })
    await expect(pool.run({ mb: 200, holdMs: 5_000 })).rejects.toMatchObject({ name: 'WorkerPoolError', reason: 'memory' })
    await expect(pool.run({ mb: 10, holdMs: 0 })).resolves.toBe(10)
    await pool.close()
  })

  it('ends a process that runs past the timeout and starts a fresh one for the next call', async () => {
    const pool = new WorkerPool<number, { sum: number; pid: number }>(FIXTURE, 'sumBelow', { size: 1, timeoutMs: 1_000 })
    const { pid } = await pool.run(1)
    await expect(pool.run(1e12)).rejects.toMatchObject({ message: expect.stringContaining('took longer than 1000 ms'), reason: 'timeout' })
    const next = await pool.run(10)
    expect(next).toMatchObject({ sum: 45 })
    expect(next.pid).not.toBe(pid)
    await pool.close()
  })

  it('ends a process that hangs without yielding', async () => {
    const pool = new WorkerPool<null, never>(FIXTURE, 'hang', { size: 1, timeoutMs: 1_000 })
    await expect(pool.run(null)).rejects.toMatchObject({ reason: 'timeout' })
    await pool.close()
  })
})
