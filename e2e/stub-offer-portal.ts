import { createHash } from 'node:crypto'
import { acceptOfferInputSchema, declineOfferInputSchema, type OfferPortal } from '../common/offers'

/**
 * The candidate's offer on the stub server (contract 17's public `offer-portal/{token}` calls),
 * kept per token so parallel tests never share it. The token's first word says what it is: `sent`
 * an offer to accept or decline, `accepted` and `declined` one already decided, `withdrawn` and
 * `expired` a link that no longer works (410), `busy` a connection over its rate limit (429); any
 * other is unknown (404). Accepting checks its body with the API's own schema, so its 422s say
 * what the API's say.
 */

type Answer = [status: number, body?: unknown, headers?: Record<string, string>]

const LETTER_HTML =
  '<h2>Offer of employment</h2><p>Dear Ana Lima,</p>' +
  '<p>We are delighted to offer you the position of <strong>Robotics Engineer</strong> at Acme Robotics, starting on 4 January 2027.</p>' +
  '<ul><li>Salary: €82,000 a year</li><li>Bonus: €5,000</li><li>Employment type: Full-time</li><li>Manager: Dana Reyes</li></ul>' +
  '<p>Please read this letter and sign it below. We look forward to working with you.</p><p>Kind regards,<br />Nina Park, Head of People</p>'

const SHA256 = createHash('sha256').update(LETTER_HTML).digest('hex')

/** Offers by token once a call has touched them. */
const offers = new Map<string, OfferPortal>()

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString()

function offerOf(token: string, kind: string): OfferPortal {
  let offer = offers.get(token)
  if (!offer) {
    offer = {
      company: { name: 'Acme Robotics', logo: null, brand_color: '#0b7285' },
      candidate_name: 'Ana Lima',
      job_title: 'Robotics Engineer',
      letter_html: LETTER_HTML,
      status: kind === 'accepted' ? 'accepted' : kind === 'declined' ? 'declined' : 'sent',
      expires_at: inDays(14),
      signature: kind === 'accepted' ? { name: 'Ana Lima', at: inDays(-1) } : null,
      document_sha256: kind === 'accepted' ? SHA256 : null,
    }
    offers.set(token, offer)
  }
  return offer
}

/** A one-page PDF that says which letter it is: enough for a browser to download and a spec to read. */
function letterPdf(offer: OfferPortal): string {
  const line = offer.signature ? `Signed by ${offer.signature.name} at ${offer.signature.at}, SHA-256 ${offer.document_sha256 ?? ''}` : 'Offer letter for Ana Lima'
  const stream = `BT /F1 12 Tf 72 720 Td (${line}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = body.length
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  return `${body}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
}

/** The 422 the API's validate() makes of a zod failure: the first message per field. */
function refusal(issues: readonly { path: PropertyKey[]; message: string }[]): Answer {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) errors[String(issue.path[0] ?? '')] ??= [issue.message]
  return [422, { message: 'The given data was invalid.', errors }]
}

/** The public offer calls (`offer-portal/{token}…`), or null when the route is not one of them. */
export function handleOfferPortal(method: string, route: string, body: Record<string, unknown> | null): Answer | null {
  const match = /^offer-portal\/([^/]+)(\/accept|\/decline|\/letter\.pdf)?$/.exec(route)
  if (!match) return null
  const [, token = '', part = ''] = match
  const kind = token.split('-')[0] ?? ''
  if (kind === 'withdrawn' || kind === 'expired') return [410, { message: 'This offer is no longer available.' }]
  if (kind === 'busy') return [429, { message: 'Too many requests.' }]
  if (!['sent', 'accepted', 'declined'].includes(kind)) return [404, { message: 'Not found.' }]
  const offer = offerOf(token, kind)
  const key = `${method} ${part}`
  if (key === 'GET ') return [200, offer]
  if (key === 'GET /letter.pdf') {
    return [200, letterPdf(offer), { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="offer-letter${offer.signature ? '-signed' : ''}.pdf"` }]
  }
  if (key === 'POST /accept') {
    if (offer.status !== 'sent') return [409, { message: `This offer was already ${offer.status}.` }]
    const input = acceptOfferInputSchema.safeParse(body ?? {})
    if (!input.success) return refusal(input.error.issues)
    Object.assign(offer, { status: 'accepted', signature: { name: input.data.signature_name, at: new Date().toISOString() }, document_sha256: SHA256 })
    return [200, offer]
  }
  if (key === 'POST /decline') {
    if (offer.status !== 'sent') return [409, { message: `This offer was already ${offer.status}.` }]
    const input = declineOfferInputSchema.safeParse(body ?? {})
    if (!input.success) return refusal(input.error.issues)
    offer.status = 'declined'
    return [200, offer]
  }
  return [404, { message: 'Not found.' }]
}

/** The SHA-256 the stub records for the letter as signed: the accepted page shows it. */
export const STUB_OFFER_SHA256 = SHA256
