import {
  CAREERS_ANSWERS_ID,
  CAREERS_PATHS,
  careersApiPaths,
  careersJobMeta,
  careersJobUrl,
  careersSiteMeta,
  careersSiteUrl,
  escapeHtml,
  jobPostingJsonLd,
  jsonForScript,
  publicJobListQuerySchema,
  type CareersPageMeta,
} from '@common/careers'
import { idParamSchema } from '@common/list-query'
import type { AppDeps } from '../../http/context'
import { ApiError } from '../../http/errors'
import type { PageHead } from '../../static/serve-site'
import { PRERENDER_STYLE, prerenderJob, prerenderSite } from './prerender'
import { findPublicCompany, findPublicJob, listOpenJobs, readSite } from './repository'


function metaTags(meta: CareersPageMeta, siteName: string): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="summary" />`,
  ]
  return tags.join('\n    ')
}

/**
 * The API answers the page asks for first, as its requests would get them (keyed by their paths),
 * in a script the browser does not run: the app takes them instead of waiting a round trip each.
 */
function answersScript(answers: Record<string, unknown>): string {
  return `<script type="application/json" id="${CAREERS_ANSWERS_ID}">${jsonForScript(answers)}</script>`
}

/** A page that is not there (or no longer): its title says so, and search engines keep it out. */
function goneHead(status: 404 | 410, title: string): PageHead {
  return { status, head: `<title>${escapeHtml(title)}</title>\n    <meta name="robots" content="noindex" />` }
}

async function statusOf<T>(read: () => Promise<T>): Promise<T | 404 | 410> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 410)) return error.status
    throw error
  }
}

/**
 * The head of `/careers/?company=` and `/careers/job/?company=&id=` as the product's own server
 * sends them, so crawlers that run no script read the title, description, canonical URL, Open
 * Graph tags and (for a job) its schema.org JobPosting. Null for any other page, or without a
 * company: the page is served as built.
 */
export async function careersPageHead(deps: AppDeps, pathname: string, params: URLSearchParams): Promise<PageHead | null> {
  if (pathname !== CAREERS_PATHS.site && pathname !== CAREERS_PATHS.job) return null
  const slug = params.get('company')
  if (!slug) return null
  const company = await statusOf(() => findPublicCompany(deps.db, slug, deps.clock.now()))
  if (company === 404 || company === 410) return goneHead(404, 'Careers site not found')
  const site = { name: company.name, logo: company.logo, website: company.website, intro: company.intro }

  const siteAnswer = await readSite(company)

  if (pathname === CAREERS_PATHS.site) {
    // The unfiltered first page only: with a search or filters the app asks for its own list.
    const unfiltered = [...params.keys()].every((key) => key === 'company')
    const jobs = unfiltered ? await listOpenJobs(company, publicJobListQuerySchema.parse({})) : null
    const answers = answersScript({ [careersApiPaths.site(slug)]: siteAnswer, ...(jobs ? { [careersApiPaths.jobs(slug)]: jobs } : {}) })
    const head = metaTags(careersSiteMeta(site, careersSiteUrl(deps.publicUrl, company.slug)), company.name)
    return { status: 200, head: `${head}\n    ${answers}\n    ${PRERENDER_STYLE}`, body: prerenderSite(slug, siteAnswer, jobs) }
  }
  const id = idParamSchema.safeParse({ id: params.get('id') })
  if (!id.success) return goneHead(404, 'Job not found')
  const job = await statusOf(() => findPublicJob(company, id.data.id))
  if (job === 404) return goneHead(404, 'Job not found')
  if (job === 410) return goneHead(410, `This job at ${company.name} is closed`)
  const url = careersJobUrl(deps.publicUrl, company.slug, job.id)
  const jsonLd = `<script type="application/ld+json">${jsonForScript(jobPostingJsonLd(site, job, url))}</script>`
  const answers = answersScript({ [careersApiPaths.site(slug)]: siteAnswer, [careersApiPaths.job(slug, job.id)]: job })
  return {
    status: 200,
    head: `${metaTags(careersJobMeta(site, job, url), company.name)}\n    ${jsonLd}\n    ${answers}\n    ${PRERENDER_STYLE}`,
    body: prerenderJob(slug, siteAnswer, job),
  }
}
