import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'

/**
 * How a person is recognised across applications, uploads and the careers site (contract
 * section 11): an email ignoring case, a phone as E.164. "+1 (415) 555-0134" and "415.555.0134"
 * are one number.
 */

/**
 * The country a number written without its country code is read in. The contract documents it
 * (the API's phone field says so): a national number is read as a US number.
 */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US'

/** The email as compared: trimmed and lower-cased; null for none. */
export function normaliseEmail(email: string | null | undefined): string | null {
  const trimmed = email?.trim().toLowerCase()
  return trimmed ? trimmed : null
}

export interface NormalisedPhone {
  /** As typed, trimmed. */
  raw: string
  /** E.164 (`+14155550134`) when the text is a possible phone number, else null. */
  e164: string | null
}

/** The phone as typed and as E.164 when it parses (libphonenumber's full metadata); null for none. */
export function normalisePhone(phone: string | null | undefined, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY): NormalisedPhone | null {
  const raw = phone?.trim()
  if (!raw) return null
  const parsed = parsePhoneNumberFromString(raw, { defaultCountry, extract: false })
  return { raw, e164: parsed?.isPossible() ? parsed.number : null }
}
