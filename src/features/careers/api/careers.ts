import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { CareersSite, PublicJobDetail, PublicJobList } from '@common/careers'
import { careersApiPaths } from '@common/careers-page'
import { api, request } from '@/lib/api-client'
import type { NormalizedError } from '@/lib/errors'
import { listSearchParams } from '@/lib/list-search'
import type { CareersJobsQuery } from '../careers-search'
import { takePreloadedAnswer } from './preloaded-answers'

/**
 * `GET careers/{slug}` (contract 13); its `retention_days` (an extension) is the period the consent
 * line states ("kept for 180 days"): how long the company keeps applicant data.
 */
export type PublicCareersSite = CareersSite
export type { PublicJobDetail, PublicJobList }

export const careersKeys = {
  all: ['careers'] as const,
  site: (slug: string) => [...careersKeys.all, slug] as const,
  jobs: (slug: string, query: CareersJobsQuery) => [...careersKeys.site(slug), 'jobs', query] as const,
  job: (slug: string, id: number) => [...careersKeys.site(slug), 'job', id] as const,
}

/** A missing or closed page is an answer, not a hiccup: only failures without one are tried again. */
const retryWithoutAnswer = (failures: number, error: NormalizedError) => error.status === null && failures < 1

export const careersSiteQueryOptions = (slug: string) =>
  queryOptions<PublicCareersSite, NormalizedError>({
    queryKey: careersKeys.site(slug),
    queryFn: () => {
      const path = careersApiPaths.site(slug)
      return takePreloadedAnswer<PublicCareersSite>(path) ?? request(() => api.get(path).json<PublicCareersSite>())
    },
    retry: retryWithoutAnswer,
    staleTime: 60_000,
  })

export const careersJobsQueryOptions = (slug: string, query: CareersJobsQuery) =>
  queryOptions<PublicJobList, NormalizedError>({
    queryKey: careersKeys.jobs(slug, query),
    queryFn: () => {
      const path = careersApiPaths.jobs(slug)
      const searchParams = listSearchParams(query)
      const preloaded = Object.keys(searchParams).length === 0 ? takePreloadedAnswer<PublicJobList>(path) : undefined
      return preloaded ?? request(() => api.get(path, { searchParams }).json<PublicJobList>())
    },
    retry: retryWithoutAnswer,
    placeholderData: keepPreviousData,
  })

export const careersJobQueryOptions = (slug: string, id: number) =>
  queryOptions<PublicJobDetail, NormalizedError>({
    queryKey: careersKeys.job(slug, id),
    queryFn: () => {
      const path = careersApiPaths.job(slug, id)
      return takePreloadedAnswer<PublicJobDetail>(path) ?? request(() => api.get(path).json<PublicJobDetail>())
    },
    retry: retryWithoutAnswer,
    staleTime: 60_000,
  })

/** `POST careers/{slug}/jobs/{id}/apply`: multipart, answered 201 `{ message }`. */
export function sendApplication(slug: string, id: number, body: FormData): Promise<{ message: string }> {
  return request(() => api.post(`${careersApiPaths.job(slug, id)}/apply`, { body }).json<{ message: string }>())
}
