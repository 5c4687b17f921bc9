import type { CareersSite, PublicJobDetail, PublicJobList } from '@common/careers'
import type { CandidateInterview, PublicScheduling } from '@common/interviews'
import { careersApiPaths } from '@common/careers-page'
import { careersQueryParams, type CareersJobsQuery } from '@common/careers-view'
import { API_BASE_URL } from '@/lib/api-base'
import { httpError, networkError, responseData } from '@/lib/errors'

/**
 * The public careers API (contract 13) with the browser's own fetch: the careers pages carry no
 * HTTP client, framework or query cache. Every failure is the app's normalised error (404 and
 * 410 are answers the pages show; `status: null` is no answer at all).
 */

export type { CandidateInterview, CareersSite, PublicJobDetail, PublicJobList, PublicScheduling }

async function call<Answer>(path: string, init?: RequestInit): Promise<Answer> {
  let response: Response
  try {
    response = await fetch(`${API_BASE_URL}${path}`, { headers: { Accept: 'application/json' }, ...init })
  } catch (error) {
    throw networkError(error)
  }
  const data = responseData(await response.text().catch(() => ''))
  if (!response.ok) throw httpError(response.status, data)
  return data as Answer
}

export const getCareersSite = (slug: string) => call<CareersSite>(careersApiPaths.site(slug))

export function getCareersJobs(slug: string, query: CareersJobsQuery, signal?: AbortSignal): Promise<PublicJobList> {
  const params = careersQueryParams(query).toString()
  return call<PublicJobList>(`${careersApiPaths.jobs(slug)}${params ? `?${params}` : ''}`, signal ? { signal } : undefined)
}

export const getCareersJob = (slug: string, id: number) => call<PublicJobDetail>(careersApiPaths.job(slug, id))

/** `POST careers/{slug}/jobs/{id}/apply`: multipart, answered 201 `{ message }`. */
export const sendApplication = (slug: string, id: number, body: FormData) =>
  call<{ message: string }>(`${careersApiPaths.job(slug, id)}/apply`, { method: 'POST', body })

/** `GET scheduling/{token}` (contract 16): a self-scheduling link's free slots, or its booking; 404 unknown, 410 expired or withdrawn. */
export const getScheduling = (token: string) => call<PublicScheduling>(`scheduling/${encodeURIComponent(token)}`)

/** `POST scheduling/{token}`: books a slot, answered 201 with the interview; 409 when the slot was taken or the link already booked. */
export const bookSlot = (token: string, startsAt: string) =>
  call<CandidateInterview>(`scheduling/${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ starts_at: startsAt }),
  })
