import {
  CAREERS_PATHS,
  careersJobMeta,
  careersJobUrl,
  careersSiteMeta,
  careersSiteUrl,
  jobPostingJsonLd,
  jsonForScript,
  publicJobListQuerySchema,
  type CareersPageMeta,
} from '@common/careers'
import {
  careersAddressGone,
  careersFrame,
  careersJobContent,
  careersJobGone,
  careersJobsQuery,
  careersSiteContent,
  careersSiteGone,
  positiveId,
  type CareersGonePage,
  type CareersOwner,
} from '@common/careers-view'
import { html, raw } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import type { AppDeps } from '../../http/context'
import { ApiError } from '../../lib/errors'
import type { PageHead } from '../../static/serve-site'
import { findPublicCompany, findPublicJob, listOpenJobs, publicCompanyAnswer, readSite } from './repository'

/** Markup from hono's escaping `html` tag as text: every value written into careers markup is at hand, none a promise. */
function markup(fragment: HtmlEscapedString | Promise<HtmlEscapedString>): string {
  if (fragment instanceof Promise) throw new TypeError('Careers markup is written from values at hand')
  return fragment.toString()
}

function metaTags(meta: CareersPageMeta, siteName: string): string {
  return markup(html`<title>${meta.title}</title>
    <meta name="description" content="${meta.description}" />
    <link rel="canonical" href="${meta.canonical}" />
    <meta property="og:type" content="${meta.type}" />
    <meta property="og:site_name" content="${siteName}" />
    <meta property="og:title" content="${meta.title}" />
    <meta property="og:description" content="${meta.description}" />
    <meta property="og:url" content="${meta.canonical}" />${meta.image ? html`
    <meta property="og:image" content="${meta.image}" />` : ''}
    <meta name="twitter:card" content="summary" />`)
}

/** A page that is not there (or no longer): it says so, its title too, and search engines keep it out. */
function gonePage(gone: CareersGonePage, slug?: string, owner?: CareersOwner): PageHead {
  return {
    status: gone.status,
    file: CAREERS_FILE,
    head: markup(html`<title>${gone.title}</title>
    <meta name="robots" content="noindex" />`),
    body: careersFrame(gone.content, slug, 'other', owner),
  }
}

async function statusOf<T>(read: () => Promise<T>): Promise<T | 404 | 410> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 410)) return error.status
    throw error
  }
}

/** The built careers page (careers.html, exported to every careers address): the script that adds behaviour to what is sent. */
const CAREERS_FILE = `${CAREERS_PATHS.site}index.html`

const PRIVATE_PAGE_HEAD = `<title>Your data</title>
    <meta name="robots" content="noindex" />
    <meta name="referrer" content="no-referrer" />`

const OFFER_PAGE_HEAD = `<title>Your offer</title>
    <meta name="robots" content="noindex" />
    <meta name="referrer" content="no-referrer" />`

/**
 * The careers pages as the product's own server sends them: whole (common/careers-view.ts's
 * markup, the site's list already searched and filtered as the address says), so a phone on a
 * slow network reads the page before its script arrives and crawlers that run no script read
 * everything; with the title, description, canonical URL, Open Graph tags and (for a job) its
 * schema.org JobPosting in the head. Unknown companies and jobs are 404, closed jobs 410. Null
 * for addresses outside /careers/.
 */
export async function careersPageHead(deps: AppDeps, pathname: string, params: URLSearchParams): Promise<PageHead | null> {
  if (!pathname.startsWith(CAREERS_PATHS.site)) return null
  // The slot picker is one candidate's page behind a token, for no crawler: its script writes it from the API.
  if (pathname === CAREERS_PATHS.schedule) return null
  // A candidate's privacy page holds their token: the script writes it, and neither search engines nor other sites see the address.
  if (pathname === CAREERS_PATHS.privacy) return { status: 200, file: CAREERS_FILE, head: PRIVATE_PAGE_HEAD }
  // A candidate's offer holds their signing token likewise: nobody but them reads the address.
  if (pathname === CAREERS_PATHS.offer) return { status: 200, file: CAREERS_FILE, head: OFFER_PAGE_HEAD }
  if (pathname !== CAREERS_PATHS.site && pathname !== CAREERS_PATHS.job) return gonePage(careersAddressGone())
  const slug = params.get('company')?.trim()
  if (!slug) return gonePage(careersSiteGone())
  const company = await statusOf(() => findPublicCompany(deps.db, slug, deps.clock.now()))
  if (company === 404 || company === 410) return gonePage(careersSiteGone())
  if (pathname === CAREERS_PATHS.site) {
    const site = await readSite(company)
    const query = careersJobsQuery(params)
    const listQuery = publicJobListQuerySchema.safeParse(query)
    const jobs = listQuery.success ? await listOpenJobs(company, listQuery.data) : null
    const head = metaTags(careersSiteMeta(site.company, careersSiteUrl(deps.publicUrl, company.slug)), company.name)
    return { status: 200, file: CAREERS_FILE, head, body: careersFrame(careersSiteContent(slug, site, query, jobs), slug, 'site', site.company) }
  }
  const id = positiveId(params.get('id'))
  // Without a job to look up the page names no company, as the script on a static host (which asks for none) writes it.
  if (id === undefined) return gonePage(careersJobGone(slug, false), slug)
  // A job page shows the company alone: the site's departments and locations (two queries) are the list's.
  const shown = publicCompanyAnswer(company)
  const job = await statusOf(() => findPublicJob(company, id))
  if (job === 404) return gonePage(careersJobGone(slug, false), slug, shown)
  if (job === 410) return gonePage(careersJobGone(slug, true, company.name), slug, shown)
  const url = careersJobUrl(deps.publicUrl, company.slug, job.id)
  // jsonForScript leaves no character that could close the script.
  const jsonLd = markup(html`<script type="application/ld+json">${raw(jsonForScript(jobPostingJsonLd(shown, job, url)))}</script>`)
  return {
    status: 200,
    file: CAREERS_FILE,
    head: `${metaTags(careersJobMeta(shown, job, url), company.name)}\n    ${jsonLd}`,
    body: careersFrame(careersJobContent(slug, shown, job), slug, 'other', shown),
  }
}
