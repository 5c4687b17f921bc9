import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { CreateOfferInput, Offer, OfferHistoryEntry, OfferList } from '@common/offers'
import { api, request } from '@/lib/api-client'
import type { NormalizedError } from '@/lib/errors'
import { saveBlob } from '@/lib/save-blob'

/**
 * Query keys of the offers API, all under `['offers']` so one invalidation after a change reaches
 * the offer, its history and every application's offers.
 */
export const offerKeys = {
  all: ['offers'] as const,
  application: (applicationId: number) => [...offerKeys.all, 'application', applicationId] as const,
  detail: (id: number) => [...offerKeys.all, 'detail', id] as const,
  // Not under the detail key: a change to the offer refreshes its history too.
  history: (id: number) => [...offerKeys.all, 'history', id] as const,
}

export function fetchOffer(id: number): Promise<Offer> {
  return request(() => api.get(`offers/${id}`).json<Offer>())
}

/** An application's offers, newest first: at most one live, and those that ended before it. */
export function fetchApplicationOffers(applicationId: number): Promise<Offer[]> {
  return request(() => api.get('offers', { searchParams: { application_id: applicationId, sort: '-created_at', per_page: 20 } }).json<OfferList>()).then(({ data }) => data)
}

export function fetchOfferHistory(id: number): Promise<OfferHistoryEntry[]> {
  return request(() => api.get(`offers/${id}/history`).json<{ data: OfferHistoryEntry[] }>()).then(({ data }) => data)
}

export const offerQueryOptions = (id: number) => queryOptions({ queryKey: offerKeys.detail(id), queryFn: () => fetchOffer(id) })

export const applicationOffersQueryOptions = (applicationId: number) =>
  queryOptions({ queryKey: offerKeys.application(applicationId), queryFn: () => fetchApplicationOffers(applicationId) })

/** Every event of the offer, oldest first: drafted, edited (before and after), each decision, sent, signed. */
export const offerHistoryQueryOptions = (id: number) => queryOptions({ queryKey: offerKeys.history(id), queryFn: () => fetchOfferHistory(id) })

/** How long the form must rest before its letter is rendered again. */
export const LETTER_PREVIEW_DEBOUNCE_MS = 500

/**
 * The letter as the candidate would read it, for a form not yet saved (POST offers/preview),
 * asked for once typing pauses; the last good letter stays while the next loads. A form the
 * server refuses (422) shows no letter, not an error: the form says what is wrong.
 */
export function useLetterPreview(input: CreateOfferInput | null) {
  const [settled] = useDebouncedValue(input, LETTER_PREVIEW_DEBOUNCE_MS)
  return useQuery<{ letter: string; letter_html: string }, NormalizedError>({
    queryKey: [...offerKeys.all, 'preview', settled],
    queryFn: () => request(() => api.post('offers/preview', { json: settled }).json<{ letter: string; letter_html: string }>()),
    enabled: settled !== null,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  })
}

/** Saves the offer's letter as PDF (fetched with the session's token, which a plain link would not send). */
export async function downloadOfferLetter(offer: Pick<Offer, 'id' | 'application'>): Promise<void> {
  const file = await request(() => api.get(`offers/${offer.id}/letter.pdf`).blob())
  saveBlob(file, `Offer letter - ${offer.application.applicant.name}.pdf`)
}
