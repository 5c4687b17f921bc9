import { PDFDocument, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { hugeImagePdf } from '../../../test/hostile-resumes'
import { PDF_TYPE, resumePdf } from '../../../test/resume-files'
import { parseResume } from './index'
import { keepsOcrWord, ocrScale } from './ocr'

const person = { name: 'Ada Lovelace', email: 'ada@example.test', phone: '+1 415 555 0100', location: 'Austin, TX', title: 'Senior Engineer' }

async function parse(bytes: Uint8Array) {
  return await parseResume({ bytes, contentType: PDF_TYPE })
}

describe('reading a PDF within limits', () => {
  it('refuses a page larger than 2 × A0 before reading or rendering it', async () => {
    const doc = await PDFDocument.create()
    doc.addPage([5_000, 5_000])
    const bytes = await doc.save()
    expect(bytes.byteLength).toBeLessThan(1_024)
    expect(await parse(bytes)).toEqual({ ok: false, error: 'This PDF has a page larger than 2 × A0, far larger than a resume' })
  })

  it('reads a 300-page file from its first ten pages, and never reads a blank page by OCR', { timeout: 60_000 }, async () => {
    const doc = await PDFDocument.load(await resumePdf(person))
    const font = await doc.embedFont(StandardFonts.Helvetica)
    for (let number = 2; number <= 300; number += 1) {
      const page = doc.addPage([612, 792])
      if (number <= 12) page.drawText(`Volunteer work noted on page number ${number} of this file`, { x: 50, y: 700, size: 11, font })
    }
    const outcome = await parse(await doc.save())
    expect(outcome).toMatchObject({ ok: true, ocr: false, parsed: { name: 'Ada Lovelace', email: 'ada@example.test' } })
    const text = outcome.ok ? outcome.text : ''
    expect(text).toContain('page number 10 of this file')
    expect(text).not.toContain('page number 11 of this file')
  })

  it('says a file of 300 blank pages holds no readable text, without OCR', { timeout: 60_000 }, async () => {
    const doc = await PDFDocument.create()
    for (let number = 1; number <= 300; number += 1) doc.addPage([612, 792])
    expect(await parse(await doc.save())).toEqual({ ok: false, error: 'No readable text was found in this file' })
  })

  it('leaves out an image of more than 40 megapixels, which pdf.js would decode whole (1.6 GB for this one)', { timeout: 60_000 }, async () => {
    const bytes = hugeImagePdf()
    expect(bytes.byteLength).toBeLessThan(2 * 1024 * 1024)
    const before = process.memoryUsage().rss
    expect(await parse(bytes)).toEqual({ ok: false, error: 'No readable text was found in this file' })
    expect(process.memoryUsage().rss - before).toBeLessThan(300 * 1024 * 1024)
  })

  it('renders a page for OCR within 4 megapixels whatever its size, and a letter page at full scale', () => {
    for (const [width, height] of [
      [612, 792],
      [595, 842],
      [2384, 3370],
      [3370, 4768],
      [1, 4768],
    ] as const) {
      const scale = ocrScale(width, height)
      expect(width * scale * (height * scale)).toBeLessThanOrEqual(4_000_001)
    }
    expect(ocrScale(612, 792)).toBe(2.5)
  })

  it('keeps an OCR word tesseract doubts when it is a number (the icons beside a contact row make it doubt the phone), and drops doubted letters as noise', () => {
    expect(keepsOcrWord('+44', 9)).toBe(true)
    expect(keepsOcrWord('2079460958', 9)).toBe(true)
    expect(keepsOcrWord('(0)20', 12)).toBe(true)
    expect(keepsOcrWord('555-0134', 20)).toBe(true)
    expect(keepsOcrWord('Lisbon', 20)).toBe(false)
    expect(keepsOcrWord('[]', 20)).toBe(false)
    expect(keepsOcrWord('+', 5)).toBe(false)
    expect(keepsOcrWord(' ', 95)).toBe(false)
    expect(keepsOcrWord('Lisbon', 90)).toBe(true)
  })
})
