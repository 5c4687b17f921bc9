import { describe, expect, it } from 'vitest'
import { hasUnstorableText, storableText, storableValue } from './storable-text'

describe('storableText', () => {
  it('drops U+0000, which PostgreSQL text cannot hold', () => {
    expect(storableText('Ada\u0000 Lovelace\u0000')).toBe('Ada Lovelace')
  })

  it('replaces a lone surrogate with U+FFFD and keeps a proper pair', () => {
    expect(storableText('a\uD83Db')).toBe('a\uFFFDb')
    expect(storableText('a\uDE00b')).toBe('a\uFFFDb')
    expect(storableText('end\uD83D')).toBe('end\uFFFD')
    expect(storableText('smile \uD83D\uDE00')).toBe('smile 😀')
  })

  it('leaves ordinary text as it is', () => {
    const text = 'Zoë Ødegård — 東京, +81 3-1234-5678\n\tنص'
    expect(storableText(text)).toBe(text)
    expect(hasUnstorableText(text)).toBe(false)
    expect(hasUnstorableText('x\u0000')).toBe(true)
    expect(hasUnstorableText('x\uDC00')).toBe(true)
  })
})

describe('storableValue', () => {
  it('cleans every string of plain data, keys included, and leaves other values', () => {
    const date = new Date(0)
    expect(storableValue({ 'na\u0000me': 'A\u0000da', list: ['x\uD800', 3, null, true], nested: { at: date } })).toEqual({
      name: 'Ada',
      list: ['x\uFFFD', 3, null, true],
      nested: { at: date },
    })
  })
})
