import { brandColors } from './brand-color'
import type { CareersSite, PublicJob, PublicJobDetail, PublicJobList } from './careers'
import { CAREERS_LIMITS, careersJobPath, careersSitePath, jobSummary } from './careers-page'
import { escapeHtml, markdownToHtml } from './markdown'
import { formatDay, formatSalaryRange } from './format'
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, WORKPLACE_LABELS, WORKPLACES, type EmploymentType, type Workplace } from './job-labels'
import { RESUME_CONTENT_TYPES } from './resume-files'

/**
 * The public careers pages as HTML (contract 13), written once for both places that make them:
 * the product's own server, which sends each page whole so it reads before any script runs (and
 * to crawlers and browsers that run none), and the page's own small script on a plain static
 * host, which fetches the same answers and writes the same markup. The script then only adds
 * behaviour: filters that update the list in place, and the apply form.
 *
 * Every value from the database is escaped here; descriptions and intros go through the
 * Markdown renderer `markdownToHtml` (common/markdown.ts, the reader the staff preview uses too). No zod, no framework: the
 * careers pages' script must stay small (`npm run bench:bundle`).
 */

// ---------------------------------------------------------------------------------------------
// The site's search, from and to the URL.

export interface CareersJobsQuery {
  q?: string
  department?: string
  location?: string
  workplace?: Workplace
  employment_type?: EmploymentType
  page?: number
}

const MAX_PAGE = 2_147_483_647

function text(value: string | null, max: number): string | undefined {
  const trimmed = value?.trim() ?? ''
  return trimmed && trimmed.length <= max ? trimmed : undefined
}

function oneOf<Value extends string>(value: string | null, values: readonly Value[]): Value | undefined {
  return values.find((known) => known === value)
}

/** A positive whole number no larger than a database id, else undefined. */
export function positiveId(value: string | null): number | undefined {
  const number = value === null || value.trim() === '' ? Number.NaN : Number(value)
  return Number.isInteger(number) && number > 0 && number <= MAX_PAGE ? number : undefined
}

/**
 * The jobs list's search from a site address's parameters. What is not understood (an old or
 * mistyped link) is left out, so the visitor sees the whole list rather than an error.
 */
export function careersJobsQuery(params: URLSearchParams): CareersJobsQuery {
  const page = positiveId(params.get('page'))
  const query: CareersJobsQuery = {
    q: text(params.get('q'), 200),
    department: text(params.get('department'), 100),
    location: text(params.get('location'), 150),
    workplace: oneOf(params.get('workplace'), WORKPLACES),
    employment_type: oneOf(params.get('employment_type'), EMPLOYMENT_TYPES),
    page: page === 1 ? undefined : page,
  }
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as CareersJobsQuery
}

/** The query as URL parameters, in a fixed order, without empty ones. */
export function careersQueryParams(query: CareersJobsQuery): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of ['q', 'department', 'location', 'workplace', 'employment_type', 'page'] as const) {
    const value = query[key]
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  return params
}

/** The site's address with a search: `/careers/?company=acme&q=motion`. */
export function careersSearchPath(slug: string, query: CareersJobsQuery): string {
  const params = careersQueryParams(query).toString()
  return `${careersSitePath(slug)}${params ? `&${params}` : ''}`
}

export const isCareersFiltered = (query: CareersJobsQuery) => Boolean(query.q || query.department || query.location || query.workplace || query.employment_type)

// ---------------------------------------------------------------------------------------------
// Small pieces.

const countFormat = new Intl.NumberFormat('en-US')

const attr = (value: string | number) => escapeHtml(String(value))

/** Icons (Tabler's outline set, MIT), drawn inline: no request, and they take the text colour. */
const ICON_PATHS = {
  arrowLeft: '<path d="M5 12l14 0" /><path d="M5 12l6 6" /><path d="M5 12l6 -6" />',
  moon: '<path d="M12 3c.132 0 .263 0 .393 0a7.5 7.5 0 0 0 7.92 12.446a9 9 0 1 1 -8.313 -12.454z" />',
  sun: '<path d="M12 12m-4 0a4 4 0 1 0 8 0a4 4 0 1 0 -8 0" /><path d="M3 12h1m8 -9v1m8 8h1m-9 8v1m-6.4 -15.4l.7 .7m12.1 -.7l-.7 .7m0 11.4l.7 .7m-12.1 -.7l-.7 .7" />',
  plus: '<path d="M12 5l0 14" /><path d="M5 12l14 0" />',
  trash:
    '<path d="M4 7l16 0" /><path d="M10 11l0 6" /><path d="M14 11l0 6" /><path d="M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2 -2l1 -12" /><path d="M9 7v-3a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v3" />',
  check: '<path d="M12 12m-9 0a9 9 0 1 0 18 0a9 9 0 1 0 -18 0" /><path d="M9 12l2 2l4 -4" />',
  briefcase:
    '<path d="M3 7m0 2a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v9a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2z" /><path d="M8 7v-2a2 2 0 0 1 2 -2h4a2 2 0 0 1 2 2v2" /><path d="M12 12l0 .01" /><path d="M3 13a20 20 0 0 0 18 0" />',
  filterOff: '<path d="M8 4h12v2.172a2 2 0 0 1 -.586 1.414l-3.914 3.914m-.5 3.5v4l-6 2v-8.5l-4.48 -4.928a2 2 0 0 1 -.52 -1.345v-2.227" /><path d="M3 3l18 18" />',
  building:
    '<path d="M3 21h18" /><path d="M9 8h1" /><path d="M9 12h1" /><path d="M9 16h1" /><path d="M14 8h1" /><path d="M14 12h1" /><path d="M14 16h1" /><path d="M5 21v-16a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v16" />',
  calendarOff:
    '<path d="M19.823 19.824a2 2 0 0 1 -1.823 1.176h-12a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 1.175 -1.823m3.825 -.177h9a2 2 0 0 1 2 2v9" /><path d="M16 3v4" /><path d="M8 3v1" /><path d="M4 11h7m4 0h5" /><path d="M3 3l18 18" />',
} as const

type CareersIcon = keyof typeof ICON_PATHS

function icon(name: CareersIcon, size = 20, className = 'cr-icon'): string {
  return (
    `<svg class="${className}" xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" ` +
    `stroke="currentColor" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${ICON_PATHS[name]}</svg>`
  )
}

// ---------------------------------------------------------------------------------------------
// The frame: the landing layout of spec 2, as the company's own.

/** Whose site a careers page is: the company's name and logo, when the page knows the company. */
export interface CareersOwner {
  name: string
  logo: string | null
}

/**
 * The careers site's frame: a plain page under a bar with the company's logo and name (its site,
 * not ours: no vendor name, no staff sign-in) and the way to its open positions, the colour
 * mode's toggle, and the company's footer. The page reads left to right, as its English does;
 * no direction toggle. `slug` is the company whose site this is and `owner` the company, if known;
 * a `private` page names the company without linking to its site.
 */
export function careersFrame(content: string, slug: string | undefined, current: 'site' | 'other' | 'private', owner?: CareersOwner): string {
  const home = slug ? careersSitePath(slug) : '/careers/'
  const logo = owner?.logo ? `<img class="cr-brand-logo" src="${attr(owner.logo)}" alt="" height="32" data-hide-on-error />` : ''
  // A private page (a candidate's own, reached by a link with a token) knows the company's name, not its site: nothing to link to.
  const brandName = `${logo}<span>${escapeHtml(owner?.name ?? '')}</span>`
  const brand = !owner ? '' : current === 'private' ? `<span class="cr-brand">${brandName}</span>` : `<a class="cr-brand" href="${attr(home)}">${brandName}</a>`
  const nav =
    current === 'private'
      ? `<span class="cr-nav"></span>`
      : `<nav class="cr-nav" aria-label="Careers navigation"><a href="${attr(home)}"${current === 'site' ? ' aria-current="page"' : ''}>Open positions</a></nav>`
  return (
    `<a class="cr-skip" href="#main-content">Skip to content</a>` +
    `<header class="cr-bar">${brand}` +
    nav +
    `<div class="cr-actions">` +
    `<button type="button" class="cr-icon-button" data-action="color-scheme" aria-label="Toggle color scheme">${icon('moon', 22, 'cr-icon cr-when-light')}${icon('sun', 22, 'cr-icon cr-when-dark')}</button>` +
    `</div></header>` +
    `<main id="main-content" class="cr-main" tabindex="-1">${content}</main>` +
    (owner ? `<footer class="cr-footer"><p>© <span class="cr-footer-brand">${escapeHtml(owner.name)}</span></p></footer>` : '')
  )
}

/** The company's brand colour, readable in both colour schemes, as the variables its page reads. */
export function brandStyle(color: string | null | undefined): string {
  const colors = brandColors(color)
  return `--cr-fill:${colors.fill};--cr-hover:${colors.hover};--cr-on-fill:${colors.onFill};--cr-text-light:${colors.textLight};--cr-text-dark:${colors.textDark}`
}

/** The hero of a candidate's page behind a token (the slot picker, the offer): the company's logo and name on its brand colour, no website to leave for. */
export function tokenPageHero(company: CareersOwner): string {
  const name = escapeHtml(company.name)
  const logo = company.logo ? `<img class="cr-logo" src="${attr(company.logo)}" alt="${name} logo" height="56" data-hide-on-error />` : ''
  return `<header class="cr-hero">${logo}<div class="cr-hero-text"><p class="cr-company">${name}</p></div></header>`
}

type Company = CareersSite['company']

/** The company's logo and name on its brand colour, and its website. */
function companyHero(company: Company, heading: boolean): string {
  const name = escapeHtml(company.name)
  const logo = company.logo ? `<img class="cr-logo" src="${attr(company.logo)}" alt="${name} logo" height="56" data-hide-on-error />` : ''
  const website = company.website
    ? `<p class="cr-website"><a href="${attr(company.website)}" rel="noopener noreferrer">${escapeHtml(company.website.replace(/^https?:\/\//, '').replace(/\/$/, ''))}</a></p>`
    : ''
  const title = heading ? `<h1>Careers at ${name}</h1>` : `<p class="cr-company">${name}</p>`
  return `<header class="cr-hero">${logo}<div class="cr-hero-text">${title}${website}</div></header>`
}

// ---------------------------------------------------------------------------------------------
// The site: `/careers/?company=<slug>`.

const jobSalary = (job: PublicJob) => formatSalaryRange(job.salary_min, job.salary_max, job.salary_currency)

const choices = (values: readonly string[], chosen: string | undefined, all: string, labels?: Record<string, string>) =>
  // A value in the URL the company no longer uses still shows as chosen.
  [['', all], ...(chosen && !values.includes(chosen) ? [chosen, ...values] : values).map((value) => [value, labels?.[value] ?? value])]
    .map(([value = '', label = '']) => `<option value="${attr(value)}"${value === (chosen ?? '') ? ' selected' : ''}>${escapeHtml(label)}</option>`)
    .join('')

function select(name: string, label: string, options: string): string {
  return `<div class="cr-field"><label for="filter-${name}">${label}</label><select id="filter-${name}" name="${name}" class="cr-input">${options}</select></div>`
}

/**
 * "Search jobs" and the four filters, as a GET form: without a script it reloads the page with
 * the search in the URL (which the server answers with the filtered list); the script does the
 * same in place.
 */
function filtersForm(slug: string, site: CareersSite, query: CareersJobsQuery): string {
  return (
    `<form class="cr-filters" role="search" aria-label="Search jobs" action="/careers/" method="get" data-filters>` +
    `<input type="hidden" name="company" value="${attr(slug)}" />` +
    `<div class="cr-field cr-search"><label for="filter-q">Search jobs</label>` +
    `<input id="filter-q" class="cr-input" type="search" name="q" maxlength="200" placeholder="Search by title or keyword" autocomplete="off" value="${attr(query.q ?? '')}" /></div>` +
    select('department', 'Department', choices(site.departments, query.department, 'All departments')) +
    select('location', 'Location', choices(site.locations, query.location, 'All locations')) +
    select('workplace', 'Workplace', choices(WORKPLACES, query.workplace, 'All workplaces', WORKPLACE_LABELS)) +
    select('employment_type', 'Employment type', choices(EMPLOYMENT_TYPES, query.employment_type, 'All types', EMPLOYMENT_TYPE_LABELS)) +
    `<div class="cr-filter-actions"><button type="submit" class="cr-button cr-accent">Search</button>` +
    `<a class="cr-button cr-subtle" href="${attr(careersSitePath(slug))}" data-clear-filters${isCareersFiltered(query) ? '' : ' hidden'}>Clear filters</a>` +
    `</div></form>`
  )
}

function jobCard(slug: string, job: PublicJob): string {
  const more = [jobSalary(job), job.closes_at ? `Apply by ${formatDay(job.closes_at)}` : null].filter(Boolean).join(' · ')
  return (
    `<li class="cr-job"><a class="cr-job-link" href="${attr(careersJobPath(slug, job.id))}">${escapeHtml(job.title)}</a>` +
    `<p>${escapeHtml(jobSummary(job))}</p>${more ? `<p class="cr-dimmed">${escapeHtml(more)}</p>` : ''}</li>`
  )
}

/** Page links, the current one and its neighbours, with the first and last always there. */
function pagination(slug: string, query: CareersJobsQuery, page: number, pages: number): string {
  if (pages <= 1) return ''
  const link = (target: number, label: string, content: string, current = false) =>
    `<a class="cr-page-link" href="${attr(careersSearchPath(slug, { ...query, page: target === 1 ? undefined : target }))}" aria-label="${label}" data-page="${target}"${current ? ' aria-current="page"' : ''}>${content}</a>`
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((number) => number >= 1 && number <= pages).sort((a, b) => a - b)
  const items: string[] = []
  if (page > 1) items.push(link(page - 1, 'Previous page', '‹'))
  shown.forEach((number, index) => {
    if (index > 0 && number - (shown[index - 1] ?? number) > 1) items.push('<span class="cr-gap" aria-hidden="true">…</span>')
    items.push(link(number, `Page ${number}`, String(number), number === page))
  })
  if (page < pages) items.push(link(page + 1, 'Next page', '›'))
  return `<nav class="cr-pages" aria-label="Pages">${items.join('')}</nav>`
}

function emptyState(iconName: CareersIcon, title: string, description: string, action = ''): string {
  return `<div class="cr-empty">${icon(iconName, 32)}<h3>${escapeHtml(title)}</h3><p>${escapeHtml(description)}</p>${action}</div>`
}

/** "1 open position", "2,400 open positions match", "1,000+ open positions match" (a search counts up to 1,000). */
function positionCount(meta: PublicJobList['meta'], filtered: boolean): string {
  const total = `${countFormat.format(meta.total)}${meta.total_capped ? '+' : ''}`
  return `${total} open ${meta.total === 1 && !meta.total_capped ? 'position' : 'positions'}${filtered ? ' match' : ''}`
}

/** The open positions for a search: the count, the jobs or why there are none, the pages. */
export function jobResults(slug: string, companyName: string, query: CareersJobsQuery, jobs: PublicJobList): string {
  const { data, meta } = jobs
  const filtered = isCareersFiltered(query)
  const pages = Math.ceil(meta.total / meta.per_page)
  let list: string
  if (data.length > 0) list = `<ul class="cr-jobs">${data.map((job) => jobCard(slug, job)).join('')}</ul>`
  else if (meta.total > 0) {
    // An old link to a page past the last one (jobs have closed since).
    list = emptyState(
      'briefcase',
      'This page is past the last one',
      `The positions fill ${pages === 1 ? 'one page' : `${countFormat.format(pages)} pages`} now.`,
      `<a class="cr-button cr-light" href="${attr(careersSearchPath(slug, { ...query, page: undefined }))}" data-page="1">Go to the first page</a>`,
    )
  } else if (filtered) {
    list = emptyState(
      'filterOff',
      'No jobs match your search',
      'Try other words, or clear the filters to see every open position.',
      `<a class="cr-button cr-light" href="${attr(careersSitePath(slug))}" data-clear-filters>Clear filters</a>`,
    )
  } else list = emptyState('briefcase', 'No open positions right now', `${companyName} has no open jobs at the moment. Check back soon.`)
  const count = meta.total > 0 ? positionCount(meta, filtered) : ''
  return `<p class="cr-count cr-dimmed" role="status">${escapeHtml(count)}</p>${list}${data.length > 0 ? pagination(slug, query, meta.page, pages) : ''}`
}

/** An answer that could not be had, with a way to ask again (the script wires "Try again"). */
export function loadError(title: string, message: string, level: 1 | 3 = 3): string {
  return (
    `<div class="cr-alert" role="alert"><h${level} class="cr-alert-title">${escapeHtml(title)}</h${level}><p>${escapeHtml(message)}</p>` +
    `<button type="button" class="cr-button cr-light" data-action="retry">Try again</button></div>`
  )
}

/** The whole site page's content; without `jobs` (their request failed) the list says so. */
export function careersSiteContent(slug: string, site: CareersSite, query: CareersJobsQuery, jobs: PublicJobList | null): string {
  const { company } = site
  const intro = company.intro.trim() ? `<div class="cr-prose">${markdownToHtml(company.intro)}</div>` : ''
  const results = jobs ? jobResults(slug, company.name, query, jobs) : loadError('The open positions could not be loaded', 'Try again in a moment.')
  return (
    `<div class="cr-page" data-careers-page="site" data-slug="${attr(slug)}" data-company-name="${attr(company.name)}" style="${brandStyle(site.company.brand_color)}"><div class="cr-container">` +
    companyHero(company, true) +
    intro +
    `<section class="cr-section" aria-labelledby="open-positions"><h2 id="open-positions">Open positions</h2>` +
    filtersForm(slug, site, query) +
    `<div class="cr-results" data-results>${results}</div></section></div></div>`
  )
}

// ---------------------------------------------------------------------------------------------
// A job: `/careers/job/?company=<slug>&id=<id>`.

/** The apply form's limits: the applicant's (common/applicants.ts, which sits beside zod) and the form's own. */
export const APPLY_LIMITS = { name: 150, email: 254, phone: 40, link: 300, coverLetter: CAREERS_LIMITS.coverLetter, links: CAREERS_LIMITS.links } as const

/** The resume's types as the file picker offers them; the server reads the type from the bytes. */
export const RESUME_ACCEPT = ['.pdf', '.docx', '.txt', ...Object.keys(RESUME_CONTENT_TYPES)].join(',')

/**
 * The consent line: the company's own text (Settings → Privacy), which each application records
 * as shown. The checkbox always reads "I agree…": a text worded otherwise is agreed to as a whole.
 */
export function consentLabel(consentText: string): string {
  const text = consentText.trim()
  return /^I agree\b/i.test(text) ? text : `I agree: ${text}`
}

export const coverLetterCount = (length: number) => `${countFormat.format(length)} of ${countFormat.format(APPLY_LIMITS.coverLetter)} characters`

const REQUIRED = '<span class="cr-required" aria-hidden="true"> *</span>'

/** A labelled control with its description and a place for its error (`apply-<name>-error`). */
function field(name: string, label: string, control: string, options: { required?: boolean; description?: string; descriptionId?: string } = {}): string {
  const description = options.description ? `<p class="cr-description" id="${options.descriptionId ?? `apply-${name}-description`}">${escapeHtml(options.description)}</p>` : ''
  return (
    `<div class="cr-field" data-field="${name}"><label for="apply-${name}">${escapeHtml(label)}${options.required ? REQUIRED : ''}</label>` +
    `${description}${control}<p class="cr-error" id="apply-${name}-error" hidden></p></div>`
  )
}

/** One link's row (`links.0` is the first); the script adds and removes rows with this. */
export function linkRow(index: number, value: string): string {
  const name = `links-${index}`
  return (
    `<div class="cr-link-row" data-link-row>` +
    field(
      name,
      `Link ${index + 1}`,
      `<input id="apply-${name}" class="cr-input" type="url" name="links" placeholder="https://" autocomplete="url" maxlength="${APPLY_LIMITS.link}" value="${attr(value)}" data-error-key="links.${index}" />`,
    ) +
    `<button type="button" class="cr-icon-button" data-action="remove-link" data-index="${index}" aria-label="Remove link ${index + 1}">${icon('trash', 18)}</button></div>`
  )
}

/** The apply form (contract 13's names: Name, Email, Phone, Resume, Cover letter, "I agree…", Submit application). */
export function applyForm(company: Company): string {
  const input = (name: string, type: string, autocomplete: string, max: number, required = false) =>
    `<input id="apply-${name}" class="cr-input" name="${name}" type="${type}" autocomplete="${autocomplete}" maxlength="${max}"${required ? ' required' : ''} />`
  return (
    `<section class="cr-card" aria-labelledby="apply-heading" data-apply>` +
    `<form novalidate data-apply-form>` +
    `<h2 id="apply-heading">Apply for this job</h2><p class="cr-dimmed">Fields marked * are required.</p>` +
    field('name', 'Name', input('name', 'text', 'name', APPLY_LIMITS.name, true), { required: true }) +
    field('email', 'Email', input('email', 'email', 'email', APPLY_LIMITS.email, true), { required: true }) +
    field('phone', 'Phone', input('phone', 'tel', 'tel', APPLY_LIMITS.phone)) +
    field(
      'file',
      'Resume',
      `<input id="apply-file" class="cr-file" type="file" name="file" accept="${attr(RESUME_ACCEPT)}" required aria-describedby="apply-file-description" />`,
      { required: true, description: 'PDF, DOCX or TXT, at most 10 MB' },
    ) +
    field(
      'cover_letter',
      'Cover letter',
      `<textarea id="apply-cover_letter" class="cr-input" name="cover_letter" rows="5" maxlength="${APPLY_LIMITS.coverLetter}" aria-describedby="apply-cover_letter-description"></textarea>`,
      { description: coverLetterCount(0) },
    ) +
    `<fieldset class="cr-links"><legend>Links (up to ${APPLY_LIMITS.links}): a portfolio, LinkedIn or GitHub profile</legend>` +
    `<div data-link-rows></div>` +
    `<button type="button" class="cr-button cr-default" data-action="add-link">${icon('plus', 16)}Add a link</button></fieldset>` +
    `<div class="cr-field cr-check" data-field="consent"><div class="cr-check-row"><input id="apply-consent" type="checkbox" name="consent" value="true" required />` +
    `<label for="apply-consent">${escapeHtml(consentLabel(company.consent_text))}</label></div><p class="cr-error" id="apply-consent-error" hidden></p></div>` +
    // The honeypot: hidden from people and from screen readers, so only a bot fills it.
    `<div class="cr-honeypot" aria-hidden="true"><label for="apply-website">Website</label><input id="apply-website" name="website" type="text" tabindex="-1" autocomplete="off" /></div>` +
    `<div class="cr-alert cr-form-error" role="alert" tabindex="-1" data-form-error hidden></div>` +
    `<div><button type="submit" class="cr-button cr-accent cr-large">Submit application</button></div>` +
    `<noscript><p class="cr-dimmed">Applying needs JavaScript: turn it on and reload this page.</p></noscript>` +
    `</form></section>`
  )
}

/** "Application sent", in place of the form; the script focuses its heading. */
export function applicationSent(slug: string, message: string): string {
  return (
    `<div class="cr-sent">${icon('check', 40, 'cr-icon cr-sent-icon')}<h2 id="sent-heading" tabindex="-1" data-sent-heading>Application sent</h2><p>${escapeHtml(message)}</p>` +
    `<a class="cr-back" href="${attr(careersSitePath(slug))}">See other open positions</a></div>`
  )
}

/** The whole job page's content. */
export function careersJobContent(slug: string, company: Company, job: PublicJobDetail): string {
  const facts: [string, string | null][] = [
    ['Department', job.department],
    ['Location', job.location],
    ['Workplace', WORKPLACE_LABELS[job.workplace]],
    ['Employment type', EMPLOYMENT_TYPE_LABELS[job.employment_type]],
    ['Salary', jobSalary(job)],
    ['Apply by', job.closes_at ? formatDay(job.closes_at) : null],
  ]
  const factList = facts.flatMap(([label, value]) => (value ? [`<div><dt>${label}</dt><dd>${escapeHtml(value)}</dd></div>`] : [])).join('')
  const skills = job.skills.length > 0 ? `<ul class="cr-skills" aria-label="Skills">${job.skills.map((skill) => `<li>${escapeHtml(skill)}</li>`).join('')}</ul>` : ''
  return (
    `<div class="cr-page" data-careers-page="job" data-slug="${attr(slug)}" data-job-id="${job.id}" data-company-name="${attr(company.name)}" style="${brandStyle(company.brand_color)}"><div class="cr-container">` +
    companyHero(company, false) +
    `<div class="cr-stack"><a class="cr-back" href="${attr(careersSitePath(slug))}">${icon('arrowLeft', 16)}All open positions</a>` +
    `<h1>${escapeHtml(job.title)}</h1><dl class="cr-facts">${factList}</dl></div>` +
    `<section class="cr-section" aria-labelledby="about-job"><h2 id="about-job">About the job</h2><div class="cr-prose">${markdownToHtml(job.description)}</div>${skills}</section>` +
    applyForm(company) +
    `</div></div>`
  )
}

// ---------------------------------------------------------------------------------------------
// Pages that are not there, and waiting.

function statusContent(iconName: CareersIcon, title: string, message: string, action = ''): string {
  return (
    `<div class="cr-page" data-careers-page="status"><div class="cr-container cr-status">${icon(iconName, 32, 'cr-icon cr-status-icon')}` +
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${action}</div></div>`
  )
}

/**
 * A careers address with nothing to show: its status, the title of the browser's tab and the
 * page. The server sends it and the script shows it alike (server/modules/careers/seo.ts,
 * src/features/careers/careers-app.ts), so a visitor reads the same page either way.
 */
export interface CareersGonePage {
  status: 404 | 410
  title: string
  content: string
}

/** An unknown company, one whose site is not public, or an address without a company. */
export const careersSiteGone = (): CareersGonePage => ({
  status: 404,
  title: 'Careers page not found',
  content: statusContent(
    'building',
    'Careers page not found',
    'This company has no public careers page at this address. Check the link you followed, or ask the company for its careers page.',
  ),
})

/**
 * A job that does not exist (any more), or a closed one (410), with the way to the open jobs;
 * the tab names the company when it is known.
 */
export function careersJobGone(slug: string, closed: boolean, companyName?: string): CareersGonePage {
  const heading = closed ? 'This job is closed' : 'Job not found'
  return {
    status: closed ? 410 : 404,
    title: closed && companyName ? `This job at ${companyName} is closed` : heading,
    content: statusContent(
      'calendarOff',
      heading,
      closed ? 'It no longer takes applications. Other positions may be open.' : 'The job may have been filled or removed, or the link is mistyped.',
      `<a class="cr-button cr-light" href="${attr(careersSitePath(slug))}">See open positions</a>`,
    ),
  }
}

/** Any other address under /careers/. */
export const careersAddressGone = (): CareersGonePage => ({
  status: 404,
  title: 'Page not found',
  content: statusContent('building', 'Page not found', 'There is no page at this address.', `<a class="cr-button cr-light" href="/careers/">Back to careers</a>`),
})

/** A page's answer failed (not a 404 or 410): say so, with "Try again". */
export const careersLoadFailed = (title: string, message: string) =>
  `<div class="cr-page" data-careers-page="status"><div class="cr-container">${loadError(title, message, 1)}</div></div>`

/** Grey blocks in the page's shape while its answers are on their way (a static host only). */
function loadingBlocks(label: string, rows: number): string {
  return `<div class="cr-loading" role="status" aria-label="${attr(label)}" aria-busy="true">${'<div class="cr-block"></div>'.repeat(rows)}</div>`
}

export const careersLoading = (label: string) =>
  `<div class="cr-page" data-careers-page="status"><div class="cr-container"><div class="cr-block cr-block-hero"></div>${loadingBlocks(label, 3)}</div></div>`
