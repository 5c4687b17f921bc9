import { describe, expect, it } from 'vitest'
import { createTaskQueue } from './task-queue'

/** A task that settles when told to, recording when it started. */
function deferred(started: string[], name: string) {
  let settle: (ok: boolean) => void = () => {}
  const task = () =>
    new Promise<void>((resolve, reject) => {
      started.push(name)
      settle = (ok) => (ok ? resolve() : reject(new Error(name)))
    })
  return { task, settle: (ok = true) => settle(ok) }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createTaskQueue', () => {
  it('runs at most three at a time, in order, and starts the next as one settles (failed or not)', async () => {
    const queue = createTaskQueue(3)
    const started: string[] = []
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => deferred(started, name))
    for (const { task } of tasks) queue.push(task)

    expect(started).toEqual(['a', 'b', 'c'])
    expect(queue.running).toBe(3)
    expect(queue.waiting).toBe(2)

    tasks[1]?.settle(false)
    await tick()
    expect(started).toEqual(['a', 'b', 'c', 'd'])

    tasks[0]?.settle()
    await tick()
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(queue.waiting).toBe(0)

    for (const { settle } of tasks.slice(2)) settle()
    await tick()
    expect(queue.running).toBe(0)
  })
})
