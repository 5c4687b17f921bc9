import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { jobListQuerySchema } from '@common/jobs'
import { useListSearch } from './use-list-search'

describe('useListSearch', () => {
  it('starts again at page 1 on any change but a page turn, and keeps defaults out of the URL', () => {
    const write = vi.fn()
    const { result, rerender } = renderHook(({ search }) => useListSearch(jobListQuerySchema, search, write), {
      initialProps: { search: { page: 4, q: 'design', status: 'published' } as Record<string, unknown> },
    })
    expect(result.current[0]).toEqual({ page: 4, per_page: 25, q: 'design', status: 'published' })

    result.current[1]({ status: 'draft' })
    expect(write).toHaveBeenLastCalledWith({ q: 'design', status: 'draft' }, false)

    // The router shows the user going back to the published jobs' page 4, then they turn the page.
    rerender({ search: { page: 4, q: 'design', status: 'published' } })
    result.current[1]({ page: 5 })
    expect(write).toHaveBeenLastCalledWith({ page: 5, q: 'design', status: 'published' }, false)

    result.current[1]({ q: undefined }, { replace: true })
    expect(write).toHaveBeenLastCalledWith({ status: 'published' }, true)
  })

  it('keeps a change the router has not shown yet when another follows at once', () => {
    const write = vi.fn()
    const { result } = renderHook(() => useListSearch(jobListQuerySchema, { status: 'draft' }, write))
    const [, change] = result.current

    change({ status: undefined })
    change({ q: 'design' })
    expect(write).toHaveBeenLastCalledWith({ q: 'design' }, false)
  })
})
