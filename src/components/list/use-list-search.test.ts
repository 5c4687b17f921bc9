import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { jobListQuerySchema } from '@common/jobs'
import { useListSearch } from './use-list-search'

describe('useListSearch', () => {
  it('starts again at page 1 on any change but a page turn, and keeps defaults out of the URL', () => {
    const write = vi.fn()
    const { result } = renderHook(() => useListSearch(jobListQuerySchema, { page: 4, q: 'design', status: 'published' }, write))
    const [query, change] = result.current
    expect(query).toEqual({ page: 4, per_page: 25, q: 'design', status: 'published' })

    change({ status: 'draft' })
    expect(write).toHaveBeenLastCalledWith({ q: 'design', status: 'draft' }, false)

    change({ page: 5 })
    expect(write).toHaveBeenLastCalledWith({ page: 5, q: 'design', status: 'published' }, false)

    change({ q: undefined }, { replace: true })
    expect(write).toHaveBeenLastCalledWith({ status: 'published' }, true)
  })
})
