import { fileTypeFromBuffer } from 'file-type'
import { RESUME_CONTENT_TYPES, type ResumeContentType } from '../../common/resumes'
import { readZipIndex } from './zip-entries'

export interface DetectedResumeType {
  contentType: ResumeContentType
  extension: (typeof RESUME_CONTENT_TYPES)[ResumeContentType]
}

/** Share of control characters (other than tab, CR, LF, FF) that still passes for text. */
const MAX_CONTROL_SHARE = 0.01

/**
 * What a resume file is, from its bytes alone (never its name or declared type): a PDF, a DOCX
 * (a ZIP holding a Word document; any other ZIP is refused), or plain UTF-8 text. Anything else,
 * and an empty file, is null.
 */
export async function detectResumeType(bytes: Uint8Array): Promise<DetectedResumeType | null> {
  if (bytes.byteLength === 0) return null
  if (hasWordDocumentParts(bytes)) return { contentType: RESUME_TYPE_DOCX, extension: 'docx' }
  const detected = await fileTypeFromBuffer(bytes)
  if (detected) {
    if (detected.mime === 'application/pdf') return { contentType: 'application/pdf', extension: 'pdf' }
    if (detected.mime === RESUME_TYPE_DOCX) return { contentType: RESUME_TYPE_DOCX, extension: 'docx' }
    return null
  }
  return isPlainText(bytes) ? { contentType: 'text/plain', extension: 'txt' } : null
}

const RESUME_TYPE_DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/**
 * Index entries read to type a file: a Word document names its parts among its first dozens, and
 * an archive of tens of thousands of entries (parsed only to be refused) costs the event loop no
 * more than one of a thousand.
 */
const TYPING_ENTRIES = 1_000

/**
 * A ZIP whose index names a package's content types and a Word document body, as every word
 * processor writes a DOCX. Read from the index alone: file-type decompresses the content types
 * through web streams, which took 1 ms a file alone and up to 10 ms on the event loop while a batch
 * uploaded (every request waited for it). A DOCX laid out otherwise still goes to file-type.
 */
function hasWordDocumentParts(bytes: Uint8Array): boolean {
  const names = readZipIndex(bytes, TYPING_ENTRIES)?.entries.map((entry) => entry.name)
  return names !== undefined && names.includes('[Content_Types].xml') && names.includes('word/document.xml')
}

export function isPlainText(bytes: Uint8Array): boolean {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return false
  }
  if (text.trim() === '') return false
  let control = 0
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code === 0) return false
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13 && code !== 12) || code === 127) control += 1
  }
  return control / text.length <= MAX_CONTROL_SHARE
}
