/** Where "now" comes from, so tests can move time forward past an expiry or a rate-limit window. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

export const HOUR_MS = 60 * 60 * 1000
export const DAY_MS = 24 * HOUR_MS
