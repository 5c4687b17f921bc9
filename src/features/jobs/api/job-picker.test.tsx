import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { RecordPicker } from '@/components/RecordPicker'
import { stubApi, type ServedRequest, type StubAnswer } from '@/test/api'
import { render } from '@/test/render'
import { WAIT } from '@/test/wait'
import { testJob } from '../test-job'
import { jobPicker } from './jobs'

const api = stubApi()

/** 150 jobs, more than the 100 a page may hold: "Engineer 001" to "Engineer 150". */
const JOBS = Array.from({ length: 150 }, (_, index) => testJob({ id: index + 1, title: `Engineer ${String(index + 1).padStart(3, '0')}` }))

/** The jobs endpoint as the server answers it: `q` matches titles, page `page` of `per_page`, and one job by id. */
function jobsServer(request: ServedRequest): StubAnswer {
  const one = /\/jobs\/(\d+)$/.exec(request.path)
  if (one) {
    const job = JOBS.find(({ id }) => id === Number(one[1]))
    return job ? [200, job] : [404, { message: 'Not found' }]
  }
  const q = (request.query.q ?? '').toLowerCase()
  const matching = JOBS.filter((job) => job.title.toLowerCase().includes(q))
  const perPage = Number(request.query.per_page)
  const page = Number(request.query.page)
  return [200, { data: matching.slice((page - 1) * perPage, page * perPage), meta: { page, per_page: perPage, total: matching.length } }]
}

function JobField({ initial = '', onChange }: { initial?: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <RecordPicker
      label="Job"
      source={jobPicker}
      nothingFound="No jobs by that name"
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

// The dropdown's opening transition never finishes in jsdom, so its options count as hidden.
const listRequests = () => api.sent.filter((request) => request.path === '/backend/api/jobs')

describe('RecordPicker with jobs', () => {
  it('finds the 101st job by asking the server with what is typed, a page of 20 at a time', async () => {
    api.serve(jobsServer)
    const onChange = vi.fn()
    render(<JobField onChange={onChange} />)
    const user = userEvent.setup()
    const field = screen.getByRole('combobox', { name: 'Job' })
    await user.click(field)
    expect(await screen.findByRole('option', { name: /^Engineer 001/, hidden: true }, WAIT)).toBeInTheDocument()
    expect(screen.getAllByRole('option', { name: /^Engineer/, hidden: true })).toHaveLength(20)
    // The page does not pass for all of them: the rest are counted, a choice away.
    expect(screen.getByRole('option', { name: 'Load more 130 more', hidden: true })).toBeInTheDocument()

    await user.type(field, '101')
    await user.click(await screen.findByRole('option', { name: /^Engineer 101/, hidden: true }, WAIT))
    expect(onChange).toHaveBeenLastCalledWith('101')
    expect(field).toHaveValue('Engineer 101')
    // One request per pause in typing, not one per key.
    const [first, ...rest] = listRequests()
    expect(first).toBeDefined()
    expect(rest).toHaveLength(1)
    const fetched = api.fetchMock.mock.calls.map(([input]) => new URL((input as Request).url).searchParams.toString())
    expect(fetched).toContain('page=1&per_page=20&q=101')
  })

  it('loads the next page with "Load more", by mouse or keyboard, so the 21st job and those after it can be chosen', async () => {
    api.serve(jobsServer)
    const onChange = vi.fn()
    render(<JobField onChange={onChange} />)
    const user = userEvent.setup()
    const field = screen.getByRole('combobox', { name: 'Job' })
    await user.click(field)
    await user.click(await screen.findByRole('option', { name: 'Load more 130 more', hidden: true }, WAIT))
    expect(await screen.findByRole('option', { name: /^Engineer 040/, hidden: true }, WAIT)).toBeInTheDocument()
    expect(screen.getAllByRole('option', { name: /^Engineer/, hidden: true })).toHaveLength(40)
    expect(screen.getByRole('status')).toHaveTextContent('20 more loaded, 40 shown')
    // The list stays open after loading, the next records in it.
    expect(field).toHaveAttribute('aria-expanded', 'true')
    const pages = api.fetchMock.mock.calls.map(([input]) => new URL((input as Request).url).searchParams.get('page'))
    expect(pages).toEqual(['1', '2'])

    // The highlight waits on the first job loaded, where the list left off.
    await vi.waitFor(() => expect(screen.getByRole('option', { name: /^Engineer 021/, hidden: true })).toHaveAttribute('data-combobox-selected', 'true'), WAIT)

    // By keyboard: up from the top wraps to "Load more" at the end; Enter loads, and the highlight moves on to the first new job.
    await user.keyboard('{Escape}')
    await user.keyboard('{ArrowDown}')
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('option', { name: 'Load more 110 more', hidden: true })).toHaveAttribute('data-combobox-selected', 'true')
    await user.keyboard('{Enter}')
    await screen.findByRole('option', { name: /^Engineer 060/, hidden: true }, WAIT)
    await vi.waitFor(() => expect(screen.getByRole('option', { name: /^Engineer 041/, hidden: true })).toHaveAttribute('data-combobox-selected', 'true'), WAIT)
    // A screen reader follows the highlight there at once, not at the next arrow key.
    expect(field).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /^Engineer 041/, hidden: true }).id)
    await user.keyboard('{ArrowDown}')
    expect(field).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /^Engineer 042/, hidden: true }).id)
    await user.keyboard('{ArrowUp}')
    expect(field).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /^Engineer 041/, hidden: true }).id)
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('41')
    expect(field).toHaveValue('Engineer 041')
  })

  it('says when nothing has that name', async () => {
    api.serve(jobsServer)
    render(<JobField onChange={vi.fn()} />)
    const user = userEvent.setup()
    await user.type(screen.getByRole('combobox', { name: 'Job' }), 'Pilot')
    expect(await screen.findByText('No jobs by that name', undefined, WAIT)).toBeInTheDocument()
  })

  it('shows the chosen job by name when it is not in the first page', async () => {
    api.serve(jobsServer)
    render(<JobField initial="140" onChange={vi.fn()} />)
    expect(await screen.findByDisplayValue('Engineer 140', undefined, WAIT)).toBeInTheDocument()
    expect(api.sent.map((request) => request.path)).toContain('/backend/api/jobs/140')
  })

  it('tells jobs of the same title apart by department, location and status', async () => {
    const twins = [
      testJob({ id: 1, title: 'Nurse', department: 'Care', location: 'Leeds', status: 'published' }),
      testJob({ id: 2, title: 'Nurse', department: 'Care', location: 'York', status: 'draft' }),
    ]
    api.serve(() => [200, { data: twins, meta: { page: 1, per_page: 20, total: 2 } }])
    render(<JobField onChange={vi.fn()} />)
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Job' }))
    expect(await screen.findByRole('option', { name: 'Nurse Care · Leeds · Published', hidden: true }, WAIT)).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'Nurse Care · York · Draft', hidden: true })).toBeInTheDocument()
  })
})
