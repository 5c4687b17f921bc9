import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens'

/** What a portal link's token looks like: 32 random bytes, base64url, so anything else is refused before the database is asked. */
const OFFER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** A new offer link: the token goes in the candidate's mail, only its hash is kept on the offer (`tokenHash`). */
export function newOfferToken(): { token: string; tokenHash: string } {
  const token = newSecretToken()
  return { token, tokenHash: hashOfferToken(token) }
}

/** The hash an offer is found by. */
export function hashOfferToken(token: string): string {
  return hashSecretToken(token)
}

/** Whether a token has the shape newOfferToken gives, checked before any database work. */
export function isOfferTokenShape(token: string): boolean {
  return OFFER_TOKEN_PATTERN.test(token)
}
