import type { UseQueryResult } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { render } from '@/test/render'
import { ListView, type ListPage } from './ListView'

interface Person {
  id: number
  name: string
}

const people: Person[] = [
  { id: 1, name: 'Ada' },
  { id: 2, name: 'Grace' },
  { id: 3, name: 'Linus' },
]

/** A settled query of one page, as `useQuery` would hand it over. */
function loaded(data: Person[], total = data.length) {
  return { data: { data, meta: { page: 1, per_page: 25, total } }, isError: false, isFetching: false, isPlaceholderData: false } as unknown as UseQueryResult<ListPage<Person>>
}

function renderList(list: UseQueryResult<ListPage<Person>>, { filtered = false, bulk = vi.fn(), onClearFilters = vi.fn() } = {}) {
  render(
    <ListView
      list={list}
      columns={[{ header: 'Name', sortField: 'name', cell: (person: Person) => person.name }]}
      card={(person) => person.name}
      texts={{
        loading: 'Loading people',
        error: 'People could not be loaded',
        empty: { icon: null, title: 'No people yet', description: 'Invite someone.' },
        noMatch: { title: 'No people match', description: 'Try other words.' },
      }}
      filters={null}
      filtered={filtered}
      onClearFilters={onClearFilters}
      sort="name"
      onSort={vi.fn()}
      sortOptions={[]}
      page={1}
      perPage={25}
      onPageChange={vi.fn()}
      onPerPageChange={vi.fn()}
      selection={{
        rowName: (person) => person.name,
        actions: (rows, clear) => (
          <button type="button" onClick={() => (bulk(rows.map((row) => row.name)), clear())}>
            Archive
          </button>
        ),
      }}
    />,
  )
  return { user: userEvent.setup(), bulk, onClearFilters }
}

describe('ListView', () => {
  it('selects rows one by one or the whole page, and hands the selection to the bulk actions', async () => {
    const { user, bulk } = renderList(loaded(people))
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull()

    await user.click(screen.getByRole('checkbox', { name: 'Select Grace' }))
    const bar = screen.getByRole('region', { name: 'Bulk actions' })
    expect(within(bar).getByText('1 selected')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toHaveAttribute('data-indeterminate', 'true')

    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }))
    expect(within(bar).getByText('3 selected')).toBeInTheDocument()
    await user.click(within(bar).getByRole('button', { name: 'Archive' }))
    expect(bulk).toHaveBeenCalledWith(['Ada', 'Grace', 'Linus'])
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull()
    expect(screen.getByRole('checkbox', { name: 'Select Ada' })).not.toBeChecked()
  })

  it('clears the selection on request', async () => {
    const { user } = renderList(loaded(people))
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada' }))
    await user.click(screen.getByRole('button', { name: 'Clear selection' }))
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull()
  })

  it('tells an empty list from a search that matches nothing', async () => {
    renderList(loaded([]))
    expect(screen.getByText('No people yet')).toBeInTheDocument()
  })

  it('offers to clear the filters when nothing matches them', async () => {
    const { user, onClearFilters } = renderList(loaded([]), { filtered: true })
    expect(screen.getByText('No people match')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(onClearFilters).toHaveBeenCalled()
  })
})
