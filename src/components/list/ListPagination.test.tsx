import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { render } from '@/test/render'
import { ListPagination, pageRange } from './ListPagination'

function renderPagination(props: { page: number; perPage: number; total: number; totalCapped?: boolean }) {
  const onPageChange = vi.fn()
  const onPerPageChange = vi.fn()
  render(<ListPagination {...props} onPageChange={onPageChange} onPerPageChange={onPerPageChange} />)
  return { onPageChange, onPerPageChange, user: userEvent.setup() }
}

describe('ListPagination', () => {
  it('says which rows the page shows', () => {
    expect(pageRange(1, 25, 123)).toBe('1–25 of 123')
    expect(pageRange(5, 25, 123)).toBe('101–123 of 123')
    expect(pageRange(2, 10, 2500)).toBe('11–20 of 2,500')
  })

  it('marks the current page and turns to the page chosen', async () => {
    const { onPageChange, user } = renderPagination({ page: 2, perPage: 25, total: 123 })
    expect(screen.getByText('26–50 of 123')).toBeInTheDocument()
    const pagination = screen.getByRole('navigation', { name: 'Pagination' })
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('button', { name: 'Page 5' })).toBeInTheDocument()
    expect(pagination).toContainElement(screen.getByRole('button', { name: 'Next page' }))
    await user.click(screen.getByRole('button', { name: 'Page 5' }))
    expect(onPageChange).toHaveBeenLastCalledWith(5)
    await user.click(screen.getByRole('button', { name: 'Previous page' }))
    expect(onPageChange).toHaveBeenLastCalledWith(1)
  })

  it('changes how many rows a page holds', async () => {
    const { onPerPageChange, user } = renderPagination({ page: 1, perPage: 25, total: 123 })
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50')
    expect(onPerPageChange).toHaveBeenCalledWith(50)
  })

  it('says "1,000+" when the server stopped counting, and offers the page past the counted ones', async () => {
    expect(pageRange(1, 25, 1000, true)).toBe('1–25 of 1,000+')
    const { onPageChange, user } = renderPagination({ page: 40, perPage: 25, total: 1000, totalCapped: true })
    expect(screen.getByText('976–1,000 of 1,000+')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Page 41' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(onPageChange).toHaveBeenLastCalledWith(41)
  })

  it('shows no page numbers when everything fits on one page', () => {
    renderPagination({ page: 1, perPage: 25, total: 7 })
    expect(screen.getByText('1–7 of 7')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
  })
})
