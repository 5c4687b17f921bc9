import { describe, expect, it } from 'vitest'
import { listOrder } from './list-query'

describe('listOrder: the one rule for a list’s order', () => {
  it('keeps the sort the caller chose, searching or not', () => {
    expect(listOrder({ sort: 'title' }, '-created_at')).toBe('title')
    expect(listOrder({ q: 'engineer', sort: '-created_at' }, '-created_at')).toBe('-created_at')
  })

  it('shows the best matches first (null) for a search without a chosen sort', () => {
    expect(listOrder({ q: 'engineer' }, '-created_at')).toBeNull()
  })

  it('falls back to the list’s default without a search or a sort', () => {
    expect(listOrder({}, '-created_at')).toBe('-created_at')
    expect(listOrder({ q: '' }, 'name')).toBe('name')
  })
})
