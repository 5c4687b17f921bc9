import { describe, expect, it } from 'vitest'
import { resumeDocx, resumePdf } from '../test/resume-files'
import { detectResumeType } from './resume-type'
import { zipEntryNames } from './zip-entries'

const person = { name: 'Ada Lovelace', email: 'ada@example.test' }

/** A stored (uncompressed) ZIP of these files, with its central directory and end record. */
function zipOf(files: Record<string, string>, comment = ''): Uint8Array {
  const encoder = new TextEncoder()
  const locals: number[] = []
  const index: number[] = []
  const u16 = (value: number) => [value & 0xff, value >> 8]
  const u32 = (value: number) => [...u16(value & 0xffff), ...u16(value >>> 16)]
  for (const [name, text] of Object.entries(files)) {
    const nameBytes = [...encoder.encode(name)]
    const data = [...encoder.encode(text)]
    const offset = locals.length
    locals.push(...u32(0x04034b50), ...u16(10), ...u16(0), ...u16(0), ...u32(0), ...u32(0), ...u32(data.length), ...u32(data.length))
    locals.push(...u16(nameBytes.length), ...u16(0), ...nameBytes, ...data)
    index.push(...u32(0x02014b50), ...u16(20), ...u16(10), ...u16(0), ...u16(0), ...u32(0), ...u32(0), ...u32(data.length), ...u32(data.length))
    index.push(...u16(nameBytes.length), ...u16(0), ...u16(0), ...u16(0), ...u16(0), ...u32(0), ...u32(offset), ...nameBytes)
  }
  const count = Object.keys(files).length
  const commentBytes = [...encoder.encode(comment)]
  const end = [...u32(0x06054b50), ...u16(0), ...u16(0), ...u16(count), ...u16(count), ...u32(index.length), ...u32(locals.length), ...u16(commentBytes.length), ...commentBytes]
  return Uint8Array.from([...locals, ...index, ...end])
}

describe('zipEntryNames', () => {
  it('reads the names from the central directory, whatever the comment after it', () => {
    expect(zipEntryNames(zipOf({ 'a.txt': 'one', 'dir/b.xml': 'two' }))).toEqual(['a.txt', 'dir/b.xml'])
    expect(zipEntryNames(zipOf({ 'a.txt': 'one' }, 'made by a test'))).toEqual(['a.txt'])
  })

  it('answers null for what is not a whole ZIP', () => {
    const zip = zipOf({ 'a.txt': 'one' })
    expect(zipEntryNames(new TextEncoder().encode('not a zip at all, just text'))).toBeNull()
    expect(zipEntryNames(zip.subarray(0, zip.length - 10))).toBeNull()
    const pointingOutside = zip.slice()
    new DataView(pointingOutside.buffer).setUint32(pointingOutside.length - 6, 0xffff, true)
    expect(zipEntryNames(pointingOutside)).toBeNull()
  })
})

describe('detectResumeType', () => {
  it('types PDF, DOCX and text by their bytes', async () => {
    expect(await detectResumeType(await resumePdf(person))).toEqual({ contentType: 'application/pdf', extension: 'pdf' })
    expect(await detectResumeType(await resumeDocx(person))).toEqual({
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: 'docx',
    })
    expect(await detectResumeType(new TextEncoder().encode('Ada Lovelace\nada@example.test\n'))).toEqual({ contentType: 'text/plain', extension: 'txt' })
  })

  it('takes a ZIP with a Word document body for a DOCX, and refuses any other ZIP', async () => {
    const word = zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' })
    expect((await detectResumeType(word))?.extension).toBe('docx')
    expect(await detectResumeType(zipOf({ 'notes.txt': 'hello' }))).toBeNull()
    expect(await detectResumeType(zipOf({ 'word/document.xml': '<w:document/>' }))).toBeNull()
  })

  it('refuses an empty file and bytes that are neither', async () => {
    expect(await detectResumeType(new Uint8Array())).toBeNull()
    expect(await detectResumeType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBeNull()
    expect(await detectResumeType(Uint8Array.from([0, 1, 2, 3, 4, 5]))).toBeNull()
  })
})
