import { constants, getPriority } from 'node:os'
import { threadId } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { WorkerPool } from './worker-pool'

const FIXTURE = new URL('./worker-thread.fixture.ts', import.meta.url)

describe('WorkerPool', () => {
  it('runs calls in at most `size` threads, each loading the module once, and answers each result', async () => {
    const pool = new WorkerPool<number, { sum: number; threadId: number }>(FIXTURE, 'sumBelow', { size: 2 })
    const answers = await Promise.all([10, 100, 1_000, 10_000, 5].map((n) => pool.run(n)))
    expect(answers.map((answer) => answer.sum)).toEqual([45, 4_950, 499_500, 49_995_000, 10])
    const threads = new Set(answers.map((answer) => answer.threadId))
    expect(threads.size).toBeLessThanOrEqual(2)
    expect(threads.has(threadId)).toBe(false)
    await pool.close()
  })

  it.runIf(process.platform === 'linux')('runs its threads at the lowest priority and leaves the event loop’s thread as it was', async () => {
    const pool = new WorkerPool<null, number>(FIXTURE, 'threadPriority', { size: 1 })
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

  it('ends a thread that runs past the timeout and starts a fresh one for the next call', async () => {
    const pool = new WorkerPool<number, { sum: number }>(FIXTURE, 'sumBelow', { size: 1, timeoutMs: 3_000 })
    await expect(pool.run(1e12)).rejects.toThrow('took longer than 3000 ms')
    await expect(pool.run(10)).resolves.toMatchObject({ sum: 45 })
    await pool.close()
  })
})
