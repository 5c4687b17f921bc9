import { screen, waitFor } from '@testing-library/dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderPrivacyPage } from './privacy-page'

const PORTAL = { company: { name: 'Acme Robotics' }, candidate_name: 'Ana Lima' }

type Answer = [status: number, body?: unknown]

/** Answers the page's calls by method and path; records what was sent. */
function serve(answers: Record<string, Answer | Answer[]>) {
  const sent: { method: string; path: string; body: unknown }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const method = init?.method ?? 'GET'
    const path = url.pathname.replace(/^.*\/api\//, '')
    sent.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : null })
    const listed = answers[`${method} ${path}`]
    const answer = Array.isArray(listed?.[0]) ? (listed as Answer[]).shift() : (listed as Answer | undefined)
    const [status, body] = answer ?? [404, { message: 'Not found.' }]
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetch)
  return sent
}

let root: HTMLElement

async function open(query: string) {
  root = document.createElement('div')
  document.body.append(root)
  await renderPrivacyPage(root, new URLSearchParams(query))
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.replaceChildren()
})

const code = () => screen.getByLabelText<HTMLInputElement>('Code from the mail')

function type(input: HTMLInputElement, value: string) {
  input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('the candidate’s privacy page', () => {
  it('greets them for the company, and offers the download and the erasure', async () => {
    serve({ 'GET privacy-portal/tok': [200, PORTAL] })
    await open('token=tok')
    expect(screen.getByRole('heading', { level: 1, name: 'Your data at Acme Robotics' })).toBeInTheDocument()
    expect(screen.getByText(/Hello Ana Lima/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Erase my data' })).toBeInTheDocument()
    expect(document.title).toBe('Your data at Acme Robotics')
  })

  it('says an unknown or used link has expired', async () => {
    serve({ 'GET privacy-portal/old': [410, { message: 'This link has expired.' }] })
    await open('token=old')
    expect(screen.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Erase my data' })).toBeNull()
  })

  it('erases after a confirmation and the mailed code: a wrong code is refused beside the field, the right one erases', async () => {
    const sent = serve({
      'GET privacy-portal/tok': [200, PORTAL],
      'POST privacy-portal/tok/erase': [202, { message: 'We mailed you a code.' }],
      'POST privacy-portal/tok/erase/confirm': [
        [422, { message: 'This code is not the one we mailed.', errors: { code: ['This code is not the one we mailed.'] } }],
        [200, {}],
      ],
    })
    await open('token=tok')
    screen.getByRole('button', { name: 'Erase my data' }).click()
    expect(screen.getByRole('heading', { name: 'Erase your data?' })).toHaveFocus()
    screen.getByRole('button', { name: 'Mail me the code' }).click()
    expect(await screen.findByRole('heading', { name: 'We mailed you a code' })).toHaveFocus()

    screen.getByRole('button', { name: 'Erase my data now' }).click()
    await waitFor(() => expect(code()).toHaveAccessibleDescription('Enter the 6-digit code from the mail'))
    expect(sent.filter((call) => call.path.endsWith('confirm'))).toHaveLength(0)

    type(code(), '111111')
    screen.getByRole('button', { name: 'Erase my data now' }).click()
    await waitFor(() => expect(code()).toHaveAccessibleDescription('This code is not the one we mailed.'))
    expect(code()).toHaveAttribute('aria-invalid', 'true')

    type(code(), '123456')
    screen.getByRole('button', { name: 'Erase my data now' }).click()
    expect(await screen.findByRole('heading', { name: 'Your data has been erased' })).toHaveFocus()
    expect(screen.queryByText(/Ana Lima/)).toBeNull()
    expect(sent.filter((call) => call.path.endsWith('confirm')).map((call) => call.body)).toEqual([{ code: '111111' }, { code: '123456' }])
  })

  it('opens at the code when the mail’s link says so', async () => {
    const sent = serve({ 'GET privacy-portal/tok': [200, PORTAL] })
    await open('token=tok&erase=1')
    expect(code()).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Enter the code from the mail' })).toBeInTheDocument()
    expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual(['GET privacy-portal/tok'])
  })

  it('says beside the field when too many wrong codes voided the request, and a new code can be asked for', async () => {
    const voided = 'That code is not right, and too many wrong codes were entered: this request is void. Ask for erasure again to get a new code.'
    serve({
      'GET privacy-portal/tok': [200, PORTAL],
      'POST privacy-portal/tok/erase/confirm': [422, { message: voided, errors: { code: [voided] } }],
      'POST privacy-portal/tok/erase': [202, { message: 'We mailed you a code.' }],
    })
    await open('token=tok&erase=1')
    type(code(), '000000')
    screen.getByRole('button', { name: 'Erase my data now' }).click()
    await waitFor(() => expect(code()).toHaveAccessibleDescription(voided))
    screen.getByRole('button', { name: 'Mail me a new code' }).click()
    expect(await screen.findByRole('heading', { name: 'We mailed you a code' })).toBeInTheDocument()
  })

  it('shows the expired page when the link stopped working while the page was open', async () => {
    serve({ 'GET privacy-portal/tok': [200, PORTAL], 'POST privacy-portal/tok/erase/confirm': [410, { message: 'This link has expired.' }] })
    await open('token=tok&erase=1')
    type(code(), '123456')
    screen.getByRole('button', { name: 'Erase my data now' }).click()
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired' })).toBeInTheDocument()
  })
})
