import { brandStyle, careersFrame, careersLoadFailed, careersLoading, tokenPageHero } from '@common/careers-view'
import { escapeHtml } from '@common/markdown'
import { fieldErrors, toNormalizedError, type NormalizedError } from '@/lib/errors'
import { browserTimeZone, zoneName } from '@/lib/interview-time'
import { acceptOffer, declineOffer, getOfferPortal, offerLetterUrl, type OfferPortal } from './api/careers'
import { setUnlistedHead } from './careers-head'
import { describeToggles } from './page-theme'

/**
 * The candidate's offer, `/careers/offer/?token=` (contract 17), reached from the offer mail: the
 * letter (sanitised HTML from the server) and its PDF, then accept by typing their name and
 * ticking "I accept", or decline with an optional reason. An accepted or declined offer shows
 * that outcome on every later visit; a withdrawn or expired one (410) says it is no longer
 * available. The token signs a contract, so the page is written here alone and kept from search
 * engines. Dates are the candidate's: their browser's language and time zone, the zone named.
 */

const attr = (value: string) => escapeHtml(value)

/** The `token` parameter as sent, or undefined for none at all or one no link could have. */
function tokenOf(params: URLSearchParams): string | undefined {
  const token = params.get('token')?.trim()
  return token && token.length <= 200 ? token : undefined
}

const CHECK_ICON =
  '<svg class="cr-icon cr-sent-icon" xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.7" ' +
  'stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M12 12m-9 0a9 9 0 1 0 18 0a9 9 0 1 0 -18 0" /><path d="M9 12l2 2l4 -4" /></svg>'

const DOWNLOAD_ICON =
  '<svg class="cr-icon" xmlns="http://www.w3.org/2000/svg" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.7" ' +
  'stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-2" /><path d="M7 11l5 5l5 -5" /><path d="M12 4l0 12" /></svg>'

/** "Friday, 11 December 2026 at 17:00, Europe/Berlin (CET)": in the candidate's language and zone, the zone named. */
export function candidateMoment(instant: string, zone = browserTimeZone(), locale = navigator.language): string {
  const date = new Date(instant)
  if (Number.isNaN(date.getTime())) return instant
  const options = { dateStyle: 'full', timeStyle: 'short', timeZone: zone } as const
  let written: string
  try {
    written = new Intl.DateTimeFormat(locale, options).format(date)
  } catch {
    // A language tag the browser's Intl data does not know: the page's own English.
    written = new Intl.DateTimeFormat('en-GB', options).format(date)
  }
  return `${written}, ${zoneName(zone, instant)}`
}

const moment = (instant: string) => `<time datetime="${attr(instant)}"><bdi>${escapeHtml(candidateMoment(instant))}</bdi></time>`

const downloadLink = (token: string, className: string) => `<a class="cr-button ${className}" href="${attr(offerLetterUrl(token))}" download>${DOWNLOAD_ICON}Download PDF</a>`

/** The company's page around one view of the offer. */
function page(portal: OfferPortal, content: string): string {
  return (
    `<div class="cr-page" data-careers-page="offer" data-company-name="${attr(portal.company.name)}" style="${brandStyle(portal.company.brand_color)}">` +
    `<div class="cr-container cr-narrow">${tokenPageHero(portal.company)}${content}</div></div>`
  )
}

/** The letter as the server sanitised it; the open offer's card carries its own download. */
function letter(token: string, portal: OfferPortal, heading: string, download: boolean): string {
  return (
    `<section class="cr-card cr-section" aria-labelledby="letter-heading">` +
    `<div class="cr-letter-head"><h2 id="letter-heading">${escapeHtml(heading)}</h2>${download ? downloadLink(token, 'cr-default') : ''}</div>` +
    `<div class="cr-prose cr-letter">${portal.letter_html}</div></section>`
  )
}

/** A field's error line, tied to its control by aria-describedby when shown. */
const fieldError = (id: string) => `<p class="cr-error" id="${id}" hidden></p>`

function openView(token: string, portal: OfferPortal): string {
  const company = escapeHtml(portal.company.name)
  return (
    `<div class="cr-stack"><h1>Offer for ${escapeHtml(portal.job_title)}</h1>` +
    `<p>Hello ${escapeHtml(portal.candidate_name)}, ${company} is pleased to offer you this position. Read the letter, then accept or decline it below.</p>` +
    `<p class="cr-expiry" data-expiry>This offer expires on ${moment(portal.expires_at)}.</p></div>` +
    letter(token, portal, 'Your offer letter', true) +
    `<section class="cr-card" aria-labelledby="accept-heading"><form class="cr-section" novalidate data-accept-form>` +
    `<h2 id="accept-heading">Accept the offer</h2>` +
    `<p>Type your full name and tick the box: your typed name signs the letter above. We then email you the signed letter.</p>` +
    `<div class="cr-alert" role="alert" tabindex="-1" data-form-error hidden></div>` +
    `<div class="cr-field"><label for="signature-name">Type your full name to sign</label>` +
    `<input id="signature-name" class="cr-input cr-signature" name="signature_name" autocomplete="name" spellcheck="false" required />${fieldError('signature-name-error')}</div>` +
    `<div class="cr-field"><div class="cr-check-row"><input id="offer-agree" type="checkbox" name="agree" required />` +
    `<label for="offer-agree">I accept this offer and agree that typing my name is my signature</label></div>${fieldError('offer-agree-error')}</div>` +
    `<button type="submit" class="cr-button cr-accent cr-large">Accept offer</button></form></section>` +
    `<section class="cr-card cr-section" aria-labelledby="decline-heading"><h2 id="decline-heading">Not taking it?</h2>` +
    `<p>If you decline, ${company} is told. You may tell them why.</p>` +
    `<button type="button" class="cr-button cr-light" data-action="decline" aria-expanded="false" aria-controls="decline-form">Decline</button>` +
    `<form id="decline-form" class="cr-section" novalidate data-decline-form hidden>` +
    `<div class="cr-alert" role="alert" tabindex="-1" data-form-error hidden></div>` +
    `<div class="cr-field"><label for="decline-reason">Reason (optional)</label><textarea id="decline-reason" class="cr-input" name="reason" rows="4"></textarea>${fieldError('decline-reason-error')}</div>` +
    `<button type="submit" class="cr-button cr-default">Decline offer</button></form></section>`
  )
}

function acceptedView(token: string, portal: OfferPortal): string {
  const facts: [string, string][] = []
  if (portal.signature) {
    facts.push(['Signed by', `<bdi>${escapeHtml(portal.signature.name)}</bdi>`], ['Signed on', moment(portal.signature.at)])
  }
  if (portal.document_sha256) facts.push(['Letter’s SHA-256', `<code class="cr-hash" dir="ltr">${escapeHtml(portal.document_sha256)}</code>`])
  return (
    `<section class="cr-card" aria-labelledby="outcome-heading"><div class="cr-sent">${CHECK_ICON}` +
    `<h1 id="outcome-heading" tabindex="-1" data-outcome-heading>Offer accepted</h1>` +
    `<p>You accepted the offer for ${escapeHtml(portal.job_title)} at ${escapeHtml(portal.company.name)}. We have emailed you the signed letter.</p>` +
    (facts.length > 0 ? `<dl class="cr-facts cr-booked-facts">${facts.map(([label, value]) => `<div><dt>${label}</dt><dd>${value}</dd></div>`).join('')}</dl>` : '') +
    downloadLink(token, 'cr-accent') +
    `</div></section>` +
    letter(token, portal, 'Your signed letter', false)
  )
}

function declinedView(portal: OfferPortal): string {
  return (
    `<section class="cr-card" aria-labelledby="outcome-heading"><div class="cr-sent">` +
    `<h1 id="outcome-heading" tabindex="-1" data-outcome-heading>Offer declined</h1>` +
    `<p>You declined the offer for ${escapeHtml(portal.job_title)}. ${escapeHtml(portal.company.name)} has been told. Thank you for letting them know.</p>` +
    `</div></section>`
  )
}

function statusPage(title: string, message: string): string {
  return `<div class="cr-page" data-careers-page="status"><div class="cr-container cr-status"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></div></div>`
}

const NOT_VALID = { title: 'This offer link is not valid', message: 'Check the link in your email: it may be incomplete. If it still does not work, reply to the company’s email.' }
const GONE = { title: 'This offer is no longer available', message: 'The offer was withdrawn or has expired. If you have questions, reply to the company’s email.' }
const TOO_MANY = 'Too many requests came from your connection. Wait a few minutes, then try again.'

/** The page in `root`, from the address's token. */
export async function renderOfferPage(root: HTMLElement, params: URLSearchParams): Promise<void> {
  const token = tokenOf(params)
  const frame = (content: string, portal?: OfferPortal) => {
    root.innerHTML = careersFrame(content, undefined, 'private', portal ? { name: portal.company.name, logo: portal.company.logo } : undefined)
    describeToggles()
  }
  const fail = (status: { title: string; message: string }) => {
    frame(statusPage(status.title, status.message))
    setUnlistedHead(status.title)
  }
  if (!token) return fail(NOT_VALID)
  frame(careersLoading('Loading your offer'))
  let portal: OfferPortal
  try {
    portal = await getOfferPortal(token)
  } catch (failure) {
    const error = toNormalizedError(failure)
    if (error.status === 404) return fail(NOT_VALID)
    if (error.status === 410) return fail(GONE)
    frame(careersLoadFailed('Your offer could not be loaded', error.status === 429 ? TOO_MANY : error.message))
    setUnlistedHead('Your offer')
    return
  }
  showOffer(root, token, portal, frame, fail, false)
}

type Frame = (content: string, portal?: OfferPortal) => void
type Fail = (status: { title: string; message: string }) => void

/** The view the offer's status calls for; `decided` when the candidate just accepted or declined it here (the heading takes the focus). */
function showOffer(root: HTMLElement, token: string, portal: OfferPortal, frame: Frame, fail: Fail, decided: boolean): void {
  const company = portal.company.name
  if (portal.status === 'accepted') {
    frame(page(portal, acceptedView(token, portal)), portal)
    setUnlistedHead(`Offer accepted: ${company}`)
  } else if (portal.status === 'declined') {
    frame(page(portal, declinedView(portal)), portal)
    setUnlistedHead(`Offer declined: ${company}`)
  } else if (portal.status === 'sent') {
    frame(page(portal, openView(token, portal)), portal)
    setUnlistedHead(`Offer for ${portal.job_title}: ${company}`)
    attachDecisions(root, token, portal, frame, fail)
    return
  } else {
    // A link exists only once the offer is sent; withdrawn and expired ones answer 410, any other is as gone.
    return fail(GONE)
  }
  if (decided) root.querySelector<HTMLElement>('[data-outcome-heading]')?.focus()
}

/** Accept and decline on the open offer's page. */
function attachDecisions(root: HTMLElement, token: string, portal: OfferPortal, frame: Frame, fail: Fail): void {
  const content = root.querySelector<HTMLElement>('[data-careers-page="offer"]')
  const acceptForm = content?.querySelector<HTMLFormElement>('[data-accept-form]')
  const declineForm = content?.querySelector<HTMLFormElement>('[data-decline-form]')
  if (!content || !acceptForm || !declineForm) return
  let busy = false

  /** A form at work: sent again it does nothing, and its button says so. */
  async function working(form: HTMLFormElement, work: () => Promise<void>): Promise<void> {
    if (busy) return
    busy = true
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
    button?.setAttribute('aria-disabled', 'true')
    button?.classList.add('cr-sending')
    try {
      await work()
    } finally {
      busy = false
      button?.removeAttribute('aria-disabled')
      button?.classList.remove('cr-sending')
    }
  }

  /** The API's answer instead of the decision: the link's end, the offer decided meanwhile (409), or a message on the form. */
  async function refused(form: HTMLFormElement, error: NormalizedError, fields: Record<string, string>, verb: string): Promise<void> {
    if (error.status === 404 || error.status === 410) {
      // The link died while the page was open (withdrawn, or past its expiry): the page says so, read from its start.
      fail(error.status === 404 ? NOT_VALID : GONE)
      return root.querySelector<HTMLElement>('#main-content')?.focus()
    }
    if (error.status === 409) {
      const current = await getOfferPortal(token).catch(() => null)
      if (current) return showOffer(root, token, current, frame, fail, true)
    }
    if (error.status === 422) {
      const errors = fieldErrors(error)
      const shown = Object.entries(fields).filter(([field]) => errors[field])
      for (const [field, id] of shown) showFieldError(form, id, errors[field] ?? null)
      const first = shown[0]
      if (first) return form.querySelector<HTMLElement>(`#${first[1]}`)?.focus()
    }
    formError(
      form,
      error.status === 429
        ? TOO_MANY
        : error.status === null
          ? `The offer was not ${verb}: ${error.message}. Check your connection and try again.`
          : `The offer was not ${verb}: ${error.message}`,
    )
  }

  acceptForm.addEventListener('submit', (event) => {
    event.preventDefault()
    void working(acceptForm, async () => {
      const name = acceptForm.querySelector<HTMLInputElement>('#signature-name')
      const agree = acceptForm.querySelector<HTMLInputElement>('#offer-agree')
      clearErrors(acceptForm)
      let accepted: OfferPortal
      try {
        // The server checks both: its 422 names what is missing, beside each field.
        accepted = await acceptOffer(token, { signature_name: name?.value ?? '', agree: agree?.checked ?? false })
      } catch (failure) {
        return refused(acceptForm, toNormalizedError(failure), { signature_name: 'signature-name', agree: 'offer-agree' }, 'accepted')
      }
      showOffer(root, token, await decided(token, accepted, portal, 'accepted'), frame, fail, true)
    })
  })

  declineForm.addEventListener('submit', (event) => {
    event.preventDefault()
    void working(declineForm, async () => {
      clearErrors(declineForm)
      let declined: OfferPortal
      try {
        declined = await declineOffer(token, declineForm.querySelector<HTMLTextAreaElement>('#decline-reason')?.value.trim() ?? '')
      } catch (failure) {
        return refused(declineForm, toNormalizedError(failure), { reason: 'decline-reason' }, 'declined')
      }
      showOffer(root, token, await decided(token, declined, portal, 'declined'), frame, fail, true)
    })
  })

  content.addEventListener('click', (event) => {
    const toggle = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-action="decline"]') : null
    if (!toggle) return
    const open = toggle.getAttribute('aria-expanded') !== 'true'
    toggle.setAttribute('aria-expanded', String(open))
    declineForm.hidden = !open
    if (open) declineForm.querySelector<HTMLElement>('#decline-reason')?.focus()
  })

  content.addEventListener('input', (event) => {
    const control = event.target
    if ((control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && control.getAttribute('aria-invalid') === 'true') {
      const form = control.closest('form')
      if (form) showFieldError(form, control.id, null)
    }
  })
}

/** The offer once decided: the API's answer, or asked for again when the answer does not carry it. */
async function decided(token: string, answer: OfferPortal | null, before: OfferPortal, status: 'accepted' | 'declined'): Promise<OfferPortal> {
  if (answer?.status === status && typeof answer.letter_html === 'string') return answer
  return getOfferPortal(token).catch(() => ({ ...before, status }))
}

function showFieldError(form: HTMLFormElement, controlId: string, message: string | null): void {
  const control = form.querySelector<HTMLElement>(`#${controlId}`)
  const error = form.querySelector<HTMLElement>(`#${controlId}-error`)
  if (!control || !error) return
  error.textContent = message ?? ''
  error.hidden = !message
  if (message) {
    control.setAttribute('aria-invalid', 'true')
    control.setAttribute('aria-describedby', error.id)
  } else {
    control.removeAttribute('aria-invalid')
    control.removeAttribute('aria-describedby')
  }
}

function formError(form: HTMLFormElement, message: string): void {
  const alert = form.querySelector<HTMLElement>('[data-form-error]')
  if (!alert) return
  alert.textContent = message
  alert.hidden = false
  alert.focus()
}

function clearErrors(form: HTMLFormElement): void {
  form.querySelectorAll<HTMLElement>('[aria-invalid="true"]').forEach((control) => showFieldError(form, control.id, null))
  const alert = form.querySelector<HTMLElement>('[data-form-error]')
  if (alert) alert.hidden = true
}
