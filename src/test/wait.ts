/**
 * How long a test waits for what the user would see next. Generous, so a test holds on a busy
 * machine; a passing test never waits it out.
 */
export const WAIT = { timeout: 5_000 } as const
