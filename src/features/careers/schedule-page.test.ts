import { screen, waitFor, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PublicScheduling } from '@common/interviews'
import { renderSchedule } from './schedule-page'

const SCHEDULING: PublicScheduling = {
  company: { name: 'Acme', logo: null, brand_color: '#0b7285' },
  job_title: 'Robot engineer',
  duration_minutes: 30,
  timezone: 'Asia/Tokyo',
  slots: [
    { starts_at: '2030-03-05T00:00:00Z', ends_at: '2030-03-05T00:30:00Z' },
    { starts_at: '2030-03-05T01:00:00Z', ends_at: '2030-03-05T01:30:00Z' },
    { starts_at: '2030-03-05T16:00:00Z', ends_at: '2030-03-05T16:30:00Z' },
  ],
  booked: null,
}

const BOOKED = {
  title: 'Interview for Robot engineer',
  starts_at: '2030-03-05T01:00:00Z',
  ends_at: '2030-03-05T01:30:00Z',
  timezone: 'Asia/Tokyo',
  location: null,
  video_url: 'https://meet.example.com/robot',
  interviewers: ['Dana Reyes'],
}

type Reply = [status: number, body: unknown]
let replies: Reply[]
const sent: { method: string; url: string; body: unknown }[] = []

beforeEach(() => {
  replies = []
  sent.length = 0
  document.body.innerHTML = '<div id="root"></div>'
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : null })
      const [status, body] = replies.shift() ?? [500, { message: 'No reply' }]
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    }),
  )
})

// The app's tests share one document (vitest's isolate: false): leave it empty for the next file.
afterEach(() => {
  vi.unstubAllGlobals()
  document.body.replaceChildren()
})

const root = () => document.getElementById('root') as HTMLElement

async function open(token = 'link-token') {
  await renderSchedule(root(), new URLSearchParams({ token }))
}

describe('the careers slot picker', () => {
  it('groups the slots by day in the link’s zone, each a toggle named by its time', async () => {
    replies.push([200, SCHEDULING])
    await open()
    expect(sent[0]?.url).toMatch(/scheduling\/link-token$/)
    expect(screen.getByRole('heading', { level: 1, name: 'Book your interview' })).toBeInTheDocument()
    const tuesday = screen.getByRole('region', { name: 'Tuesday 5 March' })
    expect(
      within(tuesday)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Tuesday 5 March, 09:00', 'Tuesday 5 March, 10:00'])
    // 16:00 UTC is the next morning in Tokyo.
    expect(screen.getByRole('button', { name: 'Wednesday 6 March, 01:00' })).toBeInTheDocument()
    const slot = screen.getByRole('button', { name: 'Tuesday 5 March, 10:00' })
    await userEvent.click(slot)
    expect(slot).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Tuesday 5 March, 09:00' }))
    expect(slot).toHaveAttribute('aria-pressed', 'false')
  })

  it('books the chosen slot and shows the booking, its heading focused', async () => {
    replies.push([200, SCHEDULING], [201, BOOKED])
    await open()
    await userEvent.click(screen.getByRole('button', { name: 'Tuesday 5 March, 10:00' }))
    await userEvent.click(screen.getByRole('button', { name: 'Book interview' }))
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Interview booked' })).toHaveFocus())
    expect(sent[1]).toMatchObject({ method: 'POST', body: { starts_at: '2030-03-05T01:00:00Z' } })
    expect(root()).toHaveTextContent('Dana Reyes')
    expect(screen.getByRole('link', { name: 'https://meet.example.com/robot' })).toBeInTheDocument()
  })

  it('asks for a time before booking', async () => {
    replies.push([200, SCHEDULING])
    await open()
    await userEvent.click(screen.getByRole('button', { name: 'Book interview' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a time first.')
    expect(sent).toHaveLength(1)
  })

  it('after a 409 shows the free slots again and says the time was taken', async () => {
    replies.push([200, SCHEDULING], [409, { message: 'Taken' }], [200, { ...SCHEDULING, slots: SCHEDULING.slots.slice(1) }])
    await open()
    await userEvent.click(screen.getByRole('button', { name: 'Tuesday 5 March, 09:00' }))
    await userEvent.click(screen.getByRole('button', { name: 'Book interview' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('That time was just taken'))
    expect(screen.queryByRole('button', { name: 'Tuesday 5 March, 09:00' })).not.toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveFocus()
  })

  it('says an expired or withdrawn link is gone, and an unknown one was not found', async () => {
    replies.push([410, { message: 'Gone' }])
    await open()
    expect(screen.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeInTheDocument()
    replies.push([404, { message: 'Not found' }])
    await open()
    expect(screen.getByRole('heading', { level: 1, name: 'Scheduling link not found' })).toBeInTheDocument()
    await renderSchedule(root(), new URLSearchParams())
    expect(screen.getByRole('heading', { level: 1, name: 'Scheduling link not found' })).toBeInTheDocument()
  })

  it('shows a link’s booking instead of slots once it was used', async () => {
    replies.push([200, { ...SCHEDULING, slots: [], booked: BOOKED }])
    await open()
    expect(screen.getByRole('heading', { name: 'Interview booked' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Book interview' })).not.toBeInTheDocument()
  })
})
