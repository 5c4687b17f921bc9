import { createInflateRaw } from 'node:zlib'
import { SaxesParser } from 'saxes'
import { readZipIndex, zipEntryData, type ZipEntry } from '../../../lib/zip-entries'
import { UnreadableResumeError } from './errors'
import { linesFromText, type ResumeLine } from './lines'

/**
 * Limits checked before and while a DOCX is read: every file reaches the parser from a public
 * form, and a few megabytes of ZIP can inflate to gigabytes (issue 28: a 4.6 MB file whose
 * document inflates to 3 GB took the server down).
 */
export const DOCX_LIMITS = {
  /** Entries in the archive: a Word resume has a few dozen, one with many images a few hundred. */
  entries: 1_000,
  /** XML read from the parts, as declared by the index and as counted while inflating. */
  xmlBytes: 50 * 1024 * 1024,
  /** Characters of text taken from them: a long resume has some 30,000. */
  textChars: 1_000_000,
  /** Elements open at once: Word nests tables and text boxes a few dozen deep. */
  depth: 256,
} as const

const TOO_MANY_PARTS = `This document holds more than ${DOCX_LIMITS.entries.toLocaleString('en-US')} files inside it, far more than a resume`
const TOO_MUCH_XML = `This document expands to more than ${DOCX_LIMITS.xmlBytes / 1024 / 1024} MB of text`
const TOO_MUCH_TEXT = `This document holds more than ${DOCX_LIMITS.textChars.toLocaleString('en-US')} characters of text, far more than a resume`
const TOO_DEEP = 'This document nests its content too deeply to be read'
const DAMAGED = 'This Word document is damaged and could not be read'

/** Inflated bytes handed to the XML reader at a time. */
const CHUNK_BYTES = 64 * 1024

const CONTENT_TYPES = '[Content_Types].xml'
const PART_TYPES: Record<string, PartKind> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml': 'body',
  'application/vnd.ms-word.document.macroEnabled.main+xml': 'body',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml': 'body',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml': 'header',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml': 'footer',
}

type PartKind = 'body' | 'header' | 'footer'

/** What each part gave, kept apart so the lines come in reading order. */
interface DocumentText {
  headers: string[]
  footers: string[]
  body: string[]
  /** Text boxes of the body, and of the headers and footers. */
  bodyBoxes: string[]
  headerBoxes: string[]
  chars: number
}

/**
 * A DOCX's text in reading order: headers first (where resumes put the name and contacts), then
 * text boxes (sidebars), the body and the footers; table cells separated by tabs, which become the
 * lines' field separators, and each paragraph a line. Only those parts are read, each inflated as
 * a stream into an XML reader, within DOCX_LIMITS: an archive over them is refused with a sentence
 * for the recruiter before or while it is read, never read whole.
 */
export async function readDocxLines(bytes: Uint8Array): Promise<ResumeLine[]> {
  const index = readZipIndex(bytes, DOCX_LIMITS.entries)
  if (!index) throw new UnreadableResumeError(DAMAGED)
  if (index.total > DOCX_LIMITS.entries) throw new UnreadableResumeError(TOO_MANY_PARTS)
  const budget = { xmlBytes: DOCX_LIMITS.xmlBytes }
  const contentTypes = index.entries.find((entry) => entry.name === CONTENT_TYPES)
  if (!contentTypes) throw new UnreadableResumeError(DAMAGED)
  const types = await readContentTypes(bytes, contentTypes, budget)
  const parts = index.entries.flatMap((entry) => {
    const kind = types.overrides.get(entry.name) ?? types.defaults.get(entry.name.slice(entry.name.lastIndexOf('.') + 1).toLowerCase())
    return kind ? [{ entry, kind }] : []
  })
  if (!parts.some((part) => part.kind === 'body')) throw new UnreadableResumeError(DAMAGED)
  const declared = parts.reduce((sum, part) => sum + part.entry.size, 0)
  if (declared > budget.xmlBytes) throw new UnreadableResumeError(TOO_MUCH_XML)

  const text: DocumentText = { headers: [], footers: [], body: [], bodyBoxes: [], headerBoxes: [], chars: 0 }
  for (const { entry, kind } of parts) await readPart(bytes, entry, kind, text, budget)
  const boxes = [text.bodyBoxes.join('\n'), text.headerBoxes.join('\n')].join('\n')
  return [text.headers.join(''), boxes, text.body.join(''), text.footers.join('')].flatMap((part) => linesFromText(plainPunctuation(part)))
}

/** The package's content types: which parts are the document, its headers and its footers. */
async function readContentTypes(bytes: Uint8Array, entry: ZipEntry, budget: { xmlBytes: number }): Promise<{ overrides: Map<string, PartKind>; defaults: Map<string, PartKind> }> {
  const overrides = new Map<string, PartKind>()
  const defaults = new Map<string, PartKind>()
  const parser = xmlReader()
  parser.on('opentag', (node) => {
    const type = PART_TYPES[String(node.attributes.ContentType ?? '')]
    if (!type) return
    if (node.name === 'Override') overrides.set(String(node.attributes.PartName ?? '').replace(/^\/+/, ''), type)
    else if (node.name === 'Default') defaults.set(String(node.attributes.Extension ?? '').toLowerCase(), type)
  })
  await inflateInto(bytes, entry, parser, budget)
  return { overrides, defaults }
}

/** Reads one part's paragraphs, table rows and text boxes into `text`. */
async function readPart(bytes: Uint8Array, entry: ZipEntry, kind: PartKind, text: DocumentText, budget: { xmlBytes: number }): Promise<void> {
  let pieces: string[] = []
  /** The pieces of the text around each text box open now. */
  const outer: string[][] = []
  let depth = 0
  /** Inside w:t, the only element whose text is the document's. */
  let inText = 0
  /** Inside content that is not shown: tracked deletions, moved-away text, tab stops, the fallback copy of a drawing. */
  let hidden = 0
  let fallback = 0
  const HIDDEN = new Set(['w:del', 'w:moveFrom', 'w:tabs', 'w:instrText', 'w:delText'])
  const push = (piece: string) => {
    text.chars += piece.length
    if (text.chars > DOCX_LIMITS.textChars) throw new UnreadableResumeError(TOO_MUCH_TEXT)
    pieces.push(piece)
  }

  const parser = xmlReader()
  parser.on('opentag', (node) => {
    depth += 1
    if (depth > DOCX_LIMITS.depth) throw new UnreadableResumeError(TOO_DEEP)
    if (node.isSelfClosing) depth -= 1
    if (HIDDEN.has(node.name)) hidden += node.isSelfClosing ? 0 : 1
    if (node.name === 'mc:Fallback') fallback += node.isSelfClosing ? 0 : 1
    if (hidden > 0) return
    switch (node.name) {
      case 'w:t':
        if (!node.isSelfClosing) inText += 1
        break
      case 'w:tab':
      case 'w:ptab':
        push('\t')
        break
      case 'w:br':
      case 'w:cr':
        push('\n')
        break
      case 'w:noBreakHyphen':
        push('-')
        break
      case 'w:txbxContent':
        if (!node.isSelfClosing) {
          outer.push(pieces)
          pieces = []
        }
        break
    }
  })
  parser.on('closetag', (node) => {
    if (!node.isSelfClosing) depth -= 1
    if (node.isSelfClosing) return
    if (HIDDEN.has(node.name)) {
      hidden -= 1
      return
    }
    if (node.name === 'mc:Fallback') fallback -= 1
    if (hidden > 0) return
    switch (node.name) {
      case 'w:t':
        inText -= 1
        break
      case 'w:p':
        push('\n')
        break
      case 'w:tc':
        // A cell's last paragraph ends the cell, not a line: the row goes on after a tab.
        if (pieces.at(-1) === '\n') pieces.pop()
        push('\t')
        break
      case 'w:tr':
        push('\n')
        break
      case 'w:txbxContent': {
        const box = pieces.join('')
        pieces = outer.pop() ?? []
        // A drawing's fallback (VML for older readers) repeats the text box its choice holds.
        if (fallback > 0 || box === '') break
        ;(kind === 'body' ? text.bodyBoxes : text.headerBoxes).push(box)
        break
      }
    }
  })
  const onText = (value: string) => {
    if (inText > 0 && hidden === 0) push(value)
  }
  parser.on('text', onText)
  parser.on('cdata', onText)
  await inflateInto(bytes, entry, parser, budget)
  const part = pieces.join('')
  if (kind === 'header') text.headers.push(part)
  else if (kind === 'footer') text.footers.push(part)
  else text.body.push(part)
}

/**
 * An XML reader for a part. Word writes no document type declaration, so one is refused: no
 * entity is ever declared, and only XML's five and character references are expanded.
 */
function xmlReader(): SaxesParser {
  const parser = new SaxesParser()
  parser.on('doctype', () => {
    throw new UnreadableResumeError(DAMAGED)
  })
  return parser
}

/**
 * Inflates an entry as a stream into `parser`, a chunk at a time, counting what comes out against
 * the budget (the index's sizes may lie): past it, inflating stops there.
 */
async function inflateInto(bytes: Uint8Array, entry: ZipEntry, parser: SaxesParser, budget: { xmlBytes: number }): Promise<void> {
  const data = zipEntryData(bytes, entry)
  if (!data || (entry.method !== 0 && entry.method !== 8)) throw new UnreadableResumeError(DAMAGED)
  let decoder: TextDecoder | null = null
  try {
    for await (const chunk of entry.method === 0 ? slices(data) : inflated(data)) {
      budget.xmlBytes -= chunk.byteLength
      if (budget.xmlBytes < 0) throw new UnreadableResumeError(TOO_MUCH_XML)
      // XML parts are UTF-8, or UTF-16 with a byte order mark.
      decoder ??= new TextDecoder(chunk[0] === 0xff && chunk[1] === 0xfe ? 'utf-16le' : chunk[0] === 0xfe && chunk[1] === 0xff ? 'utf-16be' : 'utf-8')
      parser.write(decoder.decode(chunk, { stream: true }))
    }
    if (decoder) parser.write(decoder.decode())
    parser.close()
  } catch (error) {
    throw error instanceof UnreadableResumeError ? error : new UnreadableResumeError(DAMAGED, error)
  }
}

function* slices(data: Uint8Array): Generator<Uint8Array> {
  for (let at = 0; at < data.byteLength; at += CHUNK_BYTES) yield data.subarray(at, at + CHUNK_BYTES)
}

/** zlib inflates as the chunks are read: leaving the loop early ends it with no more work done. */
function inflated(data: Uint8Array): AsyncIterable<Uint8Array> {
  const inflater = createInflateRaw({ chunkSize: CHUNK_BYTES })
  inflater.end(data)
  return inflater
}

/**
 * Word's typographic spaces, dashes and quotes as plain ones, as the DOCX text has always been
 * given to the field readers (word-extractor did this).
 */
function plainPunctuation(text: string): string {
  return text.replace(/[\u2002\u2003]/g, ' ').replace(/[\u2012\u2013\u2014]/g, '-').replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"')
}
