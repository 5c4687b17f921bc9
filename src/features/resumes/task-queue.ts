/**
 * Runs queued tasks at most `concurrency` at a time, in the order they were pushed. A task's
 * failure is its own business (it should settle with its outcome): the queue just moves on.
 */
export function createTaskQueue(concurrency: number) {
  const waiting: (() => Promise<unknown>)[] = []
  let running = 0

  function next() {
    while (running < concurrency && waiting.length > 0) {
      const task = waiting.shift() as () => Promise<unknown>
      running += 1
      void task()
        .catch(() => undefined)
        .finally(() => {
          running -= 1
          next()
        })
    }
  }

  return {
    push(task: () => Promise<unknown>) {
      waiting.push(task)
      next()
    },
    /** Tasks started and not yet settled. */
    get running() {
      return running
    },
    /** Tasks waiting for a place. */
    get waiting() {
      return waiting.length
    },
  }
}
