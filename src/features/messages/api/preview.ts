import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { PreviewInput, RenderedMail } from '@common/messages'
import { api, request } from '@/lib/api-client'
import type { NormalizedError } from '@/lib/errors'

/** How long typing pauses before the preview is asked for again. */
export const PREVIEW_DEBOUNCE_MS = 400

export function previewMail(input: PreviewInput): Promise<RenderedMail> {
  return request(() => api.post('email-templates/preview', { json: input }).json<RenderedMail>())
}

/** A subject and body rendered as the candidate will read them; the key holds the whole input, so a repeat is not asked twice. */
export const mailPreviewQueryOptions = (input: PreviewInput) =>
  queryOptions<RenderedMail, NormalizedError>({
    queryKey: ['email-templates', 'preview', input],
    queryFn: () => previewMail(input),
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  })

/**
 * The live preview beside an editor: asked for once typing pauses, never for an empty subject or
 * body (the server would only say they are missing). The last good preview stays while the next loads.
 */
export function useMailPreview(input: PreviewInput, enabled = true) {
  const [settled] = useDebouncedValue(input, PREVIEW_DEBOUNCE_MS)
  const ready = enabled && settled.subject.trim() !== '' && settled.body.trim() !== ''
  return useQuery({ ...mailPreviewQueryOptions(settled), enabled: ready })
}
