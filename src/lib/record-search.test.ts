import { describe, expect, it } from 'vitest'
import { recordSearch } from './record-search'

describe('a record page’s ?id=', () => {
  it('keeps a positive whole number, whether the router read it as text or number', () => {
    expect(recordSearch({ id: 12 })).toEqual({ id: 12 })
    expect(recordSearch({ id: '12' })).toEqual({ id: 12 })
  })

  it('drops anything else, so the page says the record was not found', () => {
    for (const id of [undefined, 0, -3, 1.5, 'abc', '', 2_147_483_648, true, { id: 1 }]) expect(recordSearch({ id })).toEqual({})
  })
})
