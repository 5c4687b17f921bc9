import type { z } from 'zod'

export interface TaskKindOptions {
  /** Attempts before the task stays `failed` with its last error (default 5). */
  maxAttempts?: number
  /**
   * How long a claim lasts (default 5 minutes). A run that takes longer may be started again by
   * another process, so set it well above the kind's slowest run.
   */
  leaseMs?: number
  /** Wait before attempt `attempt + 1` after attempt `attempt` failed (default 30 s doubling, at most 1 hour). */
  backoffMs?: (attempt: number) => number
  /**
   * How long one attempt may run (default: the lease) before it counts as failed, timed out: the
   * queue stops waiting for it, aborts its context's `signal`, and frees its slot.
   */
  timeoutMs?: number
}

/** Whose turn a task takes in fair claiming (see `tasks.fairnessKey`): a company's id. */
export type FairnessKey<P> = (payload: P) => number

/** The fairness key of platform work (mail), which no company's id is. */
export const PLATFORM_FAIRNESS_KEY = 0

/**
 * A kind of background work: its name in the `tasks` table and the zod schema of its payload.
 * Enqueuers and the handler share it, so the payload is typed at both ends; the payload is JSON
 * (stored as jsonb), which also lets a handler hand it to a worker thread unchanged.
 */
export interface TaskKind<P> {
  readonly name: string
  readonly payload: z.ZodType<P>
  readonly maxAttempts: number
  readonly leaseMs: number
  readonly timeoutMs: number
  backoffMs(attempt: number): number
  fairnessKey: FairnessKey<P>
}

const MINUTE_MS = 60_000

export function exponentialBackoff(attempt: number): number {
  return Math.min(60 * MINUTE_MS, 30_000 * 2 ** (attempt - 1))
}

const platformWork = () => PLATFORM_FAIRNESS_KEY

/** A kind; `fairnessKey` says whose turn its tasks take (default: none, platform work). */
export function taskKind<S extends z.ZodType>(name: string, payload: S, options: TaskKindOptions & { fairnessKey?: FairnessKey<z.output<S>> } = {}): TaskKind<z.output<S>> {
  const leaseMs = options.leaseMs ?? 5 * MINUTE_MS
  return {
    name,
    payload: payload as z.ZodType<z.output<S>>,
    maxAttempts: options.maxAttempts ?? 5,
    leaseMs,
    timeoutMs: options.timeoutMs ?? leaseMs,
    backoffMs: options.backoffMs ?? exponentialBackoff,
    fairnessKey: options.fairnessKey ?? platformWork,
  }
}
