import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testSession } from '@/components/shell/test-session'
import { stubApi } from '@/test/api'
import { renderWithRouter } from '@/test/render'
import { HomePage } from './HomePage'

const api = stubApi()

describe('Home', () => {
  it('welcomes someone who has just set their password by the company’s name', async () => {
    api.answer(200, { attention: [] })
    await renderWithRouter(<HomePage session={testSession({ job: ['view'] })} joined />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Acme' })).toBeInTheDocument()
    expect(screen.getByText(/you are signed in as Dana Reyes/)).toBeInTheDocument()
  })

  it('greets a returning user by their own name', async () => {
    api.answer(200, { attention: [] })
    await renderWithRouter(<HomePage session={testSession()} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dana Reyes' })).toBeInTheDocument()
  })
})
