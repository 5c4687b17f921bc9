import { brandColors } from '@common/brand-color'
import pdfmake from 'pdfmake'
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces'
import { LETTER_FONT, loadLetterFonts } from './fonts'
import { markdownContent } from './markdown-content'

export interface LetterLogo {
  bytes: Uint8Array
  contentType: string
}

/** Who signed a letter, when, and the SHA-256 of the letter they signed (letterSha256 in ../letter-pdf.ts). */
export interface LetterSignature {
  name: string
  at: Date
  documentSha256: string
}

export interface OfferLetter {
  companyName: string
  /** The company's logo as stored (PNG, JPEG, WebP or sanitised SVG); null when it has none. */
  logo: LetterLogo | null
  brandColor: string | null
  /** The offer's letter, Markdown. */
  letter: string
  candidateName: string
  jobTitle: string
  /** The letter's date: when it was sent (or now, for a letter not sent yet). */
  date: Date
  signature: LetterSignature | null
}

const PAGE_WIDTH = 595.28
const MARGIN = 56

const longDate = (date: Date) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(date)
const readableTime = (date: Date) => `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'medium', timeZone: 'UTC' }).format(date)} UTC`

/** pdfmake draws PNG, JPEG and SVG; a WebP logo is left out, as is any logo when `withLogo` is false (see renderOfferLetter). */
function logoContent(logo: LetterLogo | null, withLogo: boolean): Content | null {
  if (!logo || !withLogo) return null
  if (logo.contentType === 'image/png' || logo.contentType === 'image/jpeg') {
    return { image: `data:${logo.contentType};base64,${Buffer.from(logo.bytes).toString('base64')}`, fit: [180, 54] }
  }
  if (logo.contentType === 'image/svg+xml') return { svg: Buffer.from(logo.bytes).toString('utf8'), fit: [180, 54] }
  return null
}

/** The last block of a signed letter: who, when (UTC, ISO and in words) and the letter's hash, kept together on one page. */
function signatureBlock(signature: LetterSignature, accent: string): Content {
  return {
    unbreakable: true,
    margin: [0, 24, 0, 0],
    stack: [
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: PAGE_WIDTH - 2 * MARGIN, y2: 0, lineWidth: 1, lineColor: accent }], margin: [0, 0, 0, 8] },
      { text: `Signed by ${signature.name}`, bold: true, fontSize: 12 },
      { text: `Signed at ${signature.at.toISOString()} (${readableTime(signature.at)})`, margin: [0, 4, 0, 0] },
      { text: `Letter SHA-256: ${signature.documentSha256}`, fontSize: 8, margin: [0, 4, 0, 0] },
      { text: 'Signed electronically through the offer link sent to the candidate.', fontSize: 8, color: '#666666', margin: [0, 4, 0, 0] },
    ],
  }
}

function documentDefinition(letter: OfferLetter, withLogo: boolean): TDocumentDefinitions {
  const accent = brandColors(letter.brandColor).textLight
  const logo = logoContent(letter.logo, withLogo)
  return {
    pageSize: 'A4',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    info: { title: `Offer - ${letter.candidateName}`, author: letter.companyName, subject: letter.jobTitle },
    defaultStyle: { font: LETTER_FONT, fontSize: 10.5, lineHeight: 1.25, color: '#1f2328' },
    footer: (page, pages) => ({
      columns: [
        { text: letter.companyName, color: '#666666' },
        { text: `Page ${page} of ${pages}`, alignment: 'right', color: '#666666' },
      ],
      fontSize: 8,
      margin: [MARGIN, 16, MARGIN, 0],
    }),
    content: [
      logo ?? { text: letter.companyName, fontSize: 16, bold: true, color: accent },
      { text: longDate(letter.date), alignment: 'right', margin: [0, 12, 0, 12] },
      { text: `Offer of employment: ${letter.jobTitle}`, fontSize: 15, bold: true, color: accent },
      { text: `For ${letter.candidateName}`, margin: [0, 2, 0, 16] },
      ...markdownContent(letter.letter, accent),
      ...(letter.signature ? [signatureBlock(letter.signature, accent)] : []),
    ],
  }
}

async function render(definition: TDocumentDefinitions): Promise<Uint8Array> {
  return new Uint8Array(await pdfmake.createPdf(definition).getBuffer())
}

/**
 * An offer letter as PDF (A4): the company's logo (or name), the date, the job and the candidate,
 * the letter's Markdown, and once signed a last block with the signature. Set in Roboto, so names
 * and letters in Latin, Cyrillic or Greek show as written (scripts Roboto lacks, such as Arabic or
 * Chinese, show as empty boxes rather than failing). A logo pdfmake cannot draw (a damaged
 * image, an SVG beyond its reader: logos are typed by their first bytes only) never fails the
 * letter: the letter is made again with the company's name in its place.
 *
 * Runs in a worker process (the WorkerPool of ../letter-pdf.ts, with 'renderOfferLetter'), never
 * on the server's event loop: a render holds its thread for 100-500 ms.
 */
export async function renderOfferLetter(letter: OfferLetter): Promise<Uint8Array> {
  loadLetterFonts()
  try {
    return await render(documentDefinition(letter, true))
  } catch (error) {
    if (!letter.logo) throw error
    return render(documentDefinition(letter, false))
  }
}

/** What a new worker process runs before its first call: the fonts, read once per process. */
export function warmUp(): void {
  loadLetterFonts()
}
