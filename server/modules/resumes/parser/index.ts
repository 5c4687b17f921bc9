import type { ResumeParseInput, ResumeParseOutcome, ResumeParserAnswer } from './contract'
import { UnreadableResumeError } from './errors'
import { extractFields, type ExtractOptions } from './fields'
import { linesFromText, type ResumeLine } from './lines'

export { detectResumeType, type DetectedResumeType } from '../../../lib/resume-type'

/** Below this many letters and digits a file holds nothing worth calling a resume. */
const MIN_READABLE_CHARS = 20

/**
 * A parse reads no further page (of text or by OCR) after this long, and keeps what it read: the
 * worker pool ends a parse at 2 minutes, and this leaves room for the fields.
 */
const READING_BUDGET_MS = 60_000

const FAILURES: Record<ResumeParseInput['contentType'], string> = {
  'application/pdf': 'This PDF is damaged and could not be read',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'This Word document is damaged and could not be read',
  'text/plain': 'This text file could not be read',
}

export interface ParseOptions {
  /** "Present" in a date range (tests pin it); today unless given. */
  today?: Date
}

/**
 * Reads a resume (PDF, DOCX or TXT, already typed by its bytes with detectResumeType) into the
 * contract's parsed fields. Runs in a worker process (the WorkerPool of background.ts, with 'parseResume'):
 * plain data in and out, and a bad file is an outcome with a sentence to show, never a throw.
 */
export function parseResume(input: ResumeParseInput & { ocr: 'later' }, options?: ParseOptions): Promise<ResumeParserAnswer>
export function parseResume(input: ResumeParseInput, options?: ParseOptions): Promise<ResumeParseOutcome>
export async function parseResume(input: ResumeParseInput, options: ParseOptions = {}): Promise<ResumeParserAnswer> {
  let read: { lines: ResumeLine[]; ocr: boolean } | typeof OCR_NEEDED
  try {
    read = await readLines(input)
  } catch (error) {
    return { ok: false, error: error instanceof UnreadableResumeError ? error.message : FAILURES[input.contentType] }
  }
  if (read === OCR_NEEDED) return { ok: false, ocrNeeded: true }
  const text = read.lines.map((line) => line.text).join('\n')
  if (text.replace(/[^\p{L}\p{N}]/gu, '').length < MIN_READABLE_CHARS) {
    return { ok: false, error: read.ocr ? 'No readable text was found in this scanned PDF' : 'No readable text was found in this file' }
  }
  const extractOptions: ExtractOptions = { ocr: read.ocr, ...(options.today ? { today: options.today } : {}) }
  return { ok: true, parsed: extractFields(read.lines, extractOptions), text, ocr: read.ocr }
}

/** A resume of the kind warmUp reads: every field's rules and the gazetteer run on it once. */
const WARM_UP_RESUME = [
  'Ada Lovelace',
  'ada@example.test | +44 20 7946 0000 | London, United Kingdom',
  'Analyst',
  'Experience',
  'Analyst, Analytical Engines Ltd',
  'Jan 2018 - Present',
  'Skills',
  'Python, SQL',
  'Education',
  'University of London, BSc Mathematics, 2012',
].join('\n')

/**
 * Loads what a parse needs before the first file arrives (the worker pool calls it in each new
 * process): the PDF and DOCX readers, the gazetteer and the fields' rules, which otherwise cost the
 * first upload of a batch 2-4 s on this machine. OCR's model loads per scanned file, as it did.
 */
export async function warmUp(): Promise<void> {
  const [{ getResolvedPDFJS }] = await Promise.all([import('unpdf'), import('./pdf'), import('./docx')])
  await getResolvedPDFJS()
  await parseResume({ bytes: new TextEncoder().encode(WARM_UP_RESUME), contentType: 'text/plain' })
}

/** What readLines answers for a scan whose OCR waits (input.ocr 'later'). */
const OCR_NEEDED = Symbol('OCR needed')

/** The file's lines; PDF, DOCX and OCR code loads only for the files that need it. */
async function readLines(input: ResumeParseInput): Promise<{ lines: ResumeLine[]; ocr: boolean } | typeof OCR_NEEDED> {
  switch (input.contentType) {
    case 'text/plain':
      return { lines: linesFromText(new TextDecoder('utf-8').decode(input.bytes).replace(/^\uFEFF/, '')), ocr: false }
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
      const { readDocxLines } = await import('./docx')
      return { lines: await readDocxLines(input.bytes), ocr: false }
    }
    case 'application/pdf': {
      const { openPdf, readPdfText } = await import('./pdf')
      const deadline = performance.now() + READING_BUDGET_MS
      const pdf = await openPdf(input.bytes)
      try {
        const { lines, scannedPages } = await readPdfText(pdf, deadline)
        if (scannedPages.length === 0) return { lines, ocr: false }
        if (input.ocr === 'later') return OCR_NEEDED
        const { ocrPages } = await import('./ocr')
        const ocrLines = await ocrPages(pdf, scannedPages, deadline)
        return { lines: [...lines, ...ocrLines].sort((a, b) => a.page - b.page), ocr: true }
      } finally {
        await pdf.destroy()
      }
    }
  }
}
