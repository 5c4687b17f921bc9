import {
  careersJobPath,
  careersSitePath,
  escapeHtml,
  jobSummary,
  markdownToSafeHtml,
  type CareersSite,
  type PublicJobDetail,
  type PublicJobList,
} from '@common/careers'
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS } from '@common/job-labels'

/**
 * The careers pages' content as plain HTML inside `#root`, sent by the product's own server: a
 * phone on a slow network reads the job before the app's script has arrived, and so does a
 * crawler or a browser that runs no script. The app replaces it with the full page (apply form,
 * filters) when it starts; its own nodes are new, so nothing already shown shifts.
 *
 * Everything from the database is escaped; the description goes through the same Markdown
 * subset as the JobPosting (raw HTML stays text).
 */

/** Laid out like the app's page (Mantine's container and type scale), in the page's own colours. */
export const PRERENDER_STYLE = `<style>
      .careers-prerender{max-width:960px;margin:0 auto;padding:var(--mantine-spacing-xl) var(--mantine-spacing-md);overflow-wrap:anywhere}
      .careers-prerender a{color:var(--mantine-color-anchor)}
      .careers-prerender h1{font-size:var(--mantine-h1-font-size);line-height:var(--mantine-h1-line-height);margin:var(--mantine-spacing-md) 0}
      .careers-prerender h2{font-size:var(--mantine-h2-font-size);line-height:var(--mantine-h2-line-height);margin:var(--mantine-spacing-xl) 0 var(--mantine-spacing-sm)}
      .careers-prerender dl{display:flex;flex-wrap:wrap;gap:var(--mantine-spacing-xs) var(--mantine-spacing-xl);margin:0}
      .careers-prerender dt{font-size:var(--mantine-font-size-xs);color:var(--mantine-color-dimmed)}
      .careers-prerender dd{margin:0}
      .careers-prerender-company{font-size:var(--mantine-font-size-xl);font-weight:700;margin:0}
      .careers-prerender-jobs{list-style:none;padding:0;margin:0}
      .careers-prerender-jobs li{padding:var(--mantine-spacing-sm) 0;border-bottom:1px solid var(--mantine-color-default-border)}
      .careers-prerender-jobs a{font-weight:600;font-size:var(--mantine-font-size-lg)}
      .careers-prerender-jobs p{margin:4px 0 0;color:var(--mantine-color-dimmed);font-size:var(--mantine-font-size-sm)}
    </style>`

const closingDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** The site page: "Careers at …", the intro, and (unfiltered) the first page of open jobs as links. */
export function prerenderSite(slug: string, site: CareersSite, jobs: PublicJobList | null): string {
  const intro = site.company.intro ? markdownToSafeHtml(site.company.intro) : ''
  const items = (jobs?.data ?? []).map((job) => `<li><a href="${escapeHtml(careersJobPath(slug, job.id))}">${escapeHtml(job.title)}</a><p>${escapeHtml(jobSummary(job))}</p></li>`)
  const list = items.length > 0 ? `<ul class="careers-prerender-jobs">${items.join('')}</ul>` : '<p>No open positions right now.</p>'
  return `<main class="careers-prerender"><h1>Careers at ${escapeHtml(site.company.name)}</h1>${intro}${jobs ? `<h2>Open positions</h2>${list}` : ''}</main>`
}

/** The job page: the company, the title, the facts and the description. */
export function prerenderJob(slug: string, site: CareersSite, job: PublicJobDetail): string {
  const facts: [string, string | null][] = [
    ['Department', job.department],
    ['Location', job.location],
    ['Workplace', WORKPLACE_LABELS[job.workplace]],
    ['Employment type', EMPLOYMENT_TYPE_LABELS[job.employment_type]],
    ['Apply by', job.closes_at ? closingDay.format(new Date(`${job.closes_at}T00:00:00Z`)) : null],
  ]
  const factList = facts.flatMap(([label, value]) => (value ? [`<div><dt>${label}</dt><dd>${escapeHtml(value)}</dd></div>`] : [])).join('')
  return (
    `<main class="careers-prerender"><p class="careers-prerender-company">${escapeHtml(site.company.name)}</p>` +
    `<p><a href="${escapeHtml(careersSitePath(slug))}">All open positions</a></p>` +
    `<h1>${escapeHtml(job.title)}</h1><dl>${factList}</dl>` +
    `<h2>About the job</h2>${markdownToSafeHtml(job.description)}</main>`
  )
}
