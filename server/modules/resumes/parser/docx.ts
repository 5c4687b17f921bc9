import WordExtractor from 'word-extractor'
import { linesFromText, type ResumeLine } from './lines'

/**
 * A DOCX's text in reading order: headers first (where resumes put the name and contacts), then
 * text boxes (sidebars), the body and the footers. word-extractor keeps all four; table cells
 * arrive separated by tabs, which become the lines' field separators.
 */
export async function readDocxLines(bytes: Uint8Array): Promise<ResumeLine[]> {
  const document = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  const parts = [
    document.getHeaders({ includeFooters: false }),
    document.getTextboxes({ includeHeadersAndFooters: true, includeBody: true }),
    document.getBody(),
    document.getFooters(),
  ]
  return parts.flatMap((part) => linesFromText(part))
}
