/**
 * `npm run corpus`: writes the parser's fixture corpus, one resume per person of people.ts in
 * their layout (PDF in one or two columns, Word with contacts in the page header or in tables,
 * Word in plain paragraphs, plain text, and scanned PDFs with no text layer), and expected.json:
 * what a careful reader would take from each. The files are committed; run this again after
 * changing people.ts. accuracy.ts scores the parser against them.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createCanvas } from '@napi-rs/canvas'
import { Document, Header, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx'
import { parsePhoneNumber } from 'libphonenumber-js/max'
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'
import { CORPUS_DIR, CORPUS_TODAY, type ExpectedResume } from './expected'
import { PEOPLE, PROFESSIONS, type DateStyle, type Person } from './people'

const COMPANIES = ['Northwind Traders', 'Contoso Group', 'Globex Corporation', 'Fabrikam Inc.', 'Tailspin Toys', 'Wingtip Partners', 'Litware Ltd', 'Proseware Co.']
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const FIXED_DATE = new Date('2026-01-05T09:00:00Z')

interface Position {
  title: string
  company: string
  place: string
  dates: string
  bullets: string[]
}

/** What every layout shows of a person, in reading order. */
interface Resume {
  name: string
  title: string
  contacts: string[]
  summary: string
  positions: Position[]
  skills: string[]
  education: string
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '')

/** One side of a date range as the person's style writes it; month 0 is a bare year. */
function writeDate(year: number, month: number, style: DateStyle): string {
  if (month === 0 || style === 'yyyy') return String(year)
  const name = MONTHS[month - 1] ?? ''
  switch (style) {
    case 'mm/yyyy':
      return `${String(month).padStart(2, '0')}/${year}`
    case 'month yyyy to':
      return `${name} ${year}`
    case 'sept current':
      return `${name === 'September' ? 'Sept' : name.slice(0, 3)} ${year}`
    default:
      return `${name.slice(0, 3)} ${year}`
  }
}

function writeRange(position: Person['positions'][number], style: DateStyle): string {
  const [startYear, startMonth, endYear, endMonth] = position
  const start = writeDate(startYear, startMonth, style)
  const end = endYear === 'present' ? (style === 'sept current' ? 'Current' : 'Present') : writeDate(endYear, endMonth, style)
  if (style === 'month yyyy to') return `${start} to ${end}`
  if (style === 'yyyy') return `${start}–${end}`
  return style === 'mon yyyy' ? `${start} - ${end}` : `${start} – ${end}`
}

/** Years the positions cover, overlaps once; a bare year counts from its middle, as people mean "2019–2021". */
function yearsOfExperience(person: Person): number {
  const month = (year: number, value: number) => year * 12 + (value === 0 ? 6 : value - 1)
  const today = CORPUS_TODAY.getUTCFullYear() * 12 + CORPUS_TODAY.getUTCMonth()
  const ranges = person.positions
    .map(([startYear, startMonth, endYear, endMonth]) => ({ start: month(startYear, startMonth), end: endYear === 'present' ? today : month(endYear, endMonth) }))
    .sort((a, b) => a.start - b.start)
  let months = 0
  let reach = Number.NEGATIVE_INFINITY
  for (const range of ranges) {
    const from = Math.max(range.start, reach)
    if (range.end > from) months += range.end - from
    reach = Math.max(reach, range.end)
  }
  return Math.round((months / 12) * 10) / 10
}

function resumeOf(person: Person, index: number): Resume {
  const profession = PROFESSIONS[person.profession]
  const written = profession.skills.map((skill) => skill.written)
  const positions = person.positions.map((position, order) => ({
    title: profession.titles[Math.min(order, 2)] ?? profession.titles[0],
    company: COMPANIES[(index + order * 3) % COMPANIES.length] ?? 'Northwind Traders',
    place: person.location,
    dates: writeRange(position, person.dates),
    bullets: profession.duties.slice(0, 2).map((duty, line) => duty.replace('{skill}', written[(order * 2 + line) % written.length] ?? '')),
  }))
  const firstYear = Math.min(...person.positions.map((position) => position[0]))
  return {
    name: person.name,
    title: profession.titles[0],
    contacts: [person.email, person.phone, person.location, ...(person.linkedin ? [person.linkedin] : [])],
    summary: profession.summary,
    positions,
    skills: written,
    education: `${profession.degree}, ${profession.institution}, ${firstYear - 1}`,
  }
}

function expectedOf(person: Person, file: string): ExpectedResume {
  const profession = PROFESSIONS[person.profession]
  return {
    file,
    layout: person.layout,
    name: person.name,
    email: person.email,
    phone: parsePhoneNumber(person.phone, person.phoneCountry).number,
    location: person.location,
    title: profession.titles[0],
    skills: [...new Set([...profession.skills.map((skill) => skill.canonical), ...profession.alsoClaims])].sort(),
    years_experience: yearsOfExperience(person),
  }
}

// ── PDF ────────────────────────────────────────────────────────────────────────────────────────

interface Pen {
  page: PDFPage
  regular: PDFFont
  bold: PDFFont
}

/** Draws `text` wrapped to `width` from (x, y) down; answers the y below it. */
function drawWrapped(pen: Pen, text: string, x: number, y: number, width: number, size: number, bold = false): number {
  const font = bold ? pen.bold : pen.regular
  let line = ''
  let top = y
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(next, size) > width) {
      pen.page.drawText(line, { x, y: top, size, font })
      top -= size * 1.35
      line = word
    } else {
      line = next
    }
  }
  if (line) pen.page.drawText(line, { x, y: top, size, font })
  return top - size * 1.35
}

async function pdfDocument(): Promise<{ doc: PDFDocument; pen: Pen }> {
  const doc = await PDFDocument.create()
  doc.setCreationDate(FIXED_DATE)
  doc.setModificationDate(FIXED_DATE)
  const page = doc.addPage([612, 792])
  return { doc, pen: { page, regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) } }
}

/** One column: the name large, contacts on one line, then the sections under bold capitals. */
async function singleColumnPdf(resume: Resume): Promise<Uint8Array> {
  const { doc, pen } = await pdfDocument()
  const left = 54
  const width = 504
  let y = 730
  pen.page.drawText(resume.name, { x: left, y, size: 22, font: pen.bold })
  y -= 20
  pen.page.drawText(resume.title, { x: left, y, size: 12, font: pen.regular })
  y -= 18
  y = drawWrapped(pen, resume.contacts.join(' | '), left, y, width, 9.5)
  const heading = (text: string) => {
    y -= 8
    pen.page.drawText(text, { x: left, y, size: 11.5, font: pen.bold })
    y -= 16
  }
  heading('SUMMARY')
  y = drawWrapped(pen, resume.summary, left, y, width, 10)
  heading('EXPERIENCE')
  for (const position of resume.positions) {
    pen.page.drawText(`${position.title}, ${position.company}`, { x: left, y, size: 10.5, font: pen.bold })
    pen.page.drawText(position.dates, { x: left + width - pen.regular.widthOfTextAtSize(position.dates, 10), y, size: 10, font: pen.regular })
    y -= 14
    pen.page.drawText(position.place, { x: left, y, size: 9.5, font: pen.regular })
    y -= 14
    for (const bullet of position.bullets) y = drawWrapped(pen, `• ${bullet}`, left + 10, y, width - 10, 10)
    y -= 4
  }
  heading('SKILLS')
  y = drawWrapped(pen, resume.skills.join(', '), left, y, width, 10)
  heading('EDUCATION')
  drawWrapped(pen, resume.education, left, y, width, 10)
  return doc.save()
}

/**
 * A sidebar (contacts, skills one per line, education) beside the main column (name, summary,
 * experience). The main column is drawn first: a PDF's drawing order is not its reading order.
 */
async function twoColumnPdf(resume: Resume): Promise<Uint8Array> {
  const { doc, pen } = await pdfDocument()
  const main = 222
  const mainWidth = 354
  let y = 736
  pen.page.drawText(resume.name, { x: main, y, size: 24, font: pen.bold })
  y -= 22
  pen.page.drawText(resume.title, { x: main, y, size: 13, font: pen.regular })
  y -= 30
  pen.page.drawText('PROFILE', { x: main, y, size: 11.5, font: pen.bold })
  y = drawWrapped(pen, resume.summary, main, y - 16, mainWidth, 10) - 8
  pen.page.drawText('WORK EXPERIENCE', { x: main, y, size: 11.5, font: pen.bold })
  y -= 18
  for (const position of resume.positions) {
    pen.page.drawText(position.title, { x: main, y, size: 10.5, font: pen.bold })
    y -= 13
    pen.page.drawText(`${position.company} | ${position.dates}`, { x: main, y, size: 9.5, font: pen.regular })
    y -= 14
    for (const bullet of position.bullets) y = drawWrapped(pen, `• ${bullet}`, main + 8, y, mainWidth - 8, 9.5)
    y -= 6
  }
  const side = 36
  const sideWidth = 160
  let s = 700
  const sideHeading = (text: string) => {
    pen.page.drawText(text, { x: side, y: s, size: 11, font: pen.bold })
    s -= 16
  }
  sideHeading('CONTACT')
  for (const contact of resume.contacts) s = drawWrapped(pen, contact, side, s, sideWidth, 9)
  s -= 10
  sideHeading('SKILLS')
  for (const skill of resume.skills) s = drawWrapped(pen, skill, side, s, sideWidth, 9.5)
  s -= 10
  sideHeading('EDUCATION')
  drawWrapped(pen, resume.education, side, s, sideWidth, 9)
  return doc.save()
}

/** A page with no text layer: the one-column resume as an image, as a scanner would make it. */
async function scannedPdf(resume: Resume): Promise<Uint8Array> {
  const scale = 2
  const canvas = createCanvas(612 * scale, 792 * scale)
  const context = canvas.getContext('2d')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.fillStyle = '#111111'
  let y = 70
  const write = (text: string, size: number, bold = false, x = 54) => {
    context.font = `${bold ? 'bold ' : ''}${size * scale}px "DejaVu Sans"`
    context.fillText(text, x * scale, y * scale)
    y += size * 1.5
  }
  write(resume.name, 22, true)
  write(resume.title, 12)
  write(resume.contacts.join(' | '), 9.5)
  y += 8
  write('SUMMARY', 11.5, true)
  write(resume.summary, 10)
  y += 8
  write('EXPERIENCE', 11.5, true)
  for (const position of resume.positions) {
    write(`${position.title}, ${position.company}    ${position.dates}`, 10.5, true)
    write(position.place, 9.5)
    for (const bullet of position.bullets) write(`• ${bullet}`, 10, false, 64)
    y += 4
  }
  y += 8
  write('SKILLS', 11.5, true)
  write(resume.skills.join(', '), 10)
  y += 8
  write('EDUCATION', 11.5, true)
  write(resume.education, 10)
  const doc = await PDFDocument.create()
  doc.setCreationDate(FIXED_DATE)
  doc.setModificationDate(FIXED_DATE)
  const image = await doc.embedPng(await canvas.encode('png'))
  doc.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 })
  return doc.save()
}

// ── Word and text ─────────────────────────────────────────────────────────────────────────────

const paragraph = (text: string, options: { bold?: boolean; size?: number } = {}) =>
  new Paragraph({ children: [new TextRun({ text, bold: options.bold ?? false, size: (options.size ?? 10.5) * 2 })] })
const headingParagraph = (text: string) => new Paragraph({ spacing: { before: 240 }, children: [new TextRun({ text, bold: true, size: 24 })] })
const bulletParagraph = (text: string) => new Paragraph({ text, bullet: { level: 0 } })

function experienceParagraphs(resume: Resume): Paragraph[] {
  return resume.positions.flatMap((position) => [
    paragraph(`${position.title} at ${position.company}, ${position.place}`, { bold: true }),
    paragraph(position.dates),
    ...position.bullets.map(bulletParagraph),
  ])
}

async function docxFile(sections: ConstructorParameters<typeof Document>[0]['sections']): Promise<Uint8Array> {
  const doc = new Document({ creator: 'Staffdesk corpus', title: 'Resume', sections })
  return new Uint8Array(await Packer.toBuffer(doc))
}

/** Contacts in the page header, where many templates put them (and some readers drop them). */
function headerDocx(resume: Resume): Promise<Uint8Array> {
  return docxFile([
    {
      headers: { default: new Header({ children: [paragraph(resume.contacts.join(' · '), { size: 9 })] }) },
      children: [
        paragraph(resume.name, { bold: true, size: 20 }),
        paragraph(resume.title, { size: 12 }),
        headingParagraph('Professional Summary'),
        paragraph(resume.summary),
        headingParagraph('Professional Experience'),
        ...experienceParagraphs(resume),
        headingParagraph('Key Skills'),
        ...resume.skills.map(bulletParagraph),
        headingParagraph('Education'),
        paragraph(resume.education),
      ],
    },
  ])
}

const cell = (children: Paragraph[], width: number) => new TableCell({ children, width: { size: width, type: WidthType.PERCENTAGE } })

/** Tables: the name beside labelled contacts, and each position a row with its dates in the first cell. */
function tableDocx(resume: Resume): Promise<Uint8Array> {
  const [email = '', phone = '', location = ''] = resume.contacts
  return docxFile([
    {
      children: [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: [
            new TableRow({
              children: [
                cell([paragraph(resume.name, { bold: true, size: 18 }), paragraph(resume.title, { size: 12 })], 55),
                cell([paragraph(`Email: ${email}`), paragraph(`Phone: ${phone}`), paragraph(`Location: ${location}`)], 45),
              ],
            }),
          ],
        }),
        headingParagraph('Summary'),
        paragraph(resume.summary),
        headingParagraph('Employment History'),
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: resume.positions.map(
            (position) =>
              new TableRow({
                children: [
                  cell([paragraph(position.dates)], 25),
                  cell([paragraph(`${position.title}, ${position.company}`, { bold: true }), ...position.bullets.map((bullet) => paragraph(`- ${bullet}`))], 75),
                ],
              }),
          ),
        }),
        headingParagraph('Skills'),
        paragraph(resume.skills.join(' • ')),
        headingParagraph('Education'),
        paragraph(resume.education),
      ],
    },
  ])
}

/** Plain paragraphs: the contacts under the name, capitals for headings. */
function plainDocx(resume: Resume): Promise<Uint8Array> {
  return docxFile([
    {
      children: [
        paragraph(resume.name.toUpperCase(), { bold: true, size: 18 }),
        paragraph(resume.contacts.join(' | ')),
        paragraph(resume.title),
        headingParagraph('OBJECTIVE'),
        paragraph(resume.summary),
        headingParagraph('WORK HISTORY'),
        ...experienceParagraphs(resume),
        headingParagraph('CORE COMPETENCIES'),
        paragraph(resume.skills.join(', ')),
        headingParagraph('EDUCATION'),
        paragraph(resume.education),
      ],
    },
  ])
}

/** Plain text, labelled contacts, dashes for bullets. */
function textResume(resume: Resume): Uint8Array {
  const [email = '', phone = '', location = ''] = resume.contacts
  const lines = [
    resume.name,
    resume.title,
    '',
    `Email: ${email}`,
    `Phone: ${phone}`,
    `Location: ${location}`,
    '',
    'SUMMARY',
    resume.summary,
    '',
    'EXPERIENCE',
    ...resume.positions.flatMap((position) => [`${position.title} - ${position.company} (${position.dates})`, ...position.bullets.map((bullet) => `- ${bullet}`), '']),
    'SKILLS',
    resume.skills.join(', '),
    '',
    'EDUCATION',
    resume.education,
    '',
  ]
  return new TextEncoder().encode(lines.join('\n'))
}

const EXTENSIONS: Record<Person['layout'], string> = {
  'pdf-single': 'pdf',
  'pdf-two-columns': 'pdf',
  'pdf-scanned': 'pdf',
  'docx-header': 'docx',
  'docx-table': 'docx',
  'docx-plain': 'docx',
  txt: 'txt',
}

function render(person: Person, resume: Resume): Promise<Uint8Array> | Uint8Array {
  switch (person.layout) {
    case 'pdf-single':
      return singleColumnPdf(resume)
    case 'pdf-two-columns':
      return twoColumnPdf(resume)
    case 'pdf-scanned':
      return scannedPdf(resume)
    case 'docx-header':
      return headerDocx(resume)
    case 'docx-table':
      return tableDocx(resume)
    case 'docx-plain':
      return plainDocx(resume)
    case 'txt':
      return textResume(resume)
  }
}

async function main(): Promise<void> {
  await mkdir(CORPUS_DIR, { recursive: true })
  for (const file of await readdir(CORPUS_DIR)) if (/^\d{2}-.*\.(pdf|docx|txt)$/.test(file)) await rm(path.join(CORPUS_DIR, file))
  const expected: ExpectedResume[] = []
  for (const [index, person] of PEOPLE.entries()) {
    const file = `${String(index + 1).padStart(2, '0')}-${slug(person.name)}.${EXTENSIONS[person.layout]}`
    await writeFile(path.join(CORPUS_DIR, file), await render(person, resumeOf(person, index)))
    expected.push(expectedOf(person, file))
  }
  await writeFile(path.join(CORPUS_DIR, 'expected.json'), `${JSON.stringify({ today: CORPUS_TODAY.toISOString().slice(0, 10), resumes: expected }, null, 2)}\n`)
  console.log(`${expected.length} resumes and expected.json in ${CORPUS_DIR}`)
}

await main()
