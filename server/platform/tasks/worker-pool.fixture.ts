import { getPriority } from 'node:os'

/** For worker-pool.unit.test.ts: CPU work that says which process did it. */
export function sumBelow(n: number): { sum: number; pid: number } {
  let sum = 0
  for (let i = 0; i < n; i += 1) sum += i
  return { sum, pid: process.pid }
}

let warmedUp = 0

/** What a pool's `warmUp` runs once in each new process. */
export function warmUp(): void {
  warmedUp += 1
}

/** How often this process warmed up, and how long it has been running when the call reaches it. */
export function warmth(): { warmedUp: number; uptimeMs: number; pid: number } {
  return { warmedUp, uptimeMs: process.uptime() * 1000, pid: process.pid }
}

/** warmth(), or the process aborts. */
export function warmthUnless(abortFirst: boolean): ReturnType<typeof warmth> {
  if (abortFirst) process.abort()
  return warmth()
}

/** Holds its process for `ms`, and says when (wall-clock, which processes share) and where. */
export async function occupy(ms: number): Promise<{ startedAt: number; endedAt: number; pid: number }> {
  const startedAt = Date.now()
  await new Promise((resolve) => setTimeout(resolve, ms))
  return { startedAt, endedAt: Date.now(), pid: process.pid }
}

export function refuse(): never {
  throw new RangeError('this input cannot be parsed')
}

/** The calling thread's own nice value (Linux keeps one per thread). */
export function priority(): number {
  return getPriority()
}

/**
 * What a parser does on a file that inflates without end: keeps every piece until the heap is full.
 * Large pieces (800 kB arrays) fill it in a second: a million small strings took V8's collector five.
 */
export function exhaustHeap(): number {
  const pieces: number[][] = []
  for (;;) pieces.push(new Array<number>(100_000).fill(pieces.length))
}

/** A fatal error no catch can stop, as V8 aborts when an array grows past its largest size. */
export function abort(): never {
  process.abort()
}

/**
 * Memory outside the JavaScript heap (as a rendered page is), kept for `holdMs`: long enough for the
 * pool's memory checks to see it, short where the test only needs an answer.
 */
export async function holdNativeMemory({ mb, holdMs }: { mb: number; holdMs: number }): Promise<number> {
  const blocks = Array.from({ length: mb }, () => Buffer.alloc(1024 * 1024, 1))
  await new Promise((resolve) => setTimeout(resolve, holdMs))
  return blocks.length
}

export function hang(): never {
  for (;;) {
    // Never yields: only ending the process stops it.
  }
}
