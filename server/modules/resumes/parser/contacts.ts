import { findPhoneNumbersInText, getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'

/** Emails, phone numbers and links in a resume's text. */

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u

const WHOLE_EMAIL = new RegExp(`^${EMAIL.source}$`, 'u')

export function findEmail(text: string): string | null {
  const match = EMAIL.exec(text)
  return match ? match[0].replace(/^[._%+-]+/, '').toLowerCase() : null
}

/**
 * The first email in the lines, an address wrapped in a narrow sidebar joined back: a line ending
 * in part of an address ("ananya.reddy@apollo") goes on with the next line's first word
 * ("hospitals.com") when together, and only together, they make one address.
 */
export function findEmailInLines(lines: readonly string[]): string | null {
  for (const [index, line] of lines.entries()) {
    const next = lines[index + 1]?.trim().split(/\s+/)[0] ?? ''
    const last = line.trim().split(/\s+/).at(-1) ?? ''
    if (next !== '' && /^[\p{L}\p{N}.@-]+$/u.test(next) && (last.includes('@') || next.startsWith('@')) && !WHOLE_EMAIL.test(last) && WHOLE_EMAIL.test(`${last}${next}`)) {
      return findEmail(`${last}${next}`)
    }
    const email = findEmail(line)
    if (email) return email
  }
  return null
}

const COUNTRY_CODES: ReadonlySet<string> = new Set(getCountries())

/** Country-code domains that are sold as generic names ("app.io", "anna.me"), so they say nothing of where someone lives. */
const GENERIC_COUNTRY_DOMAINS = new Set(['io', 'co', 'me', 'ai', 'tv', 'fm', 'ly', 'to', 'gg', 'ws', 'cc', 'sh', 'so', 'la', 'am', 'is'])

/** "anna@studio-rossi.it", "https://dupont.fr" → IT, FR: the countries an email's or a website's domain names (.uk for GB). */
export function domainCountries(addresses: readonly string[]): CountryCode[] {
  const countries: CountryCode[] = []
  for (const address of addresses) {
    const host =
      address
        .replace(/^https?:\/\//i, '')
        .split(/[/?#]/)[0]
        ?.split('@')
        .at(-1) ?? ''
    const tld = host.split('.').at(-1)?.toLowerCase() ?? ''
    if (tld.length !== 2 || GENERIC_COUNTRY_DOMAINS.has(tld)) continue
    const code = tld === 'uk' ? 'GB' : tld.toUpperCase()
    if (COUNTRY_CODES.has(code) && !countries.includes(code as CountryCode)) countries.push(code as CountryCode)
  }
  return countries
}

export interface FoundPhone {
  /** E.164 when the number parses, else the text as written. */
  value: string
  parsed: boolean
  /** The number was national and read with a default country (not written with +). */
  assumedCountry: boolean
}

/** Text that looks like a phone number: 7 to 15 digits with the usual punctuation. */
const PHONE_LIKE = /(?:\+|\b00)?\(?\d[\d\s().\-/]{5,}\d(?:\s*(?:x|ext\.?)\s*\d{1,5})?/gi
const DATE_RANGE_LIKE = /^\(?\d{1,2}[/.-]\d{4}|^(?:19|20)\d{2}\s*[-–/]\s*(?:(?:19|20)\d{2}|\d{1,2})$|^(?:19|20)\d{2}-\d{2}-\d{2}\b/
/**
 * A month and year ("12/2018") or two years ("2016 – 2018") inside what a phone finder took for a
 * number: a position's dates, which "04/2016 – 12/2018" became (+44 20 1612 2018 in London).
 */
const WRITTEN_DATES = /(?<!\d)\d{1,2}\s*[/.]\s*(?:19|20)\d{2}(?!\d)|(?<!\d)(?:19|20)\d{2}\s*[-–—]\s*(?:19|20)\d{2}(?!\d)/

/** "0049 30 1234567", "(0039) 02…" → "+49 30 1234567": the international prefix 00 as the + it stands for, spaces or not after the country code. */
const withPlus = (text: string) => text.replace(/(^|[\s(])00(?=[1-9](?:[\s.\-/()]*\d){7,})/g, '$1+')

/**
 * "+52 1 55 1234 5678" → "+52 55 1234 5678": Mexico dropped the 1 its mobiles were dialled with from
 * abroad in 2019, and people still write it. Mexican numbers have ten digits, so a 1 before ten
 * more is that prefix.
 */
const withoutMexicanMobileOne = (text: string) => text.replace(/\+52[\s.-]*\(?1\)?(?=(?:[\s.\-()]*\d){10}(?![\s.\-()]*\d))/g, '+52')

/**
 * A line as the phone finder reads it: compatibility forms folded (full-width digits and plus of
 * Japanese and Chinese text, the narrow and thin no-break spaces French and Word put between digit
 * groups), 00 as +, and Mexico's old mobile prefix left out.
 */
const phoneText = (line: string) => withoutMexicanMobileOne(withPlus(line.normalize('NFKC')))

/**
 * The first phone number in the lines, as E.164. International numbers (+ or 00) parse on their
 * own; national ones with `defaultCountry` (read from the location). A number that parses
 * nowhere is kept as written.
 */
export function findPhone(lines: readonly string[], defaultCountry: CountryCode | readonly CountryCode[] | null): FoundPhone | null {
  // The likelier countries first (the location's, then the domains' and the language's): a national number is read in the first where it is valid.
  const countries: readonly (CountryCode | undefined)[] =
    defaultCountry === null ? [undefined] : typeof defaultCountry === 'string' ? [defaultCountry] : [...defaultCountry, undefined]
  for (const line of lines) {
    const text = phoneText(line)
    for (const country of countries) {
      const found = findPhoneNumbersInText(text, country ? { defaultCountry: country } : undefined)
      const valid = found.find((entry) => entry.number.isValid() && !WRITTEN_DATES.test(text.slice(entry.startsAt, entry.endsAt)))
      if (valid) {
        const written = text.slice(valid.startsAt, valid.endsAt)
        return { value: valid.number.number, parsed: true, assumedCountry: !written.trim().startsWith('+') }
      }
    }
  }
  for (const line of lines) {
    for (const match of line.normalize('NFKC').matchAll(PHONE_LIKE)) {
      const raw = match[0].trim()
      const digits = raw.replace(/\D/g, '')
      if (digits.length < 7 || digits.length > 15 || DATE_RANGE_LIKE.test(raw)) continue
      if (/^(?:19|20)\d{2}\D+(?:19|20)\d{2}$/.test(raw)) continue
      // A number written with its country code and as many digits as that country's numbers have is dialable as it is,
      // though its range is not in service yet or is kept for fiction (+44 7700 900123).
      const international = phoneText(raw).startsWith('+') ? parsePhoneNumberFromString(phoneText(raw)) : undefined
      if (international?.isPossible()) return { value: international.number, parsed: true, assumedCountry: false }
      return { value: raw, parsed: false, assumedCountry: false }
    }
  }
  return null
}

const TLDS =
  'com|org|net|io|dev|me|co|ai|app|info|biz|site|tech|page|xyz|online|design|blog|portfolio|cloud|uk|us|ca|de|fr|es|it|nl|be|ch|at|se|no|dk|fi|pl|pt|ie|in|ng|ke|za|au|nz|br|mx|jp|cn|kr|sg|ph|vn|eu'
const LINK = new RegExp(String.raw`(?<![@\w.-])(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:${TLDS})(?::\d+)?(?:\/[^\s,;|()<>"']*)?`, 'giu')

/** Links normalised to https:// without "www." or a trailing slash, as the contract stores them. */
export function findLinks(text: string): string[] {
  const links: string[] = []
  // A link is only what the resume writes as one: an email's domain ("anna@studio-rossi.it") is not a website.
  const withoutEmails = text.replace(new RegExp(EMAIL.source, 'gu'), (email) => ' '.repeat(email.length))
  for (const match of withoutEmails.matchAll(LINK)) {
    const end = match.index + match[0].length
    if (withoutEmails[end] === '@') continue
    const raw = match[0]
    // "Node.js", "ASP.NET" and file names are not links: a bare domain needs a known TLD and no capitals.
    if (!/^(https?:\/\/|www\.)/i.test(raw) && (/[A-Z]/.test(raw.split('/')[0] ?? '') || !/\.[a-z]{2,}/.test(raw))) continue
    const link = normaliseLink(raw)
    if (link && !links.includes(link)) links.push(link)
  }
  return links
}

export function normaliseLink(raw: string): string | null {
  const trimmed = raw.trim().replace(/[.,;:!?)\]]+$/, '')
  try {
    const url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`)
    const host = url.hostname.toLowerCase().replace(/^www\./, '')
    const path = decodeURI(url.pathname).replace(/\/+$/, '')
    return `https://${host}${path}${url.search}`
  } catch {
    return null
  }
}
