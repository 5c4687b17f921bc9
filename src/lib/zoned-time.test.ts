import { describe, expect, it } from 'vitest'
import { nextWorkingMorning, toZonedLocal, zonedLocalToUtc } from './zoned-time'

describe('zonedLocalToUtc', () => {
  it('reads a wall-clock time in the company zone, not the browser’s', () => {
    expect(zonedLocalToUtc('2027-03-01T09:00', 'Europe/Lisbon')).toBe('2027-03-01T09:00:00.000Z')
    expect(zonedLocalToUtc('2027-03-01T09:00', 'America/New_York')).toBe('2027-03-01T14:00:00.000Z')
    expect(zonedLocalToUtc('2027-07-01T09:00', 'America/New_York')).toBe('2027-07-01T13:00:00.000Z')
    expect(zonedLocalToUtc('2027-03-01T09:00', 'Asia/Kolkata')).toBe('2027-03-01T03:30:00.000Z')
  })

  it('moves a time the clocks skip forward, and takes the first of a time they pass twice', () => {
    // Berlin skips 02:00-03:00 on 28 March 2027 and passes 02:00-03:00 twice on 31 October 2027.
    expect(zonedLocalToUtc('2027-03-28T02:30', 'Europe/Berlin')).toBe('2027-03-28T01:30:00.000Z')
    expect(zonedLocalToUtc('2027-10-31T02:30', 'Europe/Berlin')).toBe('2027-10-31T00:30:00.000Z')
  })

  it('round-trips with toZonedLocal', () => {
    const instant = zonedLocalToUtc('2027-11-07T08:15', 'America/Los_Angeles')
    expect(toZonedLocal(instant, 'America/Los_Angeles')).toBe('2027-11-07T08:15')
  })
})

describe('nextWorkingMorning', () => {
  const zone = 'Europe/Berlin'

  it('is 09:00 the next day from Monday to Thursday, never the same morning', () => {
    // Tuesday 2 March 2027, 07:00 in Berlin: not 09:00 today, two hours on.
    expect(nextWorkingMorning(new Date('2027-03-02T06:00:00Z'), zone)).toBe('2027-03-03T08:00:00.000Z')
    expect(nextWorkingMorning(new Date('2027-03-04T20:00:00Z'), zone)).toBe('2027-03-05T08:00:00.000Z')
  })

  it('skips the weekend from Friday, Saturday and Sunday', () => {
    const monday = '2027-03-08T08:00:00.000Z'
    expect(nextWorkingMorning(new Date('2027-03-05T10:00:00Z'), zone)).toBe(monday)
    expect(nextWorkingMorning(new Date('2027-03-06T10:00:00Z'), zone)).toBe(monday)
    expect(nextWorkingMorning(new Date('2027-03-07T22:30:00Z'), zone)).toBe(monday)
  })

  it('counts days in the company zone: late Sunday in UTC is already Monday in Tokyo', () => {
    // Sunday 7 March 2027 16:00 UTC is Monday 01:00 in Tokyo: the next morning is Tuesday's.
    expect(nextWorkingMorning(new Date('2027-03-07T16:00:00Z'), 'Asia/Tokyo')).toBe('2027-03-09T00:00:00.000Z')
  })

  it('keeps 09:00 local across a clock change', () => {
    // Berlin moves to summer time on Sunday 28 March 2027: Friday's next morning is Monday 09:00 CEST.
    expect(nextWorkingMorning(new Date('2027-03-26T12:00:00Z'), zone)).toBe('2027-03-29T07:00:00.000Z')
    // New York leaves summer time on Sunday 7 November 2027.
    expect(nextWorkingMorning(new Date('2027-11-05T18:00:00Z'), 'America/New_York')).toBe('2027-11-08T14:00:00.000Z')
  })
})
