import { zipSync, type Zippable } from 'fflate'
import { describe, expect, it } from 'vitest'
import { detectResumeType } from '../../../lib/resume-type'
import { readDocxLines } from './docx'
import { parseResume } from './index'

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/><Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/></Types>`

const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`
const documentXml = (body: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W} xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"><w:body>${body}</w:body></w:document>`
const RESUME = [
  paragraph('Ada Lovelace'),
  paragraph('Senior Engineer at Analytical Engines, Austin, TX'),
  paragraph('Experience: Jan 2019 - Present, building the engine in Go and SQL, 2015 - 2018 at Difference Works'),
].join('')

/** A resume followed by 55 MB of markup that holds no text: it deflates to a few hundred KB. */
const BOMB = documentXml(`${RESUME}<!--${'padding '.repeat(7_000_000)}-->`)

function docx(parts: Record<string, string>, level: 0 | 1 | 6 = 6): Uint8Array {
  const files: Zippable = { '[Content_Types].xml': new TextEncoder().encode(CONTENT_TYPES) }
  for (const [name, xml] of Object.entries(parts)) files[name] = new TextEncoder().encode(xml)
  return zipSync(files, { level })
}

async function parse(bytes: Uint8Array) {
  return await parseResume({ bytes, contentType: DOCX })
}

describe('reading a DOCX', () => {
  it('reads headers first, then text boxes once, the body with table cells apart, and the footers last', async () => {
    const textBox = (text: string) =>
      `<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:txbx><w:txbxContent>${paragraph(text)}</w:txbxContent></wps:txbx></w:drawing></mc:Choice>` +
      `<mc:Fallback><w:pict><v:textbox><w:txbxContent>${paragraph(text)}</w:txbxContent></v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`
    const table = `<w:tbl><w:tr><w:tc>${paragraph('Phone')}</w:tc><w:tc>${paragraph('+1 415 555 0100')}</w:tc></w:tr></w:tbl>`
    const tracked = '<w:p><w:del><w:r><w:delText>removed words</w:delText></w:r></w:del><w:r><w:t>kept</w:t><w:tab/><w:t>words</w:t></w:r></w:p>'
    const lines = await readDocxLines(
      docx({
        'word/document.xml': documentXml(`${paragraph('Body first line')}${textBox('Sidebar: Go, SQL')}${table}${tracked}`),
        'word/header1.xml': `<w:hdr ${W}>${paragraph('ada@example.test')}</w:hdr>`,
        'word/footer1.xml': `<w:ftr ${W}>${paragraph('Page 1')}</w:ftr>`,
      }),
    )
    expect(lines.map((line) => line.text)).toEqual(['ada@example.test', 'Sidebar: Go, SQL', 'Body first line', 'Phone   +1 415 555 0100', 'kept   words', 'Page 1'])
  })

  it('refuses a document that inflates past 50 MB before reading it, from the sizes the archive declares', { timeout: 120_000 }, async () => {
    const bomb = docx({ 'word/document.xml': BOMB }, 1)
    expect(bomb.byteLength).toBeLessThan(5 * 1024 * 1024)
    expect(await detectResumeType(bomb)).toMatchObject({ contentType: DOCX })
    expect(await parse(bomb)).toEqual({ ok: false, error: 'This document expands to more than 50 MB of text' })
  })

  it('stops inflating at 50 MB when the archive declares a smaller size than its document has', { timeout: 120_000 }, async () => {
    const bomb = docx({ 'word/document.xml': BOMB }, 1)
    declareSize(bomb, 'word/document.xml', 10_000)
    expect(await parse(bomb)).toEqual({ ok: false, error: 'This document expands to more than 50 MB of text' })
  })

  it('refuses a document holding more text than a resume', async () => {
    const long = docx({ 'word/document.xml': documentXml(`${RESUME}${paragraph('word '.repeat(250_000))}`) })
    expect(await parse(long)).toEqual({ ok: false, error: 'This document holds more than 1,000,000 characters of text, far more than a resume' })
  })

  it('refuses an archive of 100,000 entries from its index, without reading them', { timeout: 60_000 }, async () => {
    const files: Zippable = {
      '[Content_Types].xml': new TextEncoder().encode(CONTENT_TYPES),
      'word/document.xml': new TextEncoder().encode(documentXml(RESUME)),
    }
    for (let index = 0; index < 100_000; index += 1) files[`word/media/${index}.xml`] = new Uint8Array(0)
    const archive = zipSync(files, { level: 0 })
    expect(await detectResumeType(archive)).toMatchObject({ contentType: DOCX })
    expect(await parse(archive)).toEqual({ ok: false, error: 'This document holds more than 1,000 files inside it, far more than a resume' })
  })

  it('refuses elements nested deeper than Word writes them', async () => {
    const deep = docx({ 'word/document.xml': documentXml(`${RESUME}${'<w:sdt>'.repeat(300)}${'</w:sdt>'.repeat(300)}`) })
    expect(await parse(deep)).toEqual({ ok: false, error: 'This document nests its content too deeply to be read' })
  })

  it('refuses declared entities (Word writes none), so none can expand', async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE w:document [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>${documentXml(`${RESUME}${paragraph('&b;')}`).replace(/^<\?xml[^>]*>/, '')}`
    expect(await parse(docx({ 'word/document.xml': laughs }))).toEqual({ ok: false, error: 'This Word document is damaged and could not be read' })
  })

  it('reads a resume in the same archive once the limits pass', async () => {
    const outcome = await parse(docx({ 'word/document.xml': documentXml(RESUME) }))
    expect(outcome).toMatchObject({ ok: true, parsed: { name: 'Ada Lovelace' } })
  })
})

/** Rewrites an entry's uncompressed size in the central directory, as a hostile archive may. */
function declareSize(zip: Uint8Array, name: string, size: number): void {
  const data = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  const encoded = new TextEncoder().encode(name)
  for (let at = 0; at + 46 < zip.byteLength; at += 1) {
    if (data.getUint32(at, true) !== 0x02014b50 || data.getUint16(at + 28, true) !== encoded.length) continue
    if (new TextDecoder().decode(zip.subarray(at + 46, at + 46 + encoded.length)) === name) data.setUint32(at + 24, size, true)
  }
}
