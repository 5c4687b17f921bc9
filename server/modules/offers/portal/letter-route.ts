import { OFFER_ACCESS } from '@common/access/offers'
import { offerIdSchema } from '@common/offers'
import { Hono } from 'hono'
import type { AppEnv } from '../../../http/context'
import { endpointsFor } from '../../../http/endpoint'
import { validate } from '../../../http/validation'
import { viewerOf } from '../offer-record'
import { VISIBILITY_NOTE } from '../routes'
import { letterDownload } from './letter-download'
import { offerLetterPdf } from './portal'

const endpoint = endpointsFor({ tag: 'Offers', access: 'subscribed' })

/** GET `offers/{id}/letter.pdf` (contract 17), mounted at /offers beside the offers module's other routes. */
export const offerLetterRoutes = new Hono<AppEnv>().get(
  '/:id/letter.pdf',
  endpoint({
    summary: 'Download an offer’s letter as PDF',
    description:
      'As an attachment named "Offer - <candidate>.pdf": once accepted, the signed letter as stored (the signature, its time and the letter’s ' +
      `SHA-256 on its last page); before, the letter as it reads now. Another company’s offer answers 404. ${VISIBILITY_NOTE}`,
    permissions: OFFER_ACCESS.read,
    success: { schema: null, contentTypes: ['application/pdf'] },
    errors: [404, 422, 503],
  }),
  validate('param', offerIdSchema),
  async (c) => letterDownload(c, await offerLetterPdf(c.var.scope, c.req.valid('param').id, viewerOf(c.var.auth), c.var.deps.clock.now())),
)
