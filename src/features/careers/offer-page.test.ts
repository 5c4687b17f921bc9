import { screen, waitFor } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OfferPortal } from '@common/offers'
import { candidateMoment, renderOfferPage } from './offer-page'

const OFFER: OfferPortal = {
  company: { name: 'Acme Robotics', logo: null, brand_color: '#0b7285' },
  candidate_name: 'Ana Lima',
  job_title: 'Robotics Engineer',
  letter_html: '<p>Dear Ana,</p><p>We are delighted to offer you the position of <strong>Robotics Engineer</strong>.</p>',
  status: 'sent',
  expires_at: '2030-03-05T16:00:00Z',
  signature: null,
  document_sha256: null,
}

const SHA = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'
const ACCEPTED: OfferPortal = { ...OFFER, status: 'accepted', signature: { name: 'Ana Lima', at: '2030-03-01T09:30:00Z' }, document_sha256: SHA }

type Answer = [status: number, body?: unknown]

/** Answers the page's calls by method and path (a list answers in turn); records what was sent. */
function serve(answers: Record<string, Answer | Answer[]>) {
  const sent: { method: string; path: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init?.method ?? 'GET'
      const path = url.pathname.replace(/^.*\/api\//, '')
      sent.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : null })
      const listed = answers[`${method} ${path}`]
      const answer = Array.isArray(listed?.[0]) ? (listed as Answer[]).shift() : (listed as Answer | undefined)
      if (answer?.[0] === 0) throw new TypeError('Failed to fetch')
      const [status, body] = answer ?? [404, { message: 'Not found.' }]
      return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
    }),
  )
  return sent
}

let root: HTMLElement

async function open(query = 'token=tok') {
  root = document.createElement('div')
  document.body.append(root)
  await renderOfferPage(root, new URLSearchParams(query))
}

// The app's tests share one document (vitest's isolate: false): leave it empty for the next file.
afterEach(() => {
  vi.unstubAllGlobals()
  document.body.replaceChildren()
})

const nameBox = () => screen.getByRole('textbox', { name: 'Type your full name to sign' })
const agreeBox = () => screen.getByRole('checkbox', { name: /^I accept/ })

describe('the candidate’s offer page', () => {
  it('shows the company’s offer: the letter, its expiry in the candidate’s zone, and the PDF', async () => {
    serve({ 'GET offer-portal/tok': [200, OFFER] })
    await open()
    expect(screen.getByRole('heading', { level: 1, name: 'Offer for Robotics Engineer' })).toBeInTheDocument()
    expect(screen.getAllByRole('banner')[0]).toHaveTextContent('Acme Robotics')
    expect(screen.getByText(/We are delighted to offer you/)).toBeInTheDocument()
    expect(screen.getByText(/^This offer expires on/)).toHaveTextContent(candidateMoment(OFFER.expires_at))
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/backend/api/offer-portal/tok/letter.pdf')
    expect(screen.getByRole('button', { name: 'Accept offer' })).toBeInTheDocument()
    expect(document.title).toBe('Offer for Robotics Engineer: Acme Robotics')
  })

  it('writes a moment in the candidate’s language and zone, naming the zone', () => {
    expect(candidateMoment('2030-03-05T16:00:00Z', 'Asia/Tokyo', 'en-GB')).toBe('Wednesday, 6 March 2030 at 01:00, Asia/Tokyo (GMT+9)')
    expect(candidateMoment('2030-03-05T16:00:00Z', 'Europe/Berlin', 'de-DE')).toMatch(/^Dienstag, 5\. März 2030 um 17:00, Europe\/Berlin/)
  })

  it('says beside each field what the server refused, focusing the first, then accepts and shows the signed record', async () => {
    const refusal = { message: 'The given data was invalid.', errors: { signature_name: ['Type your full name to sign'], agree: ['Tick “I accept” to accept the offer'] } }
    const sent = serve({
      'GET offer-portal/tok': [200, OFFER],
      'POST offer-portal/tok/accept': [
        [422, refusal],
        [200, ACCEPTED],
      ],
    })
    await open()
    await userEvent.click(screen.getByRole('button', { name: 'Accept offer' }))
    await waitFor(() => expect(nameBox()).toHaveFocus())
    expect(nameBox()).toHaveAccessibleDescription('Type your full name to sign')
    expect(agreeBox()).toHaveAccessibleDescription('Tick “I accept” to accept the offer')
    expect(sent[1]).toMatchObject({ method: 'POST', body: { signature_name: '', agree: false } })

    await userEvent.type(nameBox(), 'Ana Lima')
    expect(nameBox()).not.toHaveAttribute('aria-invalid')
    await userEvent.click(agreeBox())
    await userEvent.click(screen.getByRole('button', { name: 'Accept offer' }))
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Offer accepted' })).toHaveFocus())
    expect(sent[2]).toMatchObject({ method: 'POST', path: 'offer-portal/tok/accept', body: { signature_name: 'Ana Lima', agree: true } })
    expect(screen.getByText(/We have emailed you the signed letter/)).toBeInTheDocument()
    expect(screen.getByText(SHA)).toBeInTheDocument()
    expect(root).toHaveTextContent(`Signed byAna LimaSigned on${candidateMoment(ACCEPTED.signature?.at ?? '')}`)
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/backend/api/offer-portal/tok/letter.pdf')
    expect(screen.queryByRole('button', { name: 'Accept offer' })).not.toBeInTheDocument()
    expect(document.title).toBe('Offer accepted: Acme Robotics')
  })

  it('declines with a reason, revealed by "Decline"', async () => {
    const sent = serve({ 'GET offer-portal/tok': [200, OFFER], 'POST offer-portal/tok/decline': [200, { ...OFFER, status: 'declined' }] })
    await open()
    const decline = screen.getByRole('button', { name: 'Decline' })
    expect(decline).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('textbox', { name: 'Reason (optional)' })).not.toBeInTheDocument()
    await userEvent.click(decline)
    expect(decline).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('textbox', { name: 'Reason (optional)' })).toHaveFocus()
    await userEvent.keyboard('I took another offer')
    await userEvent.click(screen.getByRole('button', { name: 'Decline offer' }))
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Offer declined' })).toHaveFocus())
    expect(sent[1]).toMatchObject({ method: 'POST', path: 'offer-portal/tok/decline', body: { reason: 'I took another offer' } })
  })

  it('shows an offer already decided as its outcome', async () => {
    serve({ 'GET offer-portal/tok': [200, ACCEPTED] })
    await open()
    expect(screen.getByRole('heading', { level: 1, name: 'Offer accepted' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Your signed letter' })).toBeInTheDocument()
    serve({ 'GET offer-portal/tok': [200, { ...OFFER, status: 'declined' }] })
    await open()
    expect(screen.getByRole('heading', { level: 1, name: 'Offer declined' })).toBeInTheDocument()
  })

  it('after a 409 shows what the offer became meanwhile', async () => {
    serve({
      'GET offer-portal/tok': [
        [200, OFFER],
        [200, ACCEPTED],
      ],
      'POST offer-portal/tok/accept': [409, { message: 'This offer was already accepted.' }],
    })
    await open()
    await userEvent.type(nameBox(), 'Ana Lima')
    await userEvent.click(agreeBox())
    await userEvent.click(screen.getByRole('button', { name: 'Accept offer' }))
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Offer accepted' })).toHaveFocus())
  })

  it('says so when the offer is withdrawn or expires while the page is open', async () => {
    serve({ 'GET offer-portal/tok': [200, OFFER], 'POST offer-portal/tok/accept': [410, { message: 'This offer is no longer available.' }] })
    await open()
    await userEvent.type(nameBox(), 'Ana Lima')
    await userEvent.click(agreeBox())
    await userEvent.click(screen.getByRole('button', { name: 'Accept offer' }))
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'This offer is no longer available' })).toBeInTheDocument())
    expect(screen.getByRole('main')).toHaveFocus()
  })

  it('says a withdrawn or expired offer is no longer available, and an unknown link is not valid', async () => {
    serve({ 'GET offer-portal/gone': [410, { message: 'Gone' }], 'GET offer-portal/nope': [404, { message: 'Not found' }] })
    await open('token=gone')
    expect(screen.getByRole('heading', { level: 1, name: 'This offer is no longer available' })).toBeInTheDocument()
    expect(document.title).toBe('This offer is no longer available')
    await open('token=nope')
    expect(screen.getAllByRole('heading', { level: 1, name: 'This offer link is not valid' })).toHaveLength(1)
    document.body.replaceChildren()
    await open('')
    expect(screen.getByRole('heading', { level: 1, name: 'This offer link is not valid' })).toBeInTheDocument()
  })

  it('says when to try again: too many requests, or no connection', async () => {
    serve({ 'GET offer-portal/tok': [[429, { message: 'Too many requests.' }], [0]] })
    await open()
    expect(screen.getByRole('alert')).toHaveTextContent('Wait a few minutes, then try again.')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    document.body.replaceChildren()
    await open()
    expect(screen.getByRole('heading', { name: 'Your offer could not be loaded' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('keeps the offer open when accepting fails for want of a connection, saying so', async () => {
    serve({ 'GET offer-portal/tok': [200, OFFER], 'POST offer-portal/tok/accept': [0] })
    await open()
    await userEvent.type(nameBox(), 'Ana Lima')
    await userEvent.click(agreeBox())
    await userEvent.click(screen.getByRole('button', { name: 'Accept offer' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus())
    expect(screen.getByRole('alert')).toHaveTextContent('The offer was not accepted: Failed to fetch. Check your connection and try again.')
    expect(nameBox()).toHaveValue('Ana Lima')
  })
})
