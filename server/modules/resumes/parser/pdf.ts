import './node20-polyfill'
import { getDocumentProxy } from 'unpdf'
import { DamagedPdfError, UnreadableResumeError } from './errors'
import { linesFromItems, type ResumeLine, type TextItem } from './lines'

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>

export interface PdfText {
  lines: ResumeLine[]
  /** Pages whose text layer is too thin to be the resume (a scan): read them by OCR. */
  scannedPages: number[]
  pageCount: number
}

/** Fewer visible characters than this on a page means it is an image of text. */
export const SCANNED_PAGE_CHARS = 30

export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  try {
    // pdf.js takes the buffer over: give it a copy so the caller's bytes stay usable.
    return await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, stopAtErrors: false, verbosity: 0 })
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') throw new UnreadableResumeError('This PDF is protected by a password and could not be read', error)
    throw new DamagedPdfError(error)
  }
}

/** The text layer's lines, page after page, with their font sizes and weights. */
export async function readPdfText(pdf: PdfDocument): Promise<PdfText> {
  const lines: ResumeLine[] = []
  const scannedPages: number[] = []
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number)
    try {
      const items = await pageItems(page)
      const chars = items.reduce((sum, item) => sum + item.text.replace(/\s/g, '').length, 0)
      if (chars < SCANNED_PAGE_CHARS) scannedPages.push(number)
      else lines.push(...linesFromItems(items, page.view[2] ?? 612, number))
    } finally {
      page.cleanup()
    }
  }
  return { lines, scannedPages, pageCount: pdf.numPages }
}

async function pageItems(page: PdfPage): Promise<TextItem[]> {
  const content = await page.getTextContent()
  const fontNames = new Map<string, string>()
  // Font names ("Helvetica-Bold", "ABCDEF+Calibri-Bold") come with the operator list.
  await page.getOperatorList().catch(() => null)
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
  return items
}

function fontLabel(font: unknown): string {
  if (!font || typeof font !== 'object') return ''
  const { name, bold, black } = font as { name?: unknown; bold?: unknown; black?: unknown }
  return `${typeof name === 'string' ? name : ''}${bold === true ? ' bold' : ''}${black === true ? ' black' : ''}`
}
