import { acceptOfferInputSchema, declineOfferInputSchema, offerPortalSchema } from '@common/offers'
import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import { clientAddress, type AppEnv } from '../../../http/context'
import { endpointsFor } from '../../../http/endpoint'
import { validate } from '../../../http/validation'
import { HOUR_MS } from '../../../lib/clock'
import { tooManyRequests } from '../../../lib/errors'
import { waitText } from '../../../platform/session/rate-limits'
import { hashOfferToken } from '../offer-token'
import { letterDownload } from './letter-download'
import { acceptOffer, declineOffer, portalLetterPdf, readOfferPortal } from './portal'

const publicEndpoint = endpointsFor({ tag: 'Offer portal', access: 'public' })

/** Any text fits the route; the token's shape is checked before any database work (404 when it is not one). */
const tokenParamSchema = z.object({ token: z.string().min(1).max(200) })

/**
 * What one client address may do on offer pages in an hour, what one link may be asked in an
 * hour (a candidate reloads; a guesser of tokens meets the address limit first), and how many
 * answers (accept, decline) one link may try.
 */
const PORTAL_LIMITS = {
  address: { limit: 120, windowMs: HOUR_MS },
  link: { limit: 60, windowMs: HOUR_MS },
  answers: { limit: 10, windowMs: HOUR_MS },
}

async function limit(c: Context<AppEnv>, key: string, rule: { limit: number; windowMs: number }, message: string): Promise<void> {
  const verdict = await c.var.deps.rateLimiter.hit(key, rule)
  if (!verdict.allowed) throw tooManyRequests(`${message}. Try again ${waitText(verdict.retryAfterSeconds)}.`, verdict.retryAfterSeconds)
}

/** Counted before anything is read; per link by the token's hash, so no token is written to the rate limits' table. */
const limitPortal = createMiddleware<AppEnv>(async (c, next) => {
  await limit(c, `offer-portal:address:${clientAddress(c)}`, PORTAL_LIMITS.address, 'Too many offer requests')
  const token = c.req.param('token')
  if (token) await limit(c, `offer-portal:link:${hashOfferToken(token)}`, PORTAL_LIMITS.link, 'Too many requests for this offer')
  await next()
})

async function limitAnswers(c: Context<AppEnv>, token: string): Promise<void> {
  await limit(c, `offer-portal:answers:${hashOfferToken(token)}`, PORTAL_LIMITS.answers, 'Too many answers to this offer')
}

const UNKNOWN_OR_GONE =
  'An unknown link answers 404; a withdrawn or expired offer (or one still sent a minute past its `expires_at`) answers 410. Rate limited per client address and per link (429 with Retry-After).'

/** The candidate's offer page (contract 17), opened by the link in the offer's mail: public, the token is the key. */
export const offerPortalRoutes = new Hono<AppEnv>()
  // Matches the link's own path too (`/:token`), so each request counts once.
  .use('/:token/*', limitPortal)
  .get(
    '/:token',
    publicEndpoint({
      summary: 'What an offer link opens: the company, the candidate, the job and the letter',
      description:
        '`letter_html` is the letter’s Markdown rendered as the careers pages render Markdown (every text escaped, no raw HTML). Once accepted, ' +
        '`signature` and `document_sha256` (the SHA-256 of the letter’s Markdown, as printed on the signed PDF) are filled. The first look at a sent ' +
        `offer is logged as \`viewed\`. ${UNKNOWN_OR_GONE}`,
      success: { schema: offerPortalSchema },
      errors: [404, 410, 422, 429],
    }),
    validate('param', tokenParamSchema),
    async (c) => c.json(await readOfferPortal(c.var.deps.db, c.req.valid('param').token, c.var.deps.clock.now())),
  )
  .get(
    '/:token/letter.pdf',
    publicEndpoint({
      summary: 'Download the offer letter as PDF (the signed one once accepted)',
      description: `An extension of contract 17, as an attachment named "Offer - <candidate>.pdf". ${UNKNOWN_OR_GONE}`,
      success: { schema: null, contentTypes: ['application/pdf'] },
      errors: [404, 410, 422, 429, 503],
    }),
    validate('param', tokenParamSchema),
    async (c) => letterDownload(c, await portalLetterPdf(c.var.deps.db, c.req.valid('param').token, c.var.deps.clock.now())),
  )
  .post(
    '/:token/accept',
    publicEndpoint({
      summary: 'Accept the offer by typing one’s full name',
      description:
        'Only a sent offer: accepted or declined already → 409. `signature_name` must be the candidate’s name as on the offer, case, accents and ' +
        'spacing aside (else 422 on `signature_name`). Records the name, the time, the client address and the SHA-256 of the letter’s Markdown; ' +
        'stores the signed PDF, mails it to the candidate and tells the offer’s creator. Answers the offer page as it now is. ' +
        UNKNOWN_OR_GONE,
      success: { schema: offerPortalSchema },
      errors: [404, 409, 410, 422, 429, 503],
    }),
    validate('param', tokenParamSchema),
    validate('json', acceptOfferInputSchema),
    async (c) => {
      const { token } = c.req.valid('param')
      await limitAnswers(c, token)
      return c.json(await acceptOffer(c.var.deps, token, c.req.valid('json'), clientAddress(c), c.var.deps.clock.now()))
    },
  )
  .post(
    '/:token/decline',
    publicEndpoint({
      summary: 'Decline the offer, with an optional reason',
      description: `Only a sent offer: accepted or declined already → 409. The offer’s creator is told. Answers the offer page as it now is. ${UNKNOWN_OR_GONE}`,
      success: { schema: offerPortalSchema },
      errors: [404, 409, 410, 422, 429],
    }),
    validate('param', tokenParamSchema),
    validate('json', declineOfferInputSchema),
    async (c) => {
      const { token } = c.req.valid('param')
      await limitAnswers(c, token)
      return c.json(await declineOffer(c.var.deps, token, c.req.valid('json').reason, c.var.deps.clock.now()))
    },
  )
