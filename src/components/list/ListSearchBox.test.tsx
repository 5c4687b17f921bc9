import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render } from '@/test/render'
import { ListSearchBox } from './ListSearchBox'
import { WAIT } from '@/test/wait'

describe('ListSearchBox', () => {
  it('hands on the search once typing pauses, trimmed, and only once', async () => {
    const onSearch = vi.fn()
    // Long enough that a busy machine's pauses between keystrokes never look like the end of typing.
    render(<ListSearchBox label="Search jobs" value={undefined} onSearch={onSearch} delay={800} />)
    const user = userEvent.setup()
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), ' engineer ')
    expect(onSearch).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith('engineer'), WAIT)
    expect(onSearch).toHaveBeenCalledOnce()
  })

  it('searches at once on Enter and clears with its own button', async () => {
    const onSearch = vi.fn()
    render(<ListSearchBox label="Search jobs" value="sales" onSearch={onSearch} delay={10_000} />)
    const user = userEvent.setup()
    const box = screen.getByRole('searchbox', { name: 'Search jobs' })
    expect(box).toHaveValue('sales')
    await user.type(box, ' lead{Enter}')
    expect(onSearch).toHaveBeenLastCalledWith('sales lead')
    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(onSearch).toHaveBeenLastCalledWith(undefined)
    expect(box).toHaveValue('')
  })

  it('shows a search changed elsewhere, such as by the back button', async () => {
    function Harness() {
      const [value, setValue] = useState<string | undefined>('design')
      return (
        <>
          <ListSearchBox label="Search jobs" value={value} onSearch={setValue} />
          <button onClick={() => setValue('support')}>Back</button>
        </>
      )
    }
    render(<Harness />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('support')
  })
})
