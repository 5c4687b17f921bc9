import { careersJobsQuery, careersSearchPath, isCareersFiltered, jobResults, loadError, type CareersJobsQuery } from '@common/careers-view'
import { toNormalizedError } from '@/lib/errors'
import { getCareersJobs } from './api/careers'

/** The window's listener of the page attached last: a page written again (Try again) replaces it. */
let attached: AbortController | undefined

/** How long typing in "Search jobs" pauses before the list follows. */
const TYPING_PAUSE_MS = 300

function formQuery(form: HTMLFormElement): CareersJobsQuery {
  const params = new URLSearchParams()
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value)
  return careersJobsQuery(params)
}

function fillForm(form: HTMLFormElement, query: CareersJobsQuery): void {
  for (const name of ['q', 'department', 'location', 'workplace', 'employment_type'] as const) {
    const control = form.elements.namedItem(name)
    if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) control.value = query[name] ?? ''
  }
}

/**
 * The site page's search, filters and pages, in place: each change goes to the URL (typing
 * replaces the history entry, a choice adds one, Back goes back through them) and the list
 * follows; an answer that arrives after a newer request is dropped. The page's HTML already
 * works without this (a GET form and page links), which the server answers in full.
 */
export function attachSitePage(page: HTMLElement): void {
  const slug = page.dataset.slug ?? ''
  const companyName = page.dataset.companyName ?? ''
  const form = page.querySelector<HTMLFormElement>('[data-filters]')
  const results = page.querySelector<HTMLElement>('[data-results]')
  if (!form || !results) return
  let current: AbortController | null = null
  let typing: ReturnType<typeof setTimeout> | undefined

  async function show(query: CareersJobsQuery, history: 'push' | 'replace' | 'none'): Promise<void> {
    clearTimeout(typing)
    const path = careersSearchPath(slug, query)
    if (history === 'push') window.history.pushState(null, '', path)
    else if (history === 'replace') window.history.replaceState(null, '', path)
    form?.querySelector('[data-clear-filters]')?.toggleAttribute('hidden', !isCareersFiltered(query))
    current?.abort()
    const request = new AbortController()
    current = request
    results?.setAttribute('aria-busy', 'true')
    try {
      const jobs = await getCareersJobs(slug, query, request.signal)
      if (results && current === request) results.innerHTML = jobResults(slug, companyName, query, jobs)
    } catch (failure) {
      if (results && current === request) results.innerHTML = loadError('The open positions could not be loaded', toNormalizedError(failure).message)
    } finally {
      if (current === request) results?.removeAttribute('aria-busy')
    }
  }

  form.addEventListener('input', (event) => {
    if (!(event.target instanceof HTMLInputElement) || event.target.name !== 'q') return
    clearTimeout(typing)
    typing = setTimeout(() => void show(formQuery(form), 'replace'), TYPING_PAUSE_MS)
  })
  form.addEventListener('change', (event) => {
    if (event.target instanceof HTMLSelectElement) void show(formQuery(form), 'push')
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void show(formQuery(form), 'push')
  })
  page.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null
    const pageLink = target?.closest<HTMLAnchorElement>('a[data-page]')
    if (target?.closest('[data-clear-filters]')) {
      event.preventDefault()
      fillForm(form, {})
      void show({}, 'push')
      form.querySelector<HTMLInputElement>('input[name="q"]')?.focus()
    } else if (pageLink) {
      event.preventDefault()
      const number = Number(pageLink.dataset.page)
      void show({ ...formQuery(form), page: number > 1 ? number : undefined }, 'push')
      page.querySelector('#open-positions')?.scrollIntoView({ block: 'start' })
    } else if (target?.closest('[data-results] [data-action="retry"]')) {
      void show(careersJobsQuery(new URLSearchParams(window.location.search)), 'none')
    }
  })
  attached?.abort()
  attached = new AbortController()
  window.addEventListener(
    'popstate',
    () => {
      const query = careersJobsQuery(new URLSearchParams(window.location.search))
      fillForm(form, query)
      void show(query, 'none')
    },
    { signal: attached.signal },
  )
}
