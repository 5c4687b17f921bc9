import { screen, waitForElementToBeRemoved, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Job } from '@common/jobs'
import type { Requisition } from '@common/requisitions'
import { stubApi } from '@/test/api'
import { renderWithRouter } from '@/test/render'
import { testJob } from '../test-job'
import { JobForm } from './JobForm'
import { WAIT } from '@/test/wait'

const api = stubApi()

async function renderForm(job?: Job) {
  const onSaved = vi.fn()
  const result = await renderWithRouter(<JobForm job={job} departments={['Engineering', 'Design']} locations={['Berlin']} onSaved={onSaved} cancel={null} />, {
    path: '/jobs/create/',
  })
  await screen.findByRole('textbox', { name: 'Title' })
  return { ...result, onSaved, user: userEvent.setup() }
}

/** The field labelled `label`; required fields' labels end in an asterisk, hidden from their accessible names. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input, textarea, select' })

/** Pastes each value into the field of that label (typing key by key is slow in jsdom). */
async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label))
    await user.click(field(label))
    await user.paste(value)
  }
}

describe('JobForm', () => {
  it('shows the rules the API applies beside their fields before sending anything', async () => {
    const { user } = await renderForm()
    await fill(user, { 'Minimum salary': '120000', 'Maximum salary': '90000', 'Closing date': '2020-01-31' })
    await user.clear(field('Openings'))
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(await screen.findByText('Enter a title')).toBeInTheDocument()
    expect(field('Title')).toHaveAccessibleDescription('Enter a title')
    expect(field('Department')).toHaveAccessibleDescription('Enter a department')
    expect(field('Openings')).toHaveAccessibleDescription('Use a whole number')
    expect(field('Maximum salary')).toHaveAccessibleDescription('The maximum must be at least the minimum')
    expect(field('Closing date')).toHaveAccessibleDescription(expect.stringContaining('The closing date cannot be in the past'))
    expect(api.sent).toEqual([])
  })

  it('asks for a description before publishing, on the Write tab', async () => {
    const { user } = await renderForm()
    await fill(user, { Title: 'Senior Engineer', Department: 'Engineering' })
    await user.click(screen.getByRole('tab', { name: 'Preview' }))
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    expect(await screen.findByRole('tab', { name: 'Write' })).toHaveAttribute('aria-selected', 'true')
    expect(field('Description')).toHaveAccessibleDescription('Add a description before publishing')
    expect(api.sent).toEqual([])
  })

  it('previews the description as sanitised Markdown', async () => {
    const { user, container } = await renderForm()
    await fill(user, { Description: 'We **build** tools.\n\n<script>alert(1)</script><img src=x onerror=alert(1)> [x](javascript:alert(1))' })
    await user.click(screen.getByRole('tab', { name: 'Preview' }))
    const panel = screen.getByRole('tabpanel', { name: 'Preview' })
    expect(within(panel).getByText('build').tagName).toBe('STRONG')
    expect(container.querySelector('script, img')).toBeNull()
    expect(within(panel).queryByRole('link')).toBeNull()
  })

  it('publishes a new job with every field the API takes, then hands it on', async () => {
    const { user, onSaved } = await renderForm()
    const created = testJob({ id: 41, status: 'published' })
    api.answer(201, created)
    await fill(user, {
      Title: 'Senior Engineer',
      Department: 'Engineering',
      Location: 'Berlin',
      'Minimum salary': '90000',
      'Maximum salary': '120000',
      Description: 'Build the hiring tools.',
      'Closing date': '2099-03-31',
    })
    await user.selectOptions(field('Workplace'), 'hybrid')
    await user.selectOptions(field('Currency'), 'EUR')
    await user.type(field('Skills'), 'TypeScript,PostgreSQL,')
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(created, 'publish'), WAIT)
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: '/backend/api/jobs',
        body: {
          title: 'Senior Engineer',
          department: 'Engineering',
          location: 'Berlin',
          employment_type: 'full_time',
          workplace: 'hybrid',
          openings: 1,
          salary_min: 90_000,
          salary_max: 120_000,
          salary_currency: 'EUR',
          description: 'Build the hiring tools.',
          skills: ['TypeScript', 'PostgreSQL'],
          closes_at: '2099-03-31',
          status: 'published',
        },
      },
    ])
  })

  it('starts from an approved requisition, links the job to it, and shows a refused openings count beside the field', async () => {
    const onSaved = vi.fn()
    const requisition: Requisition = {
      id: 12,
      title: 'Backend Engineer',
      department: 'Engineering',
      location: 'Berlin',
      employment_type: 'full_time',
      workplace: 'hybrid',
      headcount: 2,
      salary_min: 80_000,
      salary_max: 100_000,
      salary_currency: 'EUR',
      reason: 'new_role',
      replaces: null,
      hiring_manager: null,
      target_start_date: null,
      priority: 'normal',
      description: 'Grow the platform team.',
      status: 'approved',
      requested_by: { id: 2, name: 'Riley Chen' },
      approval: null,
      job_ids: [],
      hires: 0,
      submitted_at: null,
      decided_at: null,
      created_at: '2026-01-15T09:30:00Z',
      updated_at: '2026-01-16T10:00:00Z',
    }
    await renderWithRouter(<JobForm requisition={requisition} departments={[]} locations={[]} onSaved={onSaved} cancel={null} />, { path: '/jobs/create/' })
    const user = userEvent.setup()
    expect(await screen.findByText(/This job fills the approved requisition “Backend Engineer”/)).toBeInTheDocument()
    expect(field('Title')).toHaveValue('Backend Engineer')
    expect(field('Department')).toHaveValue('Engineering')
    expect(field('Openings')).toHaveValue('2')
    expect(field('Minimum salary')).toHaveValue('80,000')
    api.answer(422, { message: 'Validation failed', errors: { openings: ['The requisition’s headcount leaves 1 opening for this job'] } })
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    await vi.waitFor(() => expect(field('Openings')).toHaveAccessibleDescription(expect.stringContaining('leaves 1 opening for this job')), WAIT)
    expect(api.sent[0]?.body).toMatchObject({ title: 'Backend Engineer', openings: 2, salary_currency: 'EUR', requisition_id: 12, status: 'draft' })
    expect(onSaved).not.toHaveBeenCalled()
  })

  it("puts the server's 422 errors beside their fields, the rest in an alert, and keeps the input", async () => {
    const { user, onSaved } = await renderForm()
    api.answer(422, {
      message: 'Validation failed',
      errors: { department: ['Use a department of your company'], status: ['Your plan allows 3 published jobs'] },
    })
    await fill(user, { Title: 'Senior Engineer', Department: 'Enginering' })
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Your plan allows 3 published jobs')
    expect(field('Department')).toHaveAccessibleDescription('Use a department of your company')
    expect(field('Title')).toHaveValue('Senior Engineer')
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('sends an edit as the fields it changed, and publishes a draft on request', async () => {
    const job = testJob()
    const { user, onSaved } = await renderForm(job)
    expect(field('Title')).toHaveValue('Senior Engineer')
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument()
    api.answer(200, { ...job, title: 'Staff Engineer', status: 'published' })
    await fill(user, { Title: 'Staff Engineer' })
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce(), WAIT)
    expect(api.sent).toEqual([{ method: 'PATCH', path: '/backend/api/jobs/7', body: { title: 'Staff Engineer', status: 'published' } }])
  })

  it('keeps a stored closing date that has passed when an edit leaves it alone', async () => {
    const job = testJob({ status: 'published', closes_at: '2020-01-31' })
    const { user, onSaved } = await renderForm(job)
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull()
    api.answer(200, { ...job, openings: 3 })
    await fill(user, { Openings: '3' })
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce(), WAIT)
    expect(api.sent).toEqual([{ method: 'PATCH', path: '/backend/api/jobs/7', body: { openings: 3 } }])
  })

  it('asks before leaving with unsaved changes, and not once they are saved', async () => {
    const { user, router, onSaved } = await renderForm()
    await fill(user, { Title: 'Senior Engineer', Department: 'Engineering' })
    void router.navigate({ to: '/' })
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' })
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }))
    await waitForElementToBeRemoved(dialog)
    expect(router.state.location.pathname).toBe('/jobs/create/')
    expect(field('Title')).toHaveValue('Senior Engineer')

    api.answer(201, testJob())
    onSaved.mockImplementation(() => void router.navigate({ to: '/' }))
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), WAIT)
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull()
  })
})
