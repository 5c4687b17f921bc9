import { APPLY_LIMITS, applicationSent, coverLetterCount, linkRow } from '@common/careers-view'
import { toNormalizedError } from '@/lib/errors'
import { showServerErrors } from '@/lib/form-errors'
import { sendApplication } from './api/careers'
import { APPLY_FIELDS, applicationBody, checkApplication, type ApplyErrors, type ApplyValues } from './apply-form'

/** A field's error key (`links.0`) as its ids' part (`apply-links-0`, `apply-links-0-error`). */
const idPart = (key: string) => key.replace('.', '-')

/**
 * The apply form (contract 13) on the page's own markup (`applyForm` in common/careers-view.ts):
 * checked before sending, sent once however often the button is pressed, the server's field
 * errors beside their fields (413 and 415 beside Resume), anything else above the button, every
 * value kept after a failure, focus on the first field to mend, and "Application sent" once it is.
 * `onClosed` shows the page a closed job gets (the job closed while the visitor was applying).
 */
export function attachApplyForm(section: HTMLElement, slug: string, jobId: number, onClosed: () => void): void {
  const form = section.querySelector<HTMLFormElement>('form[data-apply-form]')
  const rows = section.querySelector<HTMLElement>('[data-link-rows]')
  const addLink = section.querySelector<HTMLButtonElement>('[data-action="add-link"]')
  const submit = section.querySelector<HTMLButtonElement>('button[type="submit"]')
  const formError = section.querySelector<HTMLElement>('[data-form-error]')
  if (!form || !rows || !addLink || !submit || !formError) return
  const input = (name: string) => form.querySelector<HTMLInputElement>(`#apply-${name}`)
  const coverLetter = form.querySelector<HTMLTextAreaElement>('#apply-cover_letter')
  let sending = false

  const linkValues = () => [...rows.querySelectorAll<HTMLInputElement>('input[name="links"]')].map((link) => link.value)

  function values(): ApplyValues {
    return {
      name: input('name')?.value ?? '',
      email: input('email')?.value ?? '',
      phone: input('phone')?.value ?? '',
      file: input('file')?.files?.[0] ?? null,
      cover_letter: coverLetter?.value ?? '',
      links: linkValues(),
      consent: input('consent')?.checked ?? false,
      website: input('website')?.value ?? '',
    }
  }

  /** The link rows again from `links` (their labels and ids follow their order), focus on `focusIndex` or on Add. */
  function showLinks(links: string[], focusIndex?: number): void {
    rows?.replaceChildren()
    rows?.insertAdjacentHTML('beforeend', links.map((value, index) => linkRow(index, value)).join(''))
    addLink?.toggleAttribute('hidden', links.length >= APPLY_LIMITS.links)
    if (focusIndex !== undefined && focusIndex < links.length) input(`links-${focusIndex}`)?.focus()
    else if (focusIndex !== undefined) (links.length >= APPLY_LIMITS.links ? input(`links-${links.length - 1}`) : addLink)?.focus()
  }

  /** Clears the error of the control `#apply-<part>`. */
  function clearError(part: string): void {
    const control = form?.querySelector<HTMLElement>(`#apply-${part}`)
    const error = form?.querySelector<HTMLElement>(`#apply-${part}-error`)
    if (!control || !error) return
    control.removeAttribute('aria-invalid')
    error.hidden = true
    error.textContent = ''
    const described = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== error.id)
    if (described.length > 0) control.setAttribute('aria-describedby', described.join(' '))
    else control.removeAttribute('aria-describedby')
  }

  /** Every field's error replaced by `errors`' (an error for a field the form lacks is not shown here). */
  function setErrors(errors: ApplyErrors): void {
    form?.querySelectorAll<HTMLElement>('[aria-invalid="true"]').forEach((control) => clearError(control.id.slice('apply-'.length)))
    for (const [key, message] of Object.entries(errors)) {
      const control = form?.querySelector<HTMLElement>(`#apply-${idPart(key)}`)
      const error = form?.querySelector<HTMLElement>(`#apply-${idPart(key)}-error`)
      if (!control || !error) continue
      error.textContent = message
      error.hidden = false
      control.setAttribute('aria-invalid', 'true')
      control.setAttribute('aria-describedby', [control.getAttribute('aria-describedby'), error.id].filter(Boolean).join(' '))
    }
  }

  function showFormError(message: string | null): void {
    if (!formError) return
    formError.textContent = message ?? ''
    formError.hidden = !message
  }

  const focusFirstError = () => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()

  form.addEventListener('input', (event) => {
    const target = event.target
    if (target === coverLetter && coverLetter) {
      const description = form.querySelector('#apply-cover_letter-description')
      if (description) description.textContent = coverLetterCount(coverLetter.value.length)
    }
    if (target instanceof HTMLElement && target.getAttribute('aria-invalid') === 'true') clearError(target.id.slice('apply-'.length))
  })
  form.addEventListener('change', (event) => {
    const target = event.target
    if (target instanceof HTMLInputElement && (target.type === 'file' || target.type === 'checkbox') && target.getAttribute('aria-invalid') === 'true') {
      clearError(target.id.slice('apply-'.length))
    }
  })
  form.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-action]') : null
    if (button?.dataset.action === 'add-link') {
      const links = linkValues()
      if (links.length < APPLY_LIMITS.links) showLinks([...links, ''], links.length)
    } else if (button?.dataset.action === 'remove-link') {
      const index = Number(button.dataset.index)
      showLinks(linkValues().filter((_, position) => position !== index), index)
    }
  })

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (sending) return
    const application = values()
    const errors = checkApplication(application)
    setErrors(errors)
    showFormError(null)
    if (Object.keys(errors).length > 0) {
      focusFirstError()
      return
    }
    sending = true
    submit.setAttribute('aria-disabled', 'true')
    submit.classList.add('cr-sending')
    sendApplication(slug, jobId, applicationBody(application))
      .then((result) => {
        const sent = document.createElement('section')
        sent.className = 'cr-card'
        sent.setAttribute('aria-labelledby', 'sent-heading')
        sent.innerHTML = applicationSent(slug, result.message)
        section.replaceWith(sent)
        sent.querySelector<HTMLElement>('[data-sent-heading]')?.focus()
      })
      .catch((failure: unknown) => {
        const error = toNormalizedError(failure)
        if (error.status === 410) return onClosed()
        if (error.status === 413 || error.status === 415) setErrors({ file: error.message })
        else if (error.status === 429) showFormError(`${error.message} Your answers are kept here; send them again later.`)
        else {
          // An error about the links as a whole (too many) has no one field to sit beside: it goes above the button.
          const fields = [...APPLY_FIELDS.filter((field) => field !== 'links'), ...application.links.map((_, index) => `links.${index}`)]
          showFormError(showServerErrors({ setErrors: (server) => setErrors(server as ApplyErrors) }, error, fields))
        }
        if (form.querySelector('[aria-invalid="true"]')) focusFirstError()
        else formError.focus()
      })
      .finally(() => {
        sending = false
        submit.removeAttribute('aria-disabled')
        submit.classList.remove('cr-sending')
      })
  })
}
