import { describe, expect, it } from 'vitest'
import { formatDay, formatMoney, formatRelative, formatSalary, formatSalaryRange, localToday } from './format'

describe('format', () => {
  it('formats a salary range in its currency', () => {
    expect(formatSalaryRange(90_000, 120_000, 'USD')).toBe('$90,000 – $120,000')
    expect(formatSalaryRange(50_000, null, 'EUR')).toBe('From €50,000')
    expect(formatSalaryRange(null, 40_000, 'GBP')).toBe('Up to £40,000')
    expect(formatSalaryRange(40_000, 40_000, 'SEK')).toMatch(/^SEK\s40,000$/)
    expect(formatSalaryRange(null, null, null)).toBeNull()
    expect(formatSalaryRange(80_000, 95_000, 'USD', 'year')).toBe('$80,000 – $95,000 a year')
    expect(formatSalaryRange(80_000, null, null, 'year')).toBe('From 80,000 a year')
    expect(formatSalaryRange(null, null, 'USD', 'year')).toBeNull()
  })

  it('writes a salary with its symbol and period, cents only when there are any', () => {
    expect(formatSalary(90_000, 'USD', 'year')).toBe('$90,000 a year')
    expect(formatSalary(25.5, 'EUR', 'hour')).toBe('€25.50 an hour')
    expect(formatSalary(4_000, 'SEK', 'month')).toMatch(/^SEK\s4,000 a month$/)
    expect(formatMoney(42.5, null)).toBe('42.50')
  })

  it('shows a calendar date as the same day in every time zone', () => {
    expect(formatDay('2027-01-31')).toBe('Jan 31, 2027')
    expect(formatDay(null)).toBe('—')
  })

  it("takes today's date from the browser's clock, not UTC's", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
  })

  it('says how long ago something happened, in its largest unit', () => {
    const now = new Date('2026-03-10T12:00:00Z')
    expect(formatRelative('2026-03-07T11:00:00Z', now)).toBe('3 days ago')
    expect(formatRelative('2026-03-09T12:00:00Z', now)).toBe('yesterday')
    expect(formatRelative('2026-03-10T11:15:00Z', now)).toBe('45 minutes ago')
    expect(formatRelative('2026-03-10T11:59:30Z', now)).toBe('just now')
  })

  it('counts days by the calendar, so two events of one date read alike', () => {
    const now = new Date(2026, 10, 28, 10, 57)
    expect(formatRelative(new Date(2026, 10, 26, 10, 57).toISOString(), now)).toBe('2 days ago')
    expect(formatRelative(new Date(2026, 10, 26, 12, 57).toISOString(), now)).toBe('2 days ago')
    expect(formatRelative(new Date(2026, 10, 27, 9, 0).toISOString(), now)).toBe('yesterday')
    expect(formatRelative(new Date(2026, 10, 22, 10, 57).toISOString(), now)).toBe('6 days ago')
  })
})
