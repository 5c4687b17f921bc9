import { careersJobMeta, careersJobUrl, careersSiteMeta, careersSiteUrl, jobPostingJsonLd, jsonForScript, type CareersPageMeta } from '@common/careers-page'
import type { CareersSite, PublicJobDetail } from './api/careers'

/**
 * A careers page's head on a plain static host, where no server wrote it: title, meta
 * description, canonical URL, Open Graph and, on a job, its schema.org JobPosting. The builders
 * are the ones the product's own server uses (server/modules/careers/seo.ts), so both read alike.
 */

/** The head's element matching `selector`, made with `attributes` when missing. */
function headElement(tag: 'meta' | 'link', selector: string, attributes: Record<string, string>): Element {
  let element = document.head.querySelector(selector)
  if (!element) {
    element = document.createElement(tag)
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
    document.head.append(element)
  }
  return element
}

function meta(key: 'name' | 'property', name: string, content: string): void {
  headElement('meta', `meta[${key}="${name}"]`, { [key]: name }).setAttribute('content', content)
}

function applyHead(page: CareersPageMeta, jsonLd?: Record<string, unknown>): void {
  document.title = page.title
  meta('name', 'description', page.description)
  headElement('link', 'link[rel="canonical"]', { rel: 'canonical' }).setAttribute('href', page.canonical)
  meta('property', 'og:type', page.type)
  meta('property', 'og:title', page.title)
  meta('property', 'og:description', page.description)
  meta('property', 'og:url', page.canonical)
  if (page.image) meta('property', 'og:image', page.image)
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((script) => script.remove())
  if (jsonLd) {
    const script = document.createElement('script')
    script.type = 'application/ld+json'
    script.textContent = jsonForScript(jsonLd)
    document.head.append(script)
  }
}

export function setSiteHead(slug: string, site: CareersSite): void {
  applyHead(careersSiteMeta(site.company, careersSiteUrl(window.location.origin, slug)))
}

export function setJobHead(slug: string, site: CareersSite, job: PublicJobDetail): void {
  const url = careersJobUrl(window.location.origin, slug, job.id)
  applyHead(careersJobMeta(site.company, job, url), jobPostingJsonLd(site.company, job, url))
}

/** A page that is not there: its title says so, and search engines keep it out. */
export function setGoneHead(title: string): void {
  setUnlistedHead(title)
}

/** A page for one visitor (a scheduling link): its title, and kept out of search engines. */
export function setUnlistedHead(title: string): void {
  document.title = title
  meta('name', 'robots', 'noindex')
}
