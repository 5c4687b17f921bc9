import { createRequire } from 'node:module'
import path from 'node:path'
import { renderPageAsImage } from 'unpdf'
import { createWorker, OEM } from 'tesseract.js'
import { linesFromItems, type ResumeLine, type TextItem } from './lines'
import type { openPdf } from './pdf'

type PdfDocument = Awaited<ReturnType<typeof openPdf>>

/** Pages render at this scale (2 = 144 dpi): enough for tesseract on resume-sized type. */
const RENDER_SCALE = 2.5

/** The English model from @tesseract.js-data/eng in node_modules: nothing is downloaded. */
function englishData(): { langPath: string; gzip: boolean } {
  const require = createRequire(import.meta.url)
  return { langPath: path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0'), gzip: true }
}

/**
 * Reads pages without a text layer: each page is rendered to an image and read by tesseract,
 * word by word, and the words go through the same line and column grouping as a PDF's text.
 */
export async function ocrPages(pdf: PdfDocument, pageNumbers: readonly number[]): Promise<ResumeLine[]> {
  if (pageNumbers.length === 0) return []
  const { langPath, gzip } = englishData()
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip, cacheMethod: 'none' })
  try {
    const lines: ResumeLine[] = []
    for (const number of pageNumbers) {
      const image = await renderPageAsImage(pdf, number, { canvasImport: () => import('@napi-rs/canvas'), scale: RENDER_SCALE })
      const { data } = await worker.recognize(Buffer.from(image), {}, { blocks: true, text: false })
      const items: TextItem[] = []
      let height = 0
      for (const block of data.blocks ?? []) {
        for (const paragraph of block.paragraphs) {
          for (const line of paragraph.lines) {
            const size = (line.bbox.y1 - line.bbox.y0) / RENDER_SCALE
            height = Math.max(height, line.bbox.y1)
            for (const word of line.words) {
              if (word.confidence < 30 || word.text.trim() === '') continue
              items.push({
                text: word.text,
                x: word.bbox.x0 / RENDER_SCALE,
                // Image rows grow downwards; PDF baselines grow upwards.
                y: -line.baseline.y0 / RENDER_SCALE,
                width: (word.bbox.x1 - word.bbox.x0) / RENDER_SCALE,
                size,
                bold: false,
              })
            }
          }
        }
      }
      const page = await pdf.getPage(number)
      lines.push(...linesFromItems(items, page.view[2] ?? 612, number))
      page.cleanup()
    }
    return lines
  } finally {
    await worker.terminate()
  }
}
