import { CAREERS_PATHS } from '@common/careers-page'
import {
  careersAddressGone,
  careersFrame,
  careersJobContent,
  careersJobGone,
  careersJobsQuery,
  careersLoadFailed,
  careersLoading,
  careersSiteContent,
  careersSiteGone,
  positiveId,
  type CareersGonePage,
  type CareersOwner,
} from '@common/careers-view'
import { toNormalizedError } from '@/lib/errors'
import { getCareersJob, getCareersJobs, getCareersSite } from './api/careers'
import { attachApplyForm } from './apply-page'
import { setGoneHead, setJobHead, setSiteHead } from './careers-head'
import { describeToggles, toggleColorScheme } from './page-theme'
import { renderOfferPage } from './offer-page'
import { renderSchedule } from './schedule-page'
import { renderPrivacyPage } from './privacy-page'
import { attachSitePage } from './site-page'

/**
 * The careers pages' script. The product's own server sends each page whole
 * (server/modules/careers/seo.ts), so here it only adds behaviour; a plain static host sends an
 * empty `#root`, so here it first asks the API and writes the same markup
 * (common/careers-view.ts) and the head.
 */

function slugOf(params: URLSearchParams): string | undefined {
  const slug = params.get('company')?.trim()
  return slug && slug.length <= 100 ? slug : undefined
}

function show(root: HTMLElement, content: string, slug: string | undefined, current: 'site' | 'other', owner?: CareersOwner): void {
  root.innerHTML = careersFrame(content, slug, current, owner)
  attach(root)
}

/** A page with nothing to show, with the head the server would have sent. */
function showGone(root: HTMLElement, gone: CareersGonePage, slug: string | undefined, current: 'site' | 'other', owner?: CareersOwner): void {
  show(root, gone.content, slug, current, owner)
  setGoneHead(gone.title)
}

/** The company whose page is shown, as its frame names it (read from the page, however it got there). */
function ownerOf(root: HTMLElement): CareersOwner | undefined {
  const name = root.querySelector<HTMLElement>('[data-careers-page]')?.dataset.companyName
  const logo = root.querySelector<HTMLImageElement>('.cr-brand-logo')?.getAttribute('src') ?? null
  return name === undefined ? undefined : { name, logo }
}

/** A job that closed while the visitor applied: the page a closed job gets. */
function showClosed(root: HTMLElement, slug: string): void {
  const owner = ownerOf(root)
  showGone(root, careersJobGone(slug, true, owner?.name), slug, 'other', owner)
  root.querySelector<HTMLElement>('#main-content')?.focus()
}

/** Behaviour for the page in `root`, however it got there. */
function attach(root: HTMLElement): void {
  describeToggles()
  root.querySelectorAll<HTMLImageElement>('img[data-hide-on-error]').forEach((image) => {
    const hide = () => (image.hidden = true)
    if (image.complete && image.naturalWidth === 0) hide()
    else image.addEventListener('error', hide, { once: true })
  })
  const page = root.querySelector<HTMLElement>('[data-careers-page]')
  if (page?.dataset.careersPage === 'site') attachSitePage(page)
  const apply = page?.dataset.careersPage === 'job' ? page.querySelector<HTMLElement>('[data-apply]') : null
  const slug = page?.dataset.slug
  const jobId = Number(page?.dataset.jobId)
  if (apply && slug) attachApplyForm(apply, slug, jobId, () => showClosed(root, slug))
}

async function renderSite(root: HTMLElement, params: URLSearchParams): Promise<void> {
  const slug = slugOf(params)
  if (!slug) return showGone(root, careersSiteGone(), undefined, 'site')
  show(root, careersLoading('Loading the careers page'), slug, 'site')
  const query = careersJobsQuery(params)
  const jobs = getCareersJobs(slug, query).catch(() => null)
  try {
    const site = await getCareersSite(slug)
    show(root, careersSiteContent(slug, site, query, await jobs), slug, 'site', site.company)
    setSiteHead(slug, site)
  } catch (failure) {
    const error = toNormalizedError(failure)
    if (error.status === 404) showGone(root, careersSiteGone(), undefined, 'site')
    else show(root, careersLoadFailed('The careers page could not be loaded', error.message), slug, 'site')
  }
}

async function renderJob(root: HTMLElement, params: URLSearchParams): Promise<void> {
  const slug = slugOf(params)
  const id = positiveId(params.get('id'))
  if (!slug) return showGone(root, careersSiteGone(), undefined, 'other')
  if (id === undefined) return showGone(root, careersJobGone(slug, false), slug, 'other')
  show(root, careersLoading('Loading the job'), slug, 'other')
  const [site, job] = await Promise.allSettled([getCareersSite(slug), getCareersJob(slug, id)])
  const failure = [site, job].find((answer) => answer.status === 'rejected')
  if (site.status === 'fulfilled' && job.status === 'fulfilled') {
    show(root, careersJobContent(slug, site.value.company, job.value), slug, 'other', site.value.company)
    setJobHead(slug, site.value, job.value)
    return
  }
  const siteError = site.status === 'rejected' ? toNormalizedError(site.reason) : null
  const jobError = job.status === 'rejected' ? toNormalizedError(job.reason) : null
  if (siteError?.status === 404) showGone(root, careersSiteGone(), undefined, 'other')
  else if (jobError?.status === 404 || jobError?.status === 410) {
    const owner = site.status === 'fulfilled' ? site.value.company : undefined
    showGone(root, careersJobGone(slug, jobError.status === 410, owner?.name), slug, 'other', owner)
  } else {
    const message = toNormalizedError(failure?.status === 'rejected' ? failure.reason : null).message
    show(root, careersLoadFailed('The job could not be loaded', message), slug, 'other')
  }
}

function render(root: HTMLElement): Promise<void> {
  const params = new URLSearchParams(window.location.search)
  const path = window.location.pathname.endsWith('/') ? window.location.pathname : `${window.location.pathname}/`
  if (path === CAREERS_PATHS.site) return renderSite(root, params)
  if (path === CAREERS_PATHS.job) return renderJob(root, params)
  if (path === CAREERS_PATHS.schedule) return renderSchedule(root, params)
  if (path === CAREERS_PATHS.privacy) return renderPrivacyPage(root, params)
  if (path === CAREERS_PATHS.offer) return renderOfferPage(root, params)
  showGone(root, careersAddressGone(), slugOf(params), 'other')
  return Promise.resolve()
}

export function startCareers(root: HTMLElement): void {
  document.body.classList.add('landing-body')
  root.addEventListener('click', (event) => {
    const action = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-action]') : null
    if (action?.dataset.action === 'color-scheme') toggleColorScheme()
    // "Try again" on a page that could not be loaded (the list's own is the site page's).
    else if (action?.dataset.action === 'retry' && !action.closest('[data-results]')) void render(root)
  })
  if (root.querySelector('[data-careers-page]')) attach(root)
  else void render(root)
}
