import { createRequire } from 'node:module'
import path from 'node:path'
import { renderPageAsImage } from 'unpdf'
import { createWorker, OEM } from 'tesseract.js'
import { linesFromItems, type ResumeLine, type TextItem } from './lines'
import type { openPdf } from './pdf'

type PdfDocument = Awaited<ReturnType<typeof openPdf>>

/** Pages render at this scale (2.5 = 180 dpi): enough for tesseract on resume-sized type. */
const RENDER_SCALE = 2.5
/** A Letter page at RENDER_SCALE is 3.5 megapixels; a larger page renders smaller to stay within this. */
const MAX_PIXELS = 4_000_000
/** Pages read by OCR at most: a scanned resume has one or two, and each takes seconds. */
export const MAX_OCR_PAGES = 3

/** The scale a page of this size (in points) renders at: RENDER_SCALE, or less to stay under MAX_PIXELS. */
export function ocrScale(width: number, height: number): number {
  return Math.min(RENDER_SCALE, Math.sqrt(MAX_PIXELS / Math.max(1, width * height)))
}

/** Tesseract's confidence (of 100) under which a word is taken for noise: a photo's texture, an icon, a smudge. */
const MIN_WORD_CONFIDENCE = 30
/** Digits with a phone number's or a date's punctuation: "+91", "(0)20", "555-0134", "2345", "04/2016". */
const NUMBER_WORD = /^[+(]?[\d()./-]*\d[\d()./-]*$/

/**
 * Whether a word tesseract read goes into the text. A doubted word is left out as noise, unless it
 * is a number: icons beside a contact row (a scanned theme's icon font) lower tesseract's
 * confidence in the number next to them to almost nothing though it read every digit, and what
 * reads a number checks it again (a phone must be a valid number of its country).
 */
export function keepsOcrWord(text: string, confidence: number): boolean {
  const trimmed = text.trim()
  return trimmed !== '' && (confidence >= MIN_WORD_CONFIDENCE || NUMBER_WORD.test(trimmed))
}

/** The English model from @tesseract.js-data/eng in node_modules: nothing is downloaded. */
function englishData(): { langPath: string; gzip: boolean } {
  const require = createRequire(import.meta.url)
  return { langPath: path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0'), gzip: true }
}

/**
 * Reads pages without a text layer, the first MAX_OCR_PAGES of them and none after `deadline` (a
 * performance.now() time): each page is rendered to an image of at most MAX_PIXELS and read by
 * tesseract, word by word, and the words go through the same line and column grouping as a PDF's
 * text.
 */
export async function ocrPages(pdf: PdfDocument, pageNumbers: readonly number[], deadline = Infinity): Promise<ResumeLine[]> {
  if (pageNumbers.length === 0) return []
  const { langPath, gzip } = englishData()
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip, cacheMethod: 'none' })
  try {
    const lines: ResumeLine[] = []
    for (const number of pageNumbers.slice(0, MAX_OCR_PAGES)) {
      if (performance.now() >= deadline) break
      const page = await pdf.getPage(number)
      const viewport = page.getViewport({ scale: 1 })
      const scale = ocrScale(viewport.width, viewport.height)
      const image = await renderPageAsImage(pdf, number, { canvasImport: () => import('@napi-rs/canvas'), scale })
      const { data } = await worker.recognize(Buffer.from(image), {}, { blocks: true, text: false })
      const items: TextItem[] = []
      let height = 0
      for (const block of data.blocks ?? []) {
        for (const paragraph of block.paragraphs) {
          for (const line of paragraph.lines) {
            const size = (line.bbox.y1 - line.bbox.y0) / scale
            height = Math.max(height, line.bbox.y1)
            for (const word of line.words) {
              if (!keepsOcrWord(word.text, word.confidence)) continue
              items.push({
                text: word.text,
                x: word.bbox.x0 / scale,
                // Image rows grow downwards; PDF baselines grow upwards.
                y: -line.baseline.y0 / scale,
                width: (word.bbox.x1 - word.bbox.x0) / scale,
                size,
                bold: false,
              })
            }
          }
        }
      }
      lines.push(...linesFromItems(items, page.view[2] ?? 612, number))
      page.cleanup()
    }
    return lines
  } finally {
    await worker.terminate()
  }
}
