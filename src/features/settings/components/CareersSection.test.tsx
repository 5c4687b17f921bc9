import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/test/render'
import type { Settings } from '../api/settings'
import { CareersSection } from './CareersSection'

const SETTINGS: Settings = {
  company_name: 'Acme',
  company_logo: null,
  website: null,
  timezone: 'UTC',
  departments: [],
  locations: [],
  rejection_reasons: ['Other'],
  retention_days: 365,
  consent_text: 'I agree that Acme keeps my application data.',
  consent_version: 1,
  careers: { slug: 'acme', public: false, intro: '', brand_color: '#364fc7' },
}

describe('Open careers page', () => {
  it('explains to a new company, whose page is private, that nobody can see it and how to publish it', async () => {
    await renderWithRouter(<CareersSection settings={SETTINGS} />)
    expect(await screen.findByRole('button', { name: 'Save careers page' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Open careers page' })).toBeNull()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open careers page' }))
    expect(await screen.findByText('Your careers page is private')).toBeInTheDocument()
    expect(screen.getByText(/To publish it, turn on “Public” above and save the careers page/)).toBeInTheDocument()
  })

  it('opens a public page in a new tab', async () => {
    await renderWithRouter(<CareersSection settings={{ ...SETTINGS, careers: { ...SETTINGS.careers, public: true } }} />)
    const link = await screen.findByRole('link', { name: 'Open careers page' })
    expect(link).toHaveAttribute('href', '/careers/?company=acme')
    expect(link).toHaveAttribute('target', '_blank')
  })
})
