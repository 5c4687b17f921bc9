import { careersJobMeta, careersJobUrl, careersSiteMeta, careersSiteUrl, jobPostingJsonLd, jsonForScript, type CareersPageMeta } from '@common/careers-page'
import type { PublicCareersSite, PublicJobDetail } from './api/careers'

/**
 * A careers page's head, as a route's `head` gives it (the root route writes it into the
 * document): title, meta description, canonical URL and, on a job, its schema.org JobPosting.
 * The same builders (common/careers.ts) give the HTML the product's own server sends, so a
 * static host's visitors and crawlers that run no script read the same.
 */
export interface CareersHead {
  meta: ({ title: string } | { name: string; content: string })[]
  links: { rel: string; href: string }[]
  scripts: { type: string; children: string }[]
}

function head(meta: CareersPageMeta, jsonLd?: Record<string, unknown>): CareersHead {
  return {
    meta: [{ title: meta.title }, { name: 'description', content: meta.description }],
    links: [{ rel: 'canonical', href: meta.canonical }],
    scripts: jsonLd ? [{ type: 'application/ld+json', children: jsonForScript(jsonLd) }] : [],
  }
}

export function careersSiteHead(origin: string, slug: string, site: PublicCareersSite): CareersHead {
  return head(careersSiteMeta(site.company, careersSiteUrl(origin, slug)))
}

export function careersJobHead(origin: string, slug: string, site: PublicCareersSite, job: PublicJobDetail): CareersHead {
  const url = careersJobUrl(origin, slug, job.id)
  return head(careersJobMeta(site.company, job, url), jobPostingJsonLd(site.company, job, url))
}
