import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/test/render'
import { OrgChart } from './OrgChart'

const PEOPLE = [
  { id: 1, name: 'Ada Chief', job_title: 'CEO', manager_id: null },
  { id: 2, name: 'Sam Park', job_title: 'CTO', manager_id: 1 },
  { id: 3, name: 'Nina Novak', job_title: 'Engineer', manager_id: 2 },
  { id: 4, name: 'Lee Lane', job_title: 'Designer', manager_id: 1 },
]

const names = () => screen.getAllByRole('treeitem').map((item) => item.getAttribute('data-person'))

describe('OrgChart', () => {
  it('opens and closes managers with the arrow keys and moves between people', async () => {
    await renderWithRouter(<OrgChart people={PEOPLE} />)
    const user = userEvent.setup()
    // The top person starts open: their reports show, the CTO's do not.
    expect(await screen.findByRole('tree', { name: 'Reporting tree' })).toBeInTheDocument()
    expect(names()).toEqual(['1', '4', '2'])
    const chief = screen.getByRole('treeitem', { name: /Ada Chief/ })
    chief.focus()
    expect(chief).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    const cto = screen.getByRole('treeitem', { name: /Sam Park/ })
    expect(cto).toHaveFocus()
    expect(cto).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{ArrowRight}')
    expect(cto).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('treeitem', { name: /Nina Novak/ })).toHaveAttribute('aria-level', '3')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('treeitem', { name: /Nina Novak/ })).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(cto).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(cto).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('treeitem', { name: /Nina Novak/ })).not.toBeInTheDocument()
    await user.keyboard('{Home}')
    expect(chief).toHaveFocus()
    expect(chief).toHaveAttribute('tabindex', '0')
    expect(cto).toHaveAttribute('tabindex', '-1')
  })

  it('opens the way to everyone a search finds', async () => {
    await renderWithRouter(<OrgChart people={PEOPLE} />)
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: 'Find someone' }), 'engineer')
    expect(screen.getByRole('status')).toHaveTextContent('1 person matches.')
    expect(screen.getByRole('treeitem', { name: /Nina Novak/ })).toBeInTheDocument()
    expect(screen.getByRole('treeitem', { name: /Sam Park/ })).toHaveAttribute('aria-expanded', 'true')
  })
})
