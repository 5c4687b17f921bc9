import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import Toasts from '@/components/feedback/Toasts'
import { stubApi } from '@/test/api'
import { renderWithRouter } from '@/test/render'
import type { Settings } from '../api/settings'
import { WorkingHoursSection } from './WorkingHoursSection'

const api = stubApi()

const SETTINGS: Settings = {
  company_name: 'Acme',
  company_logo: null,
  website: null,
  timezone: 'Europe/Berlin',
  departments: [],
  locations: [],
  rejection_reasons: ['Other'],
  retention_days: 365,
  consent_text: 'I agree that Acme keeps my application data.',
  consent_version: 1,
  careers: { slug: 'acme', public: false, intro: '', brand_color: '#364fc7' },
  working_hours: { days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' },
}

async function renderSection() {
  await renderWithRouter(
    <>
      <WorkingHoursSection settings={SETTINGS} />
      <Toasts />
    </>,
  )
  await screen.findByRole('region', { name: 'Working hours' })
  return userEvent.setup()
}

const writes = () => api.sent.filter((request) => request.method !== 'GET')

describe('Working hours', () => {
  it('shows the company’s days and hours in its time zone', async () => {
    await renderSection()
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked()
    expect(screen.getByLabelText(/^Start/)).toHaveValue('09:00')
    expect(screen.getByText(/Europe\/Berlin/)).toBeInTheDocument()
  })

  it('asks for a day and an end after the start before sending', async () => {
    const user = await renderSection()
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await user.click(screen.getByRole('checkbox', { name: day }))
    await user.clear(screen.getByLabelText(/^End/))
    await user.type(screen.getByLabelText(/^End/), '08:00')
    await user.click(screen.getByRole('button', { name: 'Save working hours' }))
    expect(await screen.findByText('Choose at least one working day')).toBeInTheDocument()
    expect(screen.getByLabelText(/^End/)).toHaveAccessibleDescription(/End after the start/)
    expect(writes()).toEqual([])
  })

  it('saves the days as ISO weekdays, and shows a 422 beside its field', async () => {
    api.answer(422, { message: 'The given data was invalid.', errors: { 'working_hours.start': ['Use a time like 09:00'] } })
    api.answer(200, { ...SETTINGS, working_hours: { days: [1, 2, 3, 4, 5, 6], start: '09:00', end: '17:00' } })
    const user = await renderSection()
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }))
    await user.click(screen.getByRole('button', { name: 'Save working hours' }))
    expect(await screen.findByLabelText(/^Start/)).toHaveAccessibleDescription(/Use a time like 09:00/)
    await user.click(screen.getByRole('button', { name: 'Save working hours' }))
    expect(await screen.findByText('Working hours saved')).toBeInTheDocument()
    await waitFor(() => expect(writes()).toHaveLength(2))
    expect(writes()[1]).toEqual({ method: 'PATCH', path: '/backend/api/settings', body: { working_hours: { days: [1, 2, 3, 4, 5, 6], start: '09:00', end: '17:00' } } })
  })
})
