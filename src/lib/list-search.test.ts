import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { jobListQuerySchema } from '@common/jobs'
import { listQuerySchema } from '@common/list-query'
import { requisitionListQuerySchema } from '@common/requisitions'
import { clearedFilters, compactListSearch, isListFiltered, listSearchParams, nextSort, parseListSearch, sortDirection } from './list-search'

describe('list search params (contract section 1)', () => {
  it('fills in the defaults for an address without a query, leaving the sort unchosen', () => {
    expect(parseListSearch(jobListQuerySchema, {})).toEqual({ page: 1, per_page: 25 })
  })

  it('reads what the URL holds, as the router parsed it', () => {
    expect(
      parseListSearch(jobListQuerySchema, { page: 3, per_page: 50, q: ' engineer ', sort: 'title', status: 'published', department: 'Sales' }),
    ).toEqual({ page: 3, per_page: 50, q: 'engineer', sort: 'title', status: 'published', department: 'Sales' })
  })

  it('reads a search the router took for a number as text', () => {
    expect(parseListSearch(jobListQuerySchema, { q: 2027 }).q).toBe('2027')
  })

  it('falls back to the default for each value it cannot use, keeping the others', () => {
    expect(
      parseListSearch(jobListQuerySchema, { page: 0, per_page: 500, sort: 'salary', status: 'archived', workplace: 'remote', employment_type: 7 }),
    ).toEqual({ page: 1, per_page: 25, workplace: 'remote' })
  })

  it('leaves defaults and empty values out of the URL, keeping a chosen sort', () => {
    const query = parseListSearch(jobListQuerySchema, { page: 1, status: 'draft' })
    expect(compactListSearch(jobListQuerySchema, query)).toEqual({ status: 'draft' })
    expect(compactListSearch(jobListQuerySchema, { ...query, sort: '-created_at' })).toEqual({ status: 'draft', sort: '-created_at' })
    expect(compactListSearch(jobListQuerySchema, { ...query, page: 2, q: '', per_page: 10 })).toEqual({ status: 'draft', page: 2, per_page: 10 })
  })

  it('puts a flag in the URL as a plain true, and reads it back as the text the schema takes', () => {
    const search = compactListSearch(requisitionListQuerySchema, parseListSearch(requisitionListQuerySchema, { waiting_for_me: 'true' }))
    expect(search).toEqual({ waiting_for_me: true })
    expect(parseListSearch(requisitionListQuerySchema, search)).toMatchObject({ waiting_for_me: 'true' })
  })

  it('sends every set parameter to the API as text', () => {
    expect(listSearchParams({ page: 2, per_page: 25, q: undefined, sort: '-title', status: '' })).toEqual({ page: '2', per_page: '25', sort: '-title' })
  })

  it('sorts a column ascending first, then descending, and says so for aria-sort', () => {
    expect(nextSort('-created_at', 'title')).toBe('title')
    expect(nextSort('title', 'title')).toBe('-title')
    expect(nextSort('-title', 'title')).toBe('title')
    expect(sortDirection('title', 'title')).toBe('ascending')
    expect(sortDirection('-title', 'title')).toBe('descending')
    expect(sortDirection('-created_at', 'title')).toBe('none')
  })
})

describe('clearedFilters and isListFiltered', () => {
  const schema = listQuerySchema(['name'] as const).extend({
    status: z.enum(['active', 'archived']).default('active'),
    skills: z.array(z.string()).optional(),
    owner_id: z.coerce.number().optional(),
  })

  it('clears every filter of the schema and the search, never the page or the order', () => {
    expect(clearedFilters(schema)).toEqual({ q: undefined, status: undefined, skills: undefined, owner_id: undefined })
  })

  it('counts the search and any filter the schema declares, but not paging, order, empty values or a default', () => {
    expect(isListFiltered(schema, { page: 3, per_page: 50, sort: '-name' })).toBe(false)
    expect(isListFiltered(schema, { status: 'active', skills: [], q: '' })).toBe(false)
    expect(isListFiltered(schema, { q: 'ada' })).toBe(true)
    expect(isListFiltered(schema, { status: 'archived' })).toBe(true)
    expect(isListFiltered(schema, { skills: ['Go'] })).toBe(true)
    expect(isListFiltered(schema, { owner_id: 7 })).toBe(true)
  })
})
