import { threadId } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { runInWorkerThread } from './worker-thread'

const FIXTURE = new URL('./worker-thread.fixture.ts', import.meta.url)

describe('runInWorkerThread', () => {
  it('runs a TypeScript module’s function in another thread and answers its result', async () => {
    const answer = await runInWorkerThread<{ sum: number; threadId: number }>(FIXTURE, 'sumBelow', 1_000)
    expect(answer.sum).toBe(499_500)
    expect(answer.threadId).not.toBe(threadId)
  })

  it('fails with the error the function threw', async () => {
    await expect(runInWorkerThread(FIXTURE, 'refuse', null)).rejects.toThrow('RangeError: this input cannot be parsed')
  })

  it('fails when the module has no such function', async () => {
    await expect(runInWorkerThread(FIXTURE, 'missing', null)).rejects.toThrow('exports no function missing')
  })
})
