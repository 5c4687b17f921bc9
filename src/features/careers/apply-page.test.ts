import { screen, within } from '@testing-library/dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CareersSite, PublicJobDetail } from '@common/careers'
import { careersJobContent } from '@common/careers-view'
import { attachApplyForm } from './apply-page'

const site: CareersSite = {
  company: { name: 'Acme', logo: null, website: null, intro: '', brand_color: '#364fc7', retention_days: 180, consent_text: 'I agree that Acme keeps my application data.' },
  departments: [],
  locations: [],
}

const job: PublicJobDetail = {
  id: 7,
  title: 'Robot engineer',
  department: 'Engineering',
  location: null,
  employment_type: 'full_time',
  workplace: 'remote',
  salary_min: null,
  salary_max: null,
  salary_currency: null,
  closes_at: null,
  published_at: '2030-01-01T00:00:00Z',
  description: 'Build robots.',
  skills: [],
}

let onClosed: ReturnType<typeof vi.fn<() => void>>

beforeEach(() => {
  document.body.innerHTML = careersJobContent('acme', site.company, job)
  onClosed = vi.fn<() => void>()
  const section = document.querySelector<HTMLElement>('[data-apply]')
  if (!section) throw new Error('No apply section')
  attachApplyForm(section, 'acme', 7, onClosed)
})

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.replaceChildren()
})

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label)
const submitButton = () => screen.getByRole('button', { name: 'Submit application' })

function type(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  control.value = value
  control.dispatchEvent(new Event('input', { bubbles: true }))
}

/** The error shown beside `control`, as its description says. */
function errorOf(control: HTMLElement): string | null {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ')
  const error = ids.map((id) => document.getElementById(id)).find((element) => element?.classList.contains('cr-error'))
  return error && !error.hidden ? error.textContent : null
}

function fillValid(): void {
  type(field(/^Name/), 'Ada Lovelace')
  type(field(/^Email/), 'ada@example.com')
  const file = new File(['%PDF-1.4'], 'resume.pdf', { type: 'application/pdf' })
  const resume = field(/^Resume/)
  Object.defineProperty(resume, 'files', { configurable: true, value: [file] })
  resume.dispatchEvent(new Event('change', { bubbles: true }))
  field(/^I agree/).click()
}

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('attachApplyForm', () => {
  it('shows what is missing beside each field and focuses the first', () => {
    submitButton().click()
    const name = field(/^Name/)
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name.getAttribute('aria-describedby')?.split(' ')).toContain('apply-name-error')
    expect(errorOf(name)).toBe('Enter your name')
    expect(name).toHaveFocus()
    expect(errorOf(field(/^Email/))).toBe('Enter your email address')
    expect(errorOf(field(/^Resume/))).toBe('Attach your resume')
    expect(field(/^Resume/).getAttribute('aria-describedby')?.split(' ')).toEqual(['apply-file-description', 'apply-file-error'])
    expect(errorOf(field(/^I agree/))).toBe('Agree to the processing of your data to apply')

    type(name, 'A')
    expect(name).not.toHaveAttribute('aria-invalid')
    expect(name).not.toHaveAttribute('aria-describedby')
    expect(document.getElementById('apply-name-error')).not.toBeVisible()
    expect(errorOf(field(/^Email/))).toBe('Enter your email address')
  })

  it('counts the cover letter’s characters as they are typed', () => {
    type(field(/^Cover letter/), 'Hello')
    expect(field(/^Cover letter/)).toHaveAccessibleDescription('5 of 5,000 characters')
  })

  it('adds up to three links and removes one, relabelling the rest', () => {
    const add = screen.getByRole('button', { name: 'Add a link' })
    add.click()
    expect(field(/^Link 1$/)).toHaveFocus()
    type(field(/^Link 1$/), 'https://one.example')
    add.click()
    type(field(/^Link 2$/), 'https://two.example')
    expect(add).toBeVisible()
    add.click()
    expect(field(/^Link 3$/)).toHaveFocus()
    expect(add).not.toBeVisible()
    type(field(/^Link 3$/), 'https://three.example')

    screen.getByRole('button', { name: 'Remove link 1' }).click()
    expect(screen.queryByLabelText(/^Link 3$/)).toBeNull()
    expect(field(/^Link 1$/)).toHaveValue('https://two.example')
    expect(field(/^Link 2$/)).toHaveValue('https://three.example')
    expect(field(/^Link 1$/)).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Remove link 2' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add a link' })).toBeVisible()
  })

  it('sends the application once and says it was sent', async () => {
    const fetch = answer(201, { message: 'Thanks' })
    fillValid()
    submitButton().click()
    submitButton().click()
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true')
    const heading = await screen.findByRole('heading', { name: 'Application sent' })
    expect(heading).toHaveFocus()
    expect(screen.getByText('Thanks')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull()
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toMatch(/careers\/acme\/jobs\/7\/apply$/)
    expect(init.method).toBe('POST')
    const body = init.body as FormData
    expect(body.get('name')).toBe('Ada Lovelace')
    expect(body.get('consent')).toBe('true')
    expect(body.get('website')).toBe('')
    expect((body.get('file') as File).name).toBe('resume.pdf')
  })

  it('puts the server’s field errors beside their fields and keeps every value', async () => {
    const fetch = answer(422, { message: 'Invalid', errors: { email: ['This address cannot receive mail'] } })
    fillValid()
    type(field(/^Cover letter/), 'Hello')
    submitButton().click()
    const email = field(/^Email/)
    await vi.waitFor(() => expect(errorOf(email)).toBe('This address cannot receive mail'))
    expect(email).toHaveAttribute('aria-invalid', 'true')
    await vi.waitFor(() => expect(email).toHaveFocus())
    expect(email).toHaveValue('ada@example.com')
    expect(field(/^Name/)).toHaveValue('Ada Lovelace')
    expect(field(/^Cover letter/)).toHaveValue('Hello')
    expect(field(/^I agree/)).toBeChecked()
    expect(document.querySelector('[data-form-error]')).not.toBeVisible()
    await vi.waitFor(() => expect(submitButton()).not.toHaveAttribute('aria-disabled'))

    answer(201, { message: 'Thanks' })
    type(email, 'ada@lovelace.example')
    submitButton().click()
    expect(await screen.findByRole('heading', { name: 'Application sent' })).toBeInTheDocument()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('says what else went wrong above the button, focused', async () => {
    answer(500, { message: 'Something went wrong on our side.' })
    fillValid()
    submitButton().click()
    const alert = await screen.findByRole('alert')
    await vi.waitFor(() => expect(alert).toHaveTextContent('Something went wrong on our side.'))
    expect(alert).toHaveFocus()
    expect(within(alert).queryByRole('button')).toBeNull()
  })

  it('shows the closed page when the job closed meanwhile', async () => {
    answer(410, { message: 'This job is closed' })
    fillValid()
    submitButton().click()
    await vi.waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1))
  })
})
