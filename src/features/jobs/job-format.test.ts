import { describe, expect, it } from 'vitest'
import { JOB_STATUS_MOVES, JOB_STATUSES } from '@common/jobs'
import { formatDay, formatSalary, JOB_STATUS_ACTIONS, localToday } from './job-format'

describe('job formatting', () => {
  it('formats a salary range in its currency', () => {
    expect(formatSalary({ salary_min: 90_000, salary_max: 120_000, salary_currency: 'USD' })).toBe('$90,000 – $120,000')
    expect(formatSalary({ salary_min: 50_000, salary_max: null, salary_currency: 'EUR' })).toBe('From €50,000')
    expect(formatSalary({ salary_min: null, salary_max: 40_000, salary_currency: 'GBP' })).toBe('Up to £40,000')
    expect(formatSalary({ salary_min: 40_000, salary_max: 40_000, salary_currency: 'SEK' })).toMatch(/^SEK\s40,000$/)
    expect(formatSalary({ salary_min: null, salary_max: null, salary_currency: null })).toBeNull()
  })

  it('shows a closing date as the same day in every time zone', () => {
    expect(formatDay('2027-01-31')).toBe('Jan 31, 2027')
    expect(formatDay(null)).toBe('—')
  })

  it("takes today's date from the browser's clock, not UTC's", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
  })

  it('offers only the status moves the API allows', () => {
    for (const status of JOB_STATUSES) expect(JOB_STATUS_MOVES[status]).toContain(JOB_STATUS_ACTIONS[status].to)
  })
})
