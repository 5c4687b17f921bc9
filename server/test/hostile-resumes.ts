/**
 * Ten hostile resume files for `npm run bench:resumes -- --poisoned` and the parser's tests (issue 28), built in code, each
 * a few MB at most: what a visitor may send through the careers form. The archives' huge documents
 * are deflate streams of one block repeated (each ends on a full flush, so copies follow each
 * other), so gigabytes of XML cost a few MB of bytes and no time to build.
 */
import { deflateRawSync, constants as zlib } from 'node:zlib'
import { zipSync, type Zippable } from 'fflate'
import { PDFDocument } from 'pdf-lib'
import { DOCX_TYPE, PDF_TYPE, resumePdf } from './resume-files'

export interface ResumeFile {
  bytes: Uint8Array
  name: string
  type: string
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'
const DOCUMENT_START = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W}><w:body>`
const DOCUMENT_END = '</w:body></w:document>'
const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`
const RESUME = [paragraph('Ada Lovelace'), paragraph('ada@example.test'), paragraph('Senior Engineer'), paragraph('Austin, TX')].join('')

const encode = (text: string) => new TextEncoder().encode(text)

/** `block` deflated and repeated `times` times between `start` and `end`, as one raw deflate stream. */
function repeatedDeflate(start: string, block: string, times: number, end: string): Buffer {
  const flushed = (text: string) => deflateRawSync(text, { finishFlush: zlib.Z_FULL_FLUSH })
  const copy = flushed(block)
  return Buffer.concat([flushed(start), ...Array.from({ length: times }, () => copy), deflateRawSync(end)])
}

/** A ZIP of stored and deflated entries, written by hand so an entry may declare any size (a hostile archive's index may lie). */
function zip(entries: { name: string; data: Uint8Array; deflated: boolean; size: number }[]): Uint8Array {
  const locals: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name)
    const header = (signature: number, length: number) => {
      const buffer = Buffer.alloc(length)
      buffer.writeUInt32LE(signature, 0)
      return buffer
    }
    const local = header(0x04034b50, 30)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(entry.deflated ? 8 : 0, 8)
    local.writeUInt32LE(entry.data.byteLength, 18)
    local.writeUInt32LE(entry.size, 22)
    local.writeUInt16LE(name.length, 26)
    const record = header(0x02014b50, 46)
    record.writeUInt16LE(20, 4)
    record.writeUInt16LE(20, 6)
    record.writeUInt16LE(entry.deflated ? 8 : 0, 10)
    record.writeUInt32LE(entry.data.byteLength, 20)
    record.writeUInt32LE(entry.size, 24)
    record.writeUInt16LE(name.length, 28)
    record.writeUInt32LE(offset, 42)
    locals.push(local, name, Buffer.from(entry.data))
    central.push(record, name)
    offset += 30 + name.length + entry.data.byteLength
  }
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...locals, directory, end]))
}

/** A DOCX whose document is `body` repeated: `declared` is the size its index claims (the truth, or a lie). */
function inflatingDocx(block: string, times: number, declared: (trueSize: number) => number): Uint8Array {
  const trueSize = DOCUMENT_START.length + RESUME.length + block.length * times + DOCUMENT_END.length
  const document = repeatedDeflate(DOCUMENT_START + RESUME, block, times, DOCUMENT_END)
  return zip([
    { name: '[Content_Types].xml', data: encode(CONTENT_TYPES), deflated: false, size: CONTENT_TYPES.length },
    { name: 'word/document.xml', data: document, deflated: true, size: Math.min(0xfffffffe, declared(trueSize)) },
  ])
}

const MB = 1024 * 1024

/** A PDF written by hand from its objects (the xref table's offsets computed), for what pdf-lib will not write. */
function rawPdf(objects: (string | Buffer)[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')]
  const offsets: number[] = []
  let length = parts[0]?.length ?? 0
  objects.forEach((body, index) => {
    offsets.push(length)
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), typeof body === 'string' ? Buffer.from(body, 'latin1') : body, Buffer.from('\nendobj\n')])
    parts.push(chunk)
    length += chunk.length
  })
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`)].join('')
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`))
  return new Uint8Array(Buffer.concat(parts))
}

const stream = (dictionary: string, data: Buffer) => Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream')])

/** A resume whose every word is followed by a NUL character in its text layer, as icon fonts give. */
function nulLadenPdf(): Uint8Array {
  const words = ['Ada', 'Lovelace', 'ada@example.test', '+1 415 555 0100', 'Austin, TX', 'Senior Engineer', 'Experience', 'Engineer at Analytical Engines', 'Jan 2018 - Present', 'Skills', 'Python, SQL']
  const hex = (text: string) => Buffer.from(`${text}\u0000`, 'latin1').toString('hex')
  const content = Buffer.from(['BT /F1 11 Tf', ...words.map((text, index) => `1 0 0 1 50 ${740 - index * 18} Tm <00${hex(text)}00> Tj`), 'ET'].join('\n'))
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    stream('', content),
  ])
}

/** A letter page showing one grey image of 40,000 × 40,000 pixels (1.6 GB decoded), as a scan: OCR would render it. */
export function hugeImagePdf(): Uint8Array {
  const side = 40_000
  // 25 rows a block: a megabyte of pixels.
  const image = repeatedDeflate('', 'x'.repeat(side * 25), side / 25, '')
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>',
    stream(`/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`, zlibWrap(image)),
    stream('', Buffer.from('q 612 0 0 792 0 0 cm /Im1 Do Q')),
  ])
}

/** A raw deflate stream as zlib's format (FlateDecode): a header and a checksum pdf.js does not verify. */
function zlibWrap(raw: Buffer): Buffer {
  return Buffer.concat([Buffer.from([0x78, 0x9c]), raw, Buffer.alloc(4)])
}

/**
 * A PDF whose one page draws 400,000 text runs at a single point: every run is text the parser
 * must order into lines, and the file is what a hostile sender makes to hold a parser.
 */
function crowdedPagePdf(): Uint8Array {
  const runs = Array.from({ length: 400_000 }, (_, index) => `(w${index % 1000}) Tj`).join(' ')
  const content = deflateRawSync(`BT /F1 1 Tf 50 400 Td ${runs} ET`)
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    stream('/Filter /FlateDecode', zlibWrap(content)),
  ])
}

/** The ten hostile files, by what each tries. */
export async function poisonedResumes(): Promise<(ResumeFile & { poison: string })[]> {
  const docx = (poison: string, bytes: Uint8Array) => ({ poison, bytes, name: `${poison.replace(/\W+/g, '-')}.docx`, type: DOCX_TYPE })
  const pdf = (poison: string, bytes: Uint8Array) => ({ poison, bytes, name: `${poison.replace(/\W+/g, '-')}.pdf`, type: PDF_TYPE })

  const bigPage = await PDFDocument.create()
  bigPage.addPage([5_000, 5_000])
  const blank = await PDFDocument.create()
  for (let number = 1; number <= 300; number += 1) blank.addPage([612, 792])
  const good = await resumePdf({ name: 'Ada Lovelace', email: 'ada@example.test', phone: '+1 415 555 0100', location: 'Austin, TX', skills: ['Python'] })
  const manyEntries: Zippable = { '[Content_Types].xml': encode(CONTENT_TYPES), 'word/document.xml': encode(DOCUMENT_START + RESUME + DOCUMENT_END) }
  for (let index = 0; index < 60_000; index += 1) manyEntries[`word/media/${index}.xml`] = new Uint8Array(0)
  const depth = 200_000

  return [
    // Declares a 10 KB document: the reader must stop inflating at its own limit, not trust the index.
    docx('DOCX inflating to 3 GB', inflatingDocx(`<!--${' '.repeat(MB - 7)}-->`, 3_000, () => 10_000)),
    pdf('PDF with a 5,000-point page', await bigPage.save()),
    pdf('PDF of 300 blank pages', await blank.save()),
    pdf('PDF whose text layer is laden with NUL', nulLadenPdf()),
    docx('DOCX with 1.5 GB of text', inflatingDocx(paragraph('word '.repeat(MB / 5 - 10)), 1_500, (size) => size)),
    pdf('truncated PDF', good.subarray(0, Math.floor(good.byteLength / 2))),
    docx('ZIP of 60,000 entries', zipSync(manyEntries, { level: 0 })),
    docx('XML nested 200,000 deep', zipSync({ '[Content_Types].xml': encode(CONTENT_TYPES), 'word/document.xml': encode(DOCUMENT_START + RESUME + '<w:sdt>'.repeat(depth) + '</w:sdt>'.repeat(depth) + DOCUMENT_END) })),
    pdf('PDF of 400,000 text runs on one point', crowdedPagePdf()),
    pdf('PDF with a 40,000 × 40,000 image', hugeImagePdf()),
  ]
}
