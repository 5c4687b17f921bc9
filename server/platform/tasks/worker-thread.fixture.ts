import { threadId } from 'node:worker_threads'

/** For worker-thread.unit.test.ts: CPU work that says which thread did it. */
export function sumBelow(n: number): { sum: number; threadId: number } {
  let sum = 0
  for (let i = 0; i < n; i += 1) sum += i
  return { sum, threadId }
}

export function refuse(): never {
  throw new RangeError('this input cannot be parsed')
}
