import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS, type EmploymentType, type Workplace } from './job-labels'
import { escapeHtml, markdownToHtml, markdownToText } from './markdown'

/**
 * The careers site's limits, addresses and page metadata (contract 13): the page title, meta
 * description, canonical URL and schema.org JobPosting that the server puts into the HTML it
 * sends and the app sets when it runs on a static host. No zod here: the public pages' script
 * reads this module and must stay small (common/careers.ts, the schemas, re-exports it).
 */

export const CAREERS_LIMITS = {
  slugMin: 3,
  slugMax: 40,
  intro: 5000,
  coverLetter: 5000,
  links: 3,
} as const

/** The company as a page's metadata reads it (`careersCompanySchema`'s fields). */
export interface PageCompany {
  name: string
  logo: string | null
  website: string | null
  intro: string
}

/** A job as its page's metadata reads it (`publicJobDetailSchema`'s fields). */
export interface PageJob {
  id: number
  title: string
  description: string
  location: string | null
  workplace: Workplace
  employment_type: EmploymentType
  salary_min: number | null
  salary_max: number | null
  salary_currency: string | null
  closes_at: string | null
  published_at: string
  skills: string[]
}

// ---------------------------------------------------------------------------------------------
// Addresses and page metadata.

export const CAREERS_PATHS = { site: '/careers/', job: '/careers/job/', schedule: '/careers/schedule/', privacy: '/careers/privacy/', offer: '/careers/offer/' } as const

/** The public API's paths (under `/backend/api/`) of a careers site, its open jobs and one job. */
export const careersApiPaths = {
  site: (slug: string) => `careers/${encodeURIComponent(slug)}`,
  jobs: (slug: string) => `careers/${encodeURIComponent(slug)}/jobs`,
  job: (slug: string, id: number) => `careers/${encodeURIComponent(slug)}/jobs/${id}`,
}

/** The careers site's address on the product's own origin: `/careers/?company=…`. */
export function careersSitePath(slug: string): string {
  return `${CAREERS_PATHS.site}?company=${encodeURIComponent(slug)}`
}

/** A job page's address on the product's own origin. */
export function careersJobPath(slug: string, id: number): string {
  return `${CAREERS_PATHS.job}?company=${encodeURIComponent(slug)}&id=${id}`
}

/** The careers site's canonical URL under `origin` (e.g. `https://jobs.example.com`). */
export function careersSiteUrl(origin: string, slug: string): string {
  return `${origin.replace(/\/+$/, '')}${careersSitePath(slug)}`
}

/** A job page's canonical URL under `origin`. */
export function careersJobUrl(origin: string, slug: string, id: number): string {
  return `${origin.replace(/\/+$/, '')}${careersJobPath(slug, id)}`
}

/** A job's where and how in one line: "Engineering · Berlin · Hybrid · Full-time". */
export function jobSummary(job: Pick<PageJob, 'location' | 'workplace' | 'employment_type'> & { department: string | null }): string {
  return [job.department, job.location, WORKPLACE_LABELS[job.workplace], EMPLOYMENT_TYPE_LABELS[job.employment_type]].filter(Boolean).join(' · ')
}

/** At most `max` characters, cut at a word with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`
}

/** A page's `<title>`, meta description, canonical URL and Open Graph image. */
export interface CareersPageMeta {
  title: string
  description: string
  canonical: string
  /** Absolute, or null. */
  image: string | null
  /** Open Graph type. */
  type: 'website' | 'article'
}

const absolute = (path: string | null, base: string) => (path ? new URL(path, base).href : null)

export function careersSiteMeta(company: Pick<PageCompany, 'name' | 'logo' | 'intro'>, url: string): CareersPageMeta {
  const intro = markdownToText(company.intro).replace(/\s+/g, ' ').trim()
  return {
    title: `Careers at ${company.name}`,
    description: clip(intro || `Open jobs at ${company.name}. Find your role and apply online.`, 160),
    canonical: url,
    image: absolute(company.logo, url),
    type: 'website',
  }
}

export function careersJobMeta(company: Pick<PageCompany, 'name' | 'logo'>, job: Pick<PageJob, 'title' | 'description' | 'location' | 'workplace'>, url: string): CareersPageMeta {
  const where = job.workplace === 'remote' ? 'Remote' : job.location
  const summary = markdownToText(job.description).replace(/\s+/g, ' ').trim()
  return {
    title: `${job.title} at ${company.name}`,
    description: clip(summary || `${job.title} at ${company.name}${where ? ` (${where})` : ''}. Apply online.`, 160),
    canonical: url,
    image: absolute(company.logo, url),
    type: 'article',
  }
}

export const JSON_LD_EMPLOYMENT_TYPES: Record<EmploymentType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
}

/** "Pittsburgh, PA" → locality and region; a third part is the country. */
function postalAddress(location: string) {
  const [locality, region, ...rest] = location.split(',').map((part) => part.trim()).filter(Boolean)
  const country = rest.join(', ')
  return {
    '@type': 'PostalAddress',
    addressLocality: locality ?? location,
    ...(region ? { addressRegion: region } : {}),
    ...(country ? { addressCountry: country } : {}),
  }
}

/**
 * The job's schema.org JobPosting (https://schema.org/JobPosting, as search engines read it):
 * title, description as HTML, datePosted, validThrough (the end of the closing day), employment
 * type, the hiring organisation with its site and logo, the place (or TELECOMMUTE with the
 * location as the applicants' required place), the salary when given, and direct apply.
 */
export function jobPostingJsonLd(
  company: Pick<PageCompany, 'name' | 'logo' | 'website'>,
  job: PageJob,
  url: string,
): Record<string, unknown> {
  const logo = absolute(company.logo, url)
  const salary =
    job.salary_currency && (job.salary_min !== null || job.salary_max !== null)
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.salary_currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(job.salary_min !== null && job.salary_max !== null && job.salary_min !== job.salary_max
                ? { minValue: job.salary_min, maxValue: job.salary_max }
                : { value: job.salary_min ?? job.salary_max }),
              unitText: 'YEAR',
            },
          },
        }
      : {}
  const place =
    job.workplace === 'remote'
      ? {
          jobLocationType: 'TELECOMMUTE',
          ...(job.location ? { applicantLocationRequirements: { '@type': 'AdministrativeArea', name: job.location } } : {}),
        }
      : job.location
        ? { jobLocation: { '@type': 'Place', address: postalAddress(job.location) } }
        : {}
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: markdownToHtml(job.description) || `<p>${escapeHtml(job.title)}</p>`,
    identifier: { '@type': 'PropertyValue', name: company.name, value: String(job.id) },
    datePosted: job.published_at,
    ...(job.closes_at ? { validThrough: `${job.closes_at}T23:59:59` } : {}),
    employmentType: JSON_LD_EMPLOYMENT_TYPES[job.employment_type],
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      ...(company.website ? { sameAs: company.website } : {}),
      ...(logo ? { logo } : {}),
    },
    ...place,
    ...salary,
    ...(job.skills.length > 0 ? { skills: job.skills.join(', ') } : {}),
    directApply: true,
    url,
  }
}

/**
 * JSON for inside `<script type="application/ld+json">`: `<`, `>`, `&` and the line separators
 * are written as escapes, so no text in it can close the script element or open a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
