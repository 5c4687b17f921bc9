import { describe, expect, it, vi } from 'vitest'
import { jobListQuerySchema } from '@common/jobs'
import { listQueryProps, NEWEST_FIRST, OLDEST_FIRST, type ListOrder } from './list-query-props'
import { listTexts } from './list-texts'

const ORDER: ListOrder<'created_at' | 'title'> = { defaultSort: '-created_at', bestMatch: true, options: [NEWEST_FIRST, OLDEST_FIRST] }
const query = { page: 3, per_page: 25 }

describe('listQueryProps', () => {
  it('sorts a search by best match, offering it first, and goes back to the default order without one', () => {
    const searching = listQueryProps(jobListQuerySchema, { ...query, q: 'design' }, vi.fn(), ORDER)
    expect(searching.sort).toBe('')
    expect(searching.sortOptions?.map((option) => option.label)).toEqual(['Best match', 'Newest first', 'Oldest first'])
    const browsing = listQueryProps(jobListQuerySchema, query, vi.fn(), ORDER)
    expect(browsing.sort).toBe('-created_at')
    expect(browsing.sortOptions?.map((option) => option.label)).toEqual(['Newest first', 'Oldest first'])
  })

  it('keeps the default order while searching a list without best matches', () => {
    const props = listQueryProps(jobListQuerySchema, { ...query, q: 'ana' }, vi.fn(), { ...ORDER, bestMatch: false })
    expect(props.sort).toBe('-created_at')
    expect(props.sortOptions).toHaveLength(2)
  })

  it('tells a filtered list, clears every filter, and turns pages', () => {
    const change = vi.fn()
    const props = listQueryProps(jobListQuerySchema, { ...query, q: 'design' }, change)
    expect(props.filtered).toBe(true)
    expect(props.sort).toBeUndefined()
    props.onClearFilters()
    expect(change).toHaveBeenLastCalledWith(expect.objectContaining({ q: undefined, status: undefined }))
    props.onPageChange(4, { replace: true })
    expect(change).toHaveBeenLastCalledWith({ page: 4 }, { replace: true })
    expect(listQueryProps(jobListQuerySchema, query, change).filtered).toBe(false)
  })
})

describe('listTexts', () => {
  it('says the usual words with the rows’ name', () => {
    const texts = listTexts('jobs', 'No job', { icon: null, description: 'Create one.' })
    expect(texts).toMatchObject({
      loading: 'Loading jobs',
      error: 'Jobs could not be loaded',
      empty: { title: 'No jobs yet', description: 'Create one.' },
      noMatch: { title: 'No jobs match', description: 'No job fits this search and these filters. Try other words or fewer filters.' },
    })
  })
})
