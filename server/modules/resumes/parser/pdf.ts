import './node20-polyfill'
import { getDocumentProxy, getResolvedPDFJS } from 'unpdf'
import { DamagedPdfError, UnreadableResumeError } from './errors'
import { linesFromItems, type ResumeLine, type TextItem } from './lines'

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>

export interface PdfText {
  lines: ResumeLine[]
  /** Pages whose text layer is too thin to be the resume but that show an image (a scan): read them by OCR. */
  scannedPages: number[]
  pageCount: number
}

/** Fewer visible characters than this on a page means it is an image of text. */
export const SCANNED_PAGE_CHARS = 30

/**
 * Limits checked before a page is read: every file reaches the parser from a public form, and a
 * few hundred bytes of PDF can describe a page of any size or thousands of pages (issue 28: a
 * 5,000-point page took the server from 614 MB to 2.5 GB in OCR, 300 blank pages held the parser
 * for 72 s).
 */
export const PDF_LIMITS = {
  /** Pages read: a resume has one to three, and a longer file is read from its first pages. */
  pages: 10,
  /** 2 × A0 (1189 × 1682 mm), in points: no resume is printed larger. */
  pageSides: [3370, 4768],
  /**
   * Pixels of one image, which pdf.js decodes whole when it lists a page's operators: an A4 page
   * scanned at 600 dpi has 35 million; a 40,000-pixel square (1.6 GB decoded, 1.5 MB of PDF) took
   * a parsing process past its 1 GB ceiling. A larger image is left out, as if the page had none.
   */
  imagePixels: 40_000_000,
} as const

const PAGE_TOO_LARGE = 'This PDF has a page larger than 2 × A0, far larger than a resume'

export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  try {
    // pdf.js takes the buffer over: give it a copy so the caller's bytes stay usable.
    return await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, stopAtErrors: false, verbosity: 0, maxImageSize: PDF_LIMITS.imagePixels })
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') throw new UnreadableResumeError('This PDF is protected by a password and could not be read', error)
    throw new DamagedPdfError(error)
  }
}

/**
 * The text layer's lines of the first PDF_LIMITS.pages pages, page after page, with their font
 * sizes and weights; a page over 2 × A0 refuses the file. Pages after `deadline` (a
 * performance.now() time) are left unread. A page without text or image (a blank) is skipped.
 */
export async function readPdfText(pdf: PdfDocument, deadline = Infinity): Promise<PdfText> {
  const lines: ResumeLine[] = []
  const scannedPages: number[] = []
  const { OPS } = await getResolvedPDFJS()
  const imageOps = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintInlineImageXObjectGroup, OPS.paintImageXObjectRepeat, OPS.paintImageMaskXObject, OPS.paintImageMaskXObjectGroup, OPS.paintImageMaskXObjectRepeat])
  for (let number = 1; number <= Math.min(pdf.numPages, PDF_LIMITS.pages) && performance.now() < deadline; number += 1) {
    const page = await pdf.getPage(number)
    try {
      const { width, height } = page.getViewport({ scale: 1 })
      const [shortest, longest] = PDF_LIMITS.pageSides
      if (Math.min(width, height) > shortest || Math.max(width, height) > longest) throw new UnreadableResumeError(PAGE_TOO_LARGE)
      const { items, operators } = await pageItems(page)
      const chars = items.reduce((sum, item) => sum + item.text.replace(/\s/g, '').length, 0)
      if (chars >= SCANNED_PAGE_CHARS) lines.push(...linesFromItems(items, page.view[2] ?? 612, number))
      else if (operators.some((operator) => imageOps.has(operator))) scannedPages.push(number)
    } finally {
      page.cleanup()
    }
  }
  return { lines, scannedPages, pageCount: pdf.numPages }
}

async function pageItems(page: PdfPage): Promise<{ items: TextItem[]; operators: number[] }> {
  const content = await page.getTextContent()
  const fontNames = new Map<string, string>()
  // Font names ("Helvetica-Bold", "ABCDEF+Calibri-Bold") come with the operator list, which also
  // says whether the page shows an image.
  const operators = (await page.getOperatorList().catch(() => null))?.fnArray ?? []
  const items: TextItem[] = []
  for (const item of content.items) {
    if (!('str' in item) || item.str === '') continue
    const [a = 0, b = 0, , , x = 0, y = 0] = item.transform as number[]
    let fontName = fontNames.get(item.fontName)
    if (fontName === undefined) {
      fontName = page.commonObjs.has(item.fontName) ? fontLabel(page.commonObjs.get(item.fontName)) : ''
      fontNames.set(item.fontName, fontName)
    }
    items.push({ text: item.str, x, y, width: item.width, size: Math.hypot(a, b) || item.height, bold: /bold|black|heavy|semibold|demi/i.test(fontName) })
  }
  return { items, operators }
}

function fontLabel(font: unknown): string {
  if (!font || typeof font !== 'object') return ''
  const { name, bold, black } = font as { name?: unknown; bold?: unknown; black?: unknown }
  return `${typeof name === 'string' ? name : ''}${bold === true ? ' bold' : ''}${black === true ? ' black' : ''}`
}
