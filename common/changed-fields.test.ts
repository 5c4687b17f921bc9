import { describe, expect, it } from 'vitest'
import { changedFields } from './changed-fields'

describe('changedFields', () => {
  it('keeps only the fields whose value differs, lists by their items', () => {
    const stored = { title: 'Engineer', skills: ['Go', 'SQL'], openings: 2 }
    expect(changedFields(stored, { title: 'Engineer', skills: ['Go', 'SQL'], openings: 3 })).toEqual({ openings: 3 })
    expect(changedFields(stored, { skills: ['SQL', 'Go'] })).toEqual({ skills: ['SQL', 'Go'] })
  })

  it('takes an empty field (null) as the same as one never stored, and a cleared one as a change', () => {
    expect(changedFields({ title: 'Engineer' }, { location: null })).toEqual({})
    expect(changedFields({ location: 'Berlin' }, { location: null })).toEqual({ location: null })
  })
})
