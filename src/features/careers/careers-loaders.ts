import type { QueryClient } from '@tanstack/react-query'
import { careersJobQueryOptions, careersJobsQueryOptions, careersSiteQueryOptions } from './api/careers'
import { careersJobHead, careersSiteHead, type CareersHead } from './careers-head'
import { jobsQuery, type CareersJobSearch, type CareersSiteSearch } from './careers-search'

/**
 * The careers routes' loaders. They wait for the company (and the job), so the route's `head`
 * can name the page for search engines; the page reads the same queries. A failure is the
 * page's to show, so here it only leaves the head out.
 */

export async function loadCareersSite(queryClient: QueryClient, search: CareersSiteSearch): Promise<{ head?: CareersHead }> {
  const slug = search.company
  if (!slug) return {}
  void queryClient.prefetchQuery(careersJobsQueryOptions(slug, jobsQuery(search)))
  const site = await queryClient.ensureQueryData(careersSiteQueryOptions(slug)).catch(() => null)
  return site ? { head: careersSiteHead(window.location.origin, slug, site) } : {}
}

export async function loadCareersJob(queryClient: QueryClient, { company: slug, id }: CareersJobSearch): Promise<{ head?: CareersHead }> {
  if (!slug || id === undefined) return {}
  const [site, job] = await Promise.all([
    queryClient.ensureQueryData(careersSiteQueryOptions(slug)).catch(() => null),
    queryClient.ensureQueryData(careersJobQueryOptions(slug, id)).catch(() => null),
  ])
  return site && job ? { head: careersJobHead(window.location.origin, slug, site, job) } : {}
}
