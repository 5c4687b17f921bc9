import { describe, expect, it } from 'vitest'
import { normaliseEmail, normalisePhone } from './contact-identity'

describe('normalisePhone', () => {
  it('reads one US number written three ways as one E.164 number', () => {
    expect(normalisePhone('+1 (415) 555-0134')?.e164).toBe('+14155550134')
    expect(normalisePhone('415.555.0134')?.e164).toBe('+14155550134')
    expect(normalisePhone('(415) 555 0134')?.e164).toBe('+14155550134')
  })

  it('keeps a number with its own country code in that country', () => {
    expect(normalisePhone('+44 20 7946 0958')?.e164).toBe('+442079460958')
    expect(normalisePhone('030 1234567', 'DE')?.e164).toBe('+49301234567')
  })

  it('keeps the text as typed, and no E.164 when it is not a phone number', () => {
    expect(normalisePhone('  call me maybe ')).toEqual({ raw: 'call me maybe', e164: null })
    expect(normalisePhone('12')).toEqual({ raw: '12', e164: null })
  })

  it('answers null for nothing', () => {
    expect(normalisePhone('  ')).toBeNull()
    expect(normalisePhone(null)).toBeNull()
  })
})

describe('normaliseEmail', () => {
  it('compares emails ignoring case and spaces', () => {
    expect(normaliseEmail(' Ada.Lovelace@Example.TEST ')).toBe('ada.lovelace@example.test')
    expect(normaliseEmail('')).toBeNull()
  })
})
