/**
 * The full-stack server's test clock (e2e/full-stack/serve.ts): the server process runs ahead of
 * the wall clock by an offset a test moves forward, so a message scheduled for tomorrow leaves now
 * ("let the others leave"). Only serve.ts installs it; the production entry (server/main.ts,
 * scripts/start.mjs) never does. The control port listens on 127.0.0.1 only.
 */
import { FULL_STACK_PORT } from './server'

export const TEST_CLOCK_PORT = FULL_STACK_PORT + 1000

/** Moves the test server's clock forward; its task queue then claims what has become due within a poll (about a second). */
export async function advanceServerClock(milliseconds: number): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${TEST_CLOCK_PORT}/advance?ms=${Math.round(milliseconds)}`, { method: 'POST' })
  if (!response.ok) throw new Error(`The test clock did not move: ${response.status}`)
}

/**
 * Puts the whole process `offset` ahead: `Date.now()` and `new Date()` (what systemClock reads),
 * moved only forward. Dates made from a value are left as they are.
 */
export function installTestClock(): { advance(milliseconds: number): void } {
  let offset = 0
  const RealDate = Date
  const realNow = RealDate.now.bind(RealDate)
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(realNow() + offset)
      else super(...(args as [string | number | Date]))
    }
    static override now(): number {
      return realNow() + offset
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor
  return {
    advance(milliseconds: number) {
      if (milliseconds > 0) offset += milliseconds
    },
  }
}
