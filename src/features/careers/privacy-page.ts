import { careersFrame, careersLoadFailed, careersLoading } from '@common/careers-view'
import { escapeHtml } from '@common/markdown'
import { toNormalizedError, type NormalizedError } from '@/lib/errors'
import { saveBlob } from '@/lib/save-blob'
import { confirmErasure, getPortal, getPortalExport, requestErasure, type Portal } from './api/careers'
import { setGoneHead } from './careers-head'
import { describeToggles } from './page-theme'

/**
 * The candidate's own privacy page, `/careers/privacy/?token=…` (contract 19), reached from the
 * link in their application mail: they download what the company holds about them, or erase it,
 * confirmed by a code the API mails them (the link in that mail adds `&erase=1`, which opens the
 * page at the code). The token is theirs alone, so the page is written here, never by the server,
 * and search engines keep out of it.
 */

type Step = 'choose' | 'confirm' | 'code' | 'erased'

const CODE = /^\d{6}$/
const CODE_MESSAGE = 'Enter the 6-digit code from the mail'

/** A heading the script moves focus to when its step appears, so a screen reader reads where the visitor now is. */
const heading = (level: 1 | 2, id: string, text: string) => `<h${level} id="${id}" tabindex="-1" data-step-heading>${escapeHtml(text)}</h${level}>`

/** The page around a step; once erased it no longer greets them by the name it erased. */
function page(portal: Portal, body: string, greet: boolean): string {
  const company = escapeHtml(portal.company.name)
  const greeting = greet ? `<p>Hello ${escapeHtml(portal.candidate_name)}. Here you can download everything ${company} holds about your applications, or have it erased.</p>` : ''
  return (
    `<div class="cr-page" data-careers-page="privacy" data-company-name="${company}"><div class="cr-container cr-narrow">` +
    `<div class="cr-stack"><h1>Your data at ${company}</h1>${greeting}</div>` +
    body +
    `</div></div>`
  )
}

function chooseStep(portal: Portal): string {
  const company = escapeHtml(portal.company.name)
  return (
    `<section class="cr-card cr-section" aria-labelledby="download-heading"><h2 id="download-heading">Download my data</h2>` +
    `<p>A file with your profile, your applications (job, stage and dates), the messages ${company} sent you and the names of your resumes.</p>` +
    `<p class="cr-alert" role="alert" data-download-error hidden></p>` +
    `<button type="button" class="cr-button cr-default" data-action="download">Download my data</button></section>` +
    `<section class="cr-card cr-section" aria-labelledby="erase-heading"><h2 id="erase-heading">Erase my data</h2>` +
    `<p>${company} erases your name, contact details, resumes and messages for good. Your applications stay only as anonymous numbers in their reports.</p>` +
    `<button type="button" class="cr-button cr-light" data-action="erase">Erase my data</button></section>`
  )
}

function confirmStep(portal: Portal): string {
  return (
    `<section class="cr-card cr-section" aria-labelledby="confirm-heading">${heading(2, 'confirm-heading', 'Erase your data?')}` +
    `<p>To be sure it is you, we mail you a 6-digit code. Once you enter it, ${escapeHtml(portal.company.name)} erases your data at once. This cannot be undone.</p>` +
    `<p class="cr-alert" role="alert" data-form-error hidden></p>` +
    `<div class="cr-row"><button type="button" class="cr-button cr-accent" data-action="send-code">Mail me the code</button>` +
    `<button type="button" class="cr-button cr-subtle" data-action="cancel">Cancel</button></div></section>`
  )
}

function codeStep(mailed: boolean): string {
  return (
    `<section class="cr-card" aria-labelledby="code-heading"><form class="cr-section" novalidate data-code-form>` +
    heading(2, 'code-heading', mailed ? 'We mailed you a code' : 'Enter the code from the mail') +
    `<p>Enter the 6-digit code from the mail to erase your data. It works for 30 minutes.</p>` +
    `<p class="cr-alert" role="alert" tabindex="-1" data-form-error hidden></p>` +
    `<div class="cr-field"><label for="erase-code">Code from the mail</label>` +
    `<input id="erase-code" class="cr-input cr-code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" dir="ltr" required />` +
    `<p class="cr-error" id="erase-code-error" hidden></p></div>` +
    `<div class="cr-row"><button type="submit" class="cr-button cr-accent">Erase my data now</button>` +
    `<button type="button" class="cr-button cr-subtle" data-action="send-code">Mail me a new code</button></div>` +
    `</form></section>`
  )
}

const erasedStep = (portal: Portal) =>
  `<section class="cr-card cr-sent" aria-labelledby="erased-heading">${heading(2, 'erased-heading', 'Your data has been erased')}` +
  `<p>${escapeHtml(portal.company.name)} no longer holds your name, contact details, resumes or messages. This link no longer works.</p></section>`

/** The page a link gets once it no longer works: expired, already used to erase, or mistyped. */
export const portalGone = () =>
  `<div class="cr-page" data-careers-page="status"><div class="cr-container cr-status">` +
  `<h1>This link has expired</h1><p>Privacy links work for 90 days and end once your data is erased. If you still have data with the company, the mail about your latest application carries a new link.</p></div></div>`

/** A JSON file's name from the company's: `my-data-acme-robotics.json`. */
const exportName = (company: string) =>
  `my-data-${
    company
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'company'
  }.json`

/** Shows the page for `token` in `root`: its steps, its answers and failures. */
export async function renderPrivacyPage(root: HTMLElement, params: URLSearchParams): Promise<void> {
  const token = params.get('token')?.trim() ?? ''
  const gone = () => {
    root.innerHTML = careersFrame(portalGone(), undefined, 'private')
    setGoneHead('This link has expired')
  }
  if (!token || token.length > 200) return gone()
  root.innerHTML = careersFrame(careersLoading('Loading your data'), undefined, 'private')
  let portal: Portal
  try {
    portal = await getPortal(token)
  } catch (failure) {
    const error = toNormalizedError(failure)
    if (error.status === 404 || error.status === 410) return gone()
    root.innerHTML = careersFrame(careersLoadFailed('Your data could not be loaded', error.message), undefined, 'private')
    setGoneHead('Your data')
    return
  }
  setGoneHead(`Your data at ${portal.company.name}`)
  attachPrivacyPage(root, token, portal, params.get('erase') === '1' ? 'code' : 'choose')
}

/** The page's steps on `root`, starting at `start`. */
export function attachPrivacyPage(root: HTMLElement, token: string, portal: Portal, start: Step): void {
  let busy = false

  function show(step: Step, options: { mailed?: boolean; focus?: boolean } = {}): void {
    const body = step === 'choose' ? chooseStep(portal) : step === 'confirm' ? confirmStep(portal) : step === 'code' ? codeStep(options.mailed ?? false) : erasedStep(portal)
    root.innerHTML = careersFrame(page(portal, body, step !== 'erased'), undefined, 'private', { name: portal.company.name, logo: null })
    describeToggles()
    if (options.focus) root.querySelector<HTMLElement>(step === 'choose' ? '[data-action="erase"]' : '[data-step-heading]')?.focus()
  }

  const formError = (message: string | null) => {
    const alert = root.querySelector<HTMLElement>('[data-form-error]')
    if (!alert) return
    alert.textContent = message ?? ''
    alert.hidden = !message
  }

  function codeError(message: string | null): void {
    const input = root.querySelector<HTMLInputElement>('#erase-code')
    const error = root.querySelector<HTMLElement>('#erase-code-error')
    if (!input || !error) return
    error.textContent = message ?? ''
    error.hidden = !message
    if (message) {
      input.setAttribute('aria-invalid', 'true')
      input.setAttribute('aria-describedby', error.id)
      input.focus()
    } else {
      input.removeAttribute('aria-invalid')
      input.removeAttribute('aria-describedby')
    }
  }

  /** A button at work: pressed again it does nothing, and it says so. */
  async function working(button: HTMLButtonElement | null, work: () => Promise<void>): Promise<void> {
    if (busy) return
    busy = true
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

  /** What the API answered instead: a link that no longer works (404, 410) shows the expired page; anything else is said on the step. */
  function failed(error: NormalizedError): void {
    if (error.status === 404 || error.status === 410) {
      root.innerHTML = careersFrame(portalGone(), undefined, 'private', { name: portal.company.name, logo: null })
      setGoneHead('This link has expired')
      root.querySelector<HTMLElement>('#main-content')?.focus()
    } else formError(error.message)
  }

  const download = (button: HTMLButtonElement) =>
    working(button, async () => {
      const error = root.querySelector<HTMLElement>('[data-download-error]')
      if (error) error.hidden = true
      try {
        saveBlob(await getPortalExport(token), exportName(portal.company.name))
      } catch (failure) {
        const normalized = toNormalizedError(failure)
        if (normalized.status === 404 || normalized.status === 410) return failed(normalized)
        if (error) {
          error.textContent = `Your data could not be downloaded: ${normalized.message}`
          error.hidden = false
        }
      }
    })

  const sendCode = (button: HTMLButtonElement) =>
    working(button, async () => {
      formError(null)
      try {
        await requestErasure(token)
      } catch (failure) {
        return failed(toNormalizedError(failure))
      }
      show('code', { mailed: true, focus: true })
    })

  const confirm = (form: HTMLFormElement) =>
    working(form.querySelector('button[type="submit"]'), async () => {
      const code = (form.querySelector<HTMLInputElement>('#erase-code')?.value ?? '').replace(/\s+/g, '')
      formError(null)
      if (!CODE.test(code)) return codeError(CODE_MESSAGE)
      codeError(null)
      try {
        await confirmErasure(token, code)
      } catch (failure) {
        const error = toNormalizedError(failure)
        // A wrong code, an expired one, or too many wrong ones (the request is then void): said beside the field, whose "Mail me a new code" starts again.
        if (error.status === 422) return codeError(fieldErrors(error.data).code ?? error.message)
        return failed(error)
      }
      show('erased', { focus: true })
      setGoneHead('Your data has been erased')
    })

  root.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-action]') : null
    if (!button || !root.contains(button)) return
    const action = button.dataset.action
    if (action === 'download') void download(button)
    else if (action === 'erase') show('confirm', { focus: true })
    else if (action === 'cancel') show('choose', { focus: true })
    else if (action === 'send-code') void sendCode(button)
  })
  root.addEventListener('submit', (event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || !form.matches('[data-code-form]')) return
    event.preventDefault()
    void confirm(form)
  })
  root.addEventListener('input', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.id === 'erase-code' && event.target.getAttribute('aria-invalid') === 'true') codeError(null)
  })
  show(start)
}

/** A 422's first message per field. */
function fieldErrors(data: unknown): Record<string, string | undefined> {
  const errors = typeof data === 'object' && data !== null && 'errors' in data ? (data as { errors: unknown }).errors : null
  if (typeof errors !== 'object' || errors === null) return {}
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : undefined]))
}
