import type { CareersSite, PublicJobDetail, PublicJobList } from '@common/careers'
import type { CandidateInterview, PublicScheduling } from '@common/interviews'
import type { OfferPortal } from '@common/offers'
import type { Portal } from '@common/privacy'
import { careersApiPaths } from '@common/careers-page'
import { careersQueryParams, type CareersJobsQuery } from '@common/careers-view'
import { API_BASE_URL } from '@/lib/api-base'
import { httpError, networkError, responseData } from '@/lib/errors'

/**
 * The public careers API (contract 13), the candidate's slot picker (16), offer (17) and privacy page (19) with the browser's own fetch: the careers pages carry no
 * HTTP client, framework or query cache. Every failure is the app's normalised error (404 and
 * 410 are answers the pages show; `status: null` is no answer at all).
 */

export type { CandidateInterview, CareersSite, OfferPortal, Portal, PublicJobDetail, PublicJobList, PublicScheduling }

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

/** A POST with a JSON body, answered in JSON. */
const jsonPost = (body: unknown): RequestInit => ({ method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

export const getCareersSite = (slug: string) => call<CareersSite>(careersApiPaths.site(slug))

export function getCareersJobs(slug: string, query: CareersJobsQuery, signal?: AbortSignal): Promise<PublicJobList> {
  const params = careersQueryParams(query).toString()
  return call<PublicJobList>(`${careersApiPaths.jobs(slug)}${params ? `?${params}` : ''}`, signal ? { signal } : undefined)
}

export const getCareersJob = (slug: string, id: number) => call<PublicJobDetail>(careersApiPaths.job(slug, id))

/** `POST careers/{slug}/jobs/{id}/apply`: multipart, answered 201 `{ message }`. */
export const sendApplication = (slug: string, id: number, body: FormData) => call<{ message: string }>(`${careersApiPaths.job(slug, id)}/apply`, { method: 'POST', body })

/** `GET scheduling/{token}` (contract 16): a self-scheduling link's free slots, or its booking; 404 unknown, 410 expired or withdrawn. */
export const getScheduling = (token: string) => call<PublicScheduling>(`scheduling/${encodeURIComponent(token)}`)

/** `POST scheduling/{token}`: books a slot, answered 201 with the interview; 409 when the slot was taken or the link already booked. */
export const bookSlot = (token: string, startsAt: string) => call<CandidateInterview>(`scheduling/${encodeURIComponent(token)}`, jsonPost({ starts_at: startsAt }))

/** The candidate's own privacy page (contract 19): the public API's paths under one token. */
const portalPath = (token: string) => `privacy-portal/${encodeURIComponent(token)}`

export const getPortal = (token: string) => call<Portal>(portalPath(token))

/** `GET privacy-portal/{token}/export`: everything the company holds about them, as a JSON file. */
export async function getPortalExport(token: string): Promise<Blob> {
  let response: Response
  try {
    response = await fetch(`${API_BASE_URL}${portalPath(token)}/export`, { headers: { Accept: 'application/json' } })
  } catch (error) {
    throw networkError(error)
  }
  if (!response.ok) throw httpError(response.status, responseData(await response.text().catch(() => '')))
  return response.blob()
}

/** `POST privacy-portal/{token}/erase`: 202, and a mail with a 6-digit code. */
export const requestErasure = (token: string) => call<unknown>(`${portalPath(token)}/erase`, { method: 'POST' })

/** `POST privacy-portal/{token}/erase/confirm { code }`: erased at once; a wrong code is a 422. */
export const confirmErasure = (token: string, code: string) => call<unknown>(`${portalPath(token)}/erase/confirm`, jsonPost({ code }))

/** The candidate's offer (contract 17): the public API's paths under one token. */
const offerPath = (token: string) => `offer-portal/${encodeURIComponent(token)}`

/** `GET offer-portal/{token}`: 404 unknown, 410 withdrawn or expired. */
export const getOfferPortal = (token: string) => call<OfferPortal>(offerPath(token))

/** The letter as PDF, signed once the offer is accepted: a plain link, the browser downloads it. */
export const offerLetterUrl = (token: string) => `${API_BASE_URL}${offerPath(token)}/letter.pdf`

/**
 * `POST offer-portal/{token}/accept { signature_name, agree }`: answered with the offer as the page shows it, now accepted. `agree` goes as
 * ticked or not: the server refuses anything but true with a 422 that names the field, as it does a missing name; twice is a 409.
 */
export const acceptOffer = (token: string, input: { signature_name: string; agree: boolean }) => call<OfferPortal>(`${offerPath(token)}/accept`, jsonPost(input))

/** `POST offer-portal/{token}/decline { reason? }`: answered with the offer, now declined. */
export const declineOffer = (token: string, reason: string) => call<OfferPortal>(`${offerPath(token)}/decline`, jsonPost(reason ? { reason } : {}))
