import type { createOfferInputSchema, OfferPreview } from '@common/offers'
import type { z } from 'zod'
import type { CompanyScope } from '../../db/company-scope'
import { LINK_BEFORE_SEND, renderLetter, resolveDraft } from './letter'

/** POST `offers/preview`: the letter an offer with these fields would have, by the same rules as a create, nothing stored. */
export async function previewOffer(scope: CompanyScope, input: z.output<typeof createOfferInputSchema>, senderName: string, now: Date): Promise<OfferPreview> {
  const { application, fields } = await resolveDraft(scope, input, now)
  const { letter, letterHtml } = await renderLetter(scope, fields, application.id, senderName, LINK_BEFORE_SEND)
  return { letter, letter_html: letterHtml }
}
