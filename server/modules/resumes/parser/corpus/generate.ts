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
import { PEOPLE, PROFESSIONS, type DateStyle, type Language, type Person, type Profession, type Schooling } from './people'

const COMPANIES = ['Northwind Traders', 'Contoso Group', 'Globex Corporation', 'Fabrikam Inc.', 'Tailspin Toys', 'Wingtip Partners', 'Litware Ltd', 'Proseware Co.']
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** Headings, contact labels and dates in each language a resume of the corpus is written in. */
interface Words {
  summary: string
  experience: string
  skills: string
  education: string
  contact: string
  email: string
  phone: string
  location: string
  /** Abbreviated month names, January first. */
  months: readonly string[]
  present: string
  /** "seit 2020": a position still held, in a word before its start. */
  since: string
  /** A volunteer section's heading: its dates are no position's. */
  volunteer: string
}

const WORDS: Record<Language, Words> = {
  en: { summary: 'Summary', experience: 'Experience', skills: 'Skills', education: 'Education', contact: 'Contact', email: 'Email', phone: 'Phone', location: 'Location',
    months: MONTHS.map((month) => month.slice(0, 3)), present: 'Present', since: 'Since', volunteer: 'Volunteer' },
  it: { summary: 'Profilo', experience: 'Esperienza professionale', skills: 'Competenze', education: 'Istruzione e formazione', contact: 'Contatti', email: 'E-mail',
    phone: 'Telefono', location: 'Indirizzo', months: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'], present: 'oggi', since: 'dal', volunteer: 'Volontariato' },
  fr: { summary: 'Profil', experience: 'Expérience professionnelle', skills: 'Compétences', education: 'Formation', contact: 'Coordonnées', email: 'E-mail',
    phone: 'Téléphone', location: 'Adresse', months: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'], present: 'présent', since: 'depuis', volunteer: 'Bénévolat' },
  es: { summary: 'Perfil profesional', experience: 'Experiencia laboral', skills: 'Habilidades', education: 'Formación académica', contact: 'Contacto', email: 'Correo',
    phone: 'Teléfono', location: 'Dirección', months: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'], present: 'actualidad', since: 'desde', volunteer: 'Voluntariado' },
  de: { summary: 'Über mich', experience: 'Berufserfahrung', skills: 'Kenntnisse', education: 'Ausbildung', contact: 'Kontakt', email: 'E-Mail', phone: 'Telefon',
    location: 'Wohnort', months: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'], present: 'heute', since: 'seit', volunteer: 'Ehrenamt' },
  pt: { summary: 'Resumo profissional', experience: 'Experiência profissional', skills: 'Competências', education: 'Formação acadêmica', contact: 'Contato', email: 'E-mail',
    phone: 'Telefone', location: 'Endereço', months: ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'], present: 'atual', since: 'desde', volunteer: 'Voluntariado' },
  pl: { summary: 'Podsumowanie', experience: 'Doświadczenie zawodowe', skills: 'Umiejętności', education: 'Wykształcenie', contact: 'Kontakt', email: 'E-mail',
    phone: 'Telefon', location: 'Adres', months: ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'], present: 'obecnie', since: 'od', volunteer: 'Wolontariat' },
  ja: { summary: '自己紹介', experience: '職歴', skills: 'スキル', education: '学歴', contact: '連絡先', email: 'E-mail', phone: '電話', location: '住所',
    months: MONTHS.map((month) => month.slice(0, 3)), present: '現在', since: 'Since', volunteer: 'Volunteer' },
}
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
  /** One line a school, or (`educationLines`) degree, school and years on lines of their own. */
  education: string[]
  words: Words
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '')

/** One side of a date range as the person's style writes it; month 0 is a bare year. */
function writeDate(year: number, month: number, style: DateStyle, words: Words): string {
  if (month === 0 || style === 'yyyy' || style === 'since') return String(year)
  // A theme prints the JSON Resume's dates as they are stored: ISO, to the day.
  if (style === 'iso') return `${year}-${String(month).padStart(2, '0')}-01`
  const name = MONTHS[month - 1] ?? ''
  const twoDigits = String(month).padStart(2, '0')
  switch (style) {
    case 'mm/yyyy':
      return `${twoDigits}/${year}`
    case 'mm.yyyy':
      return `${twoDigits}.${year}`
    case 'nen gatsu':
      return `${year}年${month}月`
    case 'month yyyy to':
      return `${name} ${year}`
    case 'sept current':
      return `${name === 'September' ? 'Sept' : name.slice(0, 3)} ${year}`
    default:
      return `${words.months[month - 1] ?? name.slice(0, 3)} ${year}`
  }
}

function writeRange(position: Person['positions'][number], style: DateStyle, words: Words): string {
  const [startYear, startMonth, endYear, endMonth] = position
  const start = writeDate(startYear, startMonth, style, words)
  if (style === 'since' && endYear === 'present') return `${words.since} ${start}`
  const end = endYear === 'present' ? (style === 'sept current' ? 'Current' : words.present) : writeDate(endYear, endMonth, style, words)
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

/** The schools a person names, or the profession's degree the year before the first position. */
function schoolingOf(person: Person): readonly Schooling[] {
  if (person.schooling) return person.schooling
  const profession = PROFESSIONS[person.profession]
  const graduated = Math.min(...person.positions.map((position) => position[0])) - 1
  return [{ degree: profession.degree, institution: profession.institution, from: graduated, to: graduated }]
}

function resumeOf(person: Person, index: number): Resume {
  const profession = PROFESSIONS[person.profession]
  const words = WORDS[person.language]
  const written = profession.skills.map((skill) => skill.written)
  const positions = person.positions.map((position, order) => ({
    title: profession.titles[Math.min(order, 2)] ?? profession.titles[0],
    company: COMPANIES[(index + order * 3) % COMPANIES.length] ?? 'Northwind Traders',
    place: person.location,
    dates: writeRange(position, person.dates, words),
    bullets: profession.duties.slice(0, 2).map((duty, line) => duty.replace('{skill}', written[(order * 2 + line) % written.length] ?? '')),
  }))
  // An English resume writes its school on one line with the year it ended; the others give the years of study, two layouts in turn.
  const education = schoolingOf(person).flatMap((school) => {
    const years = school.from === school.to ? String(school.to) : `${school.from} – ${school.to}`
    if (person.language === 'en' && !person.schooling) return [`${school.degree}, ${school.institution}, ${years}`]
    return index % 2 === 0 ? [school.institution, school.degree, years] : [`${school.degree}, ${school.institution}, ${years}`]
  })
  return {
    name: person.name,
    title: profession.titles[0],
    contacts: [person.email, person.phone, person.location, ...(person.linkedin ? [person.linkedin] : [])],
    summary: profession.summary,
    positions,
    skills: written,
    education,
    words,
  }
}

function expectedOf(person: Person, file: string, resume: Resume): ExpectedResume {
  const profession = PROFESSIONS[person.profession]
  // The profession's claims outside the skills list partly rest on its degree ("BFA Graphic Design"): a person who names
  // their own schools claims only what their resume writes.
  const written = [resume.summary, ...resume.positions.flatMap((position) => [position.title, ...position.bullets]), ...resume.education].join('\n').toLowerCase()
  const claims = person.schooling ? profession.alsoClaims.filter((claim) => written.includes(claim.toLowerCase())) : profession.alsoClaims
  return {
    file,
    layout: person.layout,
    name: person.name,
    email: person.email,
    phone: parsePhoneNumber(person.phone, person.phoneCountry).number,
    location: person.layout === 'pdf-label-gutter' ? null : person.location,
    title: profession.titles[0],
    skills: [...new Set([...profession.skills.map((skill) => skill.canonical), ...claims])].sort(),
    years_experience: yearsOfExperience(person),
    education: schoolingOf(person).map((school) => ({ institution: school.institution, degree: school.degree, year: school.to })),
  }
}

// ── PDF ────────────────────────────────────────────────────────────────────────────────────────

interface Pen {
  page: PDFPage
  regular: PDFFont
  bold: PDFFont
}

/**
 * Draws `text` wrapped to `width` from (x, y) down; answers the y below it. With `breakWords`, a
 * word wider than the column (an email in a narrow sidebar) is broken where the column ends.
 */
function drawWrapped(pen: Pen, text: string, x: number, y: number, width: number, size: number, bold = false, breakWords = false): number {
  const font = bold ? pen.bold : pen.regular
  let line = ''
  let top = y
  const words = breakWords ? text.split(' ').flatMap((word) => brokenWord(word, (part) => font.widthOfTextAtSize(part, size) <= width)) : text.split(' ')
  for (const word of words) {
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

/** A word as the pieces that fit a column, each as long as it can be. */
function brokenWord(word: string, fits: (part: string) => boolean): string[] {
  const parts: string[] = []
  let rest = word
  while (rest !== '' && !fits(rest)) {
    let length = rest.length - 1
    while (length > 1 && !fits(rest.slice(0, length))) length -= 1
    parts.push(rest.slice(0, length))
    rest = rest.slice(length)
  }
  return rest === '' ? parts : [...parts, rest]
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
  heading(resume.words.summary.toUpperCase())
  y = drawWrapped(pen, resume.summary, left, y, width, 10)
  heading(resume.words.experience.toUpperCase())
  for (const position of resume.positions) {
    pen.page.drawText(`${position.title}, ${position.company}`, { x: left, y, size: 10.5, font: pen.bold })
    pen.page.drawText(position.dates, { x: left + width - pen.regular.widthOfTextAtSize(position.dates, 10), y, size: 10, font: pen.regular })
    y -= 14
    pen.page.drawText(position.place, { x: left, y, size: 9.5, font: pen.regular })
    y -= 14
    for (const bullet of position.bullets) y = drawWrapped(pen, `• ${bullet}`, left + 10, y, width - 10, 10)
    y -= 4
  }
  heading(resume.words.skills.toUpperCase())
  y = drawWrapped(pen, resume.skills.join(', '), left, y, width, 10)
  heading(resume.words.education.toUpperCase())
  for (const line of resume.education) y = drawWrapped(pen, line, left, y, width, 10)
  return doc.save()
}

/**
 * A sidebar (contacts, skills one per line, education) beside the main column (name, summary,
 * experience). The main column is drawn first: a PDF's drawing order is not its reading order.
 */
async function twoColumnPdf(resume: Resume, sideWidth = 160): Promise<Uint8Array> {
  const { doc, pen } = await pdfDocument()
  const main = 222
  const mainWidth = 354
  let y = 736
  pen.page.drawText(resume.name, { x: main, y, size: 24, font: pen.bold })
  y -= 22
  pen.page.drawText(resume.title, { x: main, y, size: 13, font: pen.regular })
  y -= 30
  pen.page.drawText(resume.words === WORDS.en ? 'PROFILE' : resume.words.summary.toUpperCase(), { x: main, y, size: 11.5, font: pen.bold })
  y = drawWrapped(pen, resume.summary, main, y - 16, mainWidth, 10) - 8
  pen.page.drawText(resume.words === WORDS.en ? 'WORK EXPERIENCE' : resume.words.experience.toUpperCase(), { x: main, y, size: 11.5, font: pen.bold })
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
  const narrow = sideWidth < 160
  let s = 700
  const sideHeading = (text: string) => {
    pen.page.drawText(text, { x: side, y: s, size: 11, font: pen.bold })
    s -= 16
  }
  sideHeading(resume.words.contact.toUpperCase())
  for (const contact of resume.contacts) s = drawWrapped(pen, contact, side, s, sideWidth, 9, false, narrow)
  s -= 10
  sideHeading(resume.words.skills.toUpperCase())
  for (const skill of resume.skills) s = drawWrapped(pen, skill, side, s, sideWidth, 9.5)
  s -= 10
  sideHeading(resume.words.education.toUpperCase())
  for (const line of resume.education) s = drawWrapped(pen, line, side, s, sideWidth, 9)
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
  for (const line of resume.education) write(line, 10)
  const doc = await PDFDocument.create()
  doc.setCreationDate(FIXED_DATE)
  doc.setModificationDate(FIXED_DATE)
  const image = await doc.embedPng(await canvas.encode('png'))
  doc.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 })
  return doc.save()
}

/**
 * Draws a heading letter-spaced, each letter a text run of its own as a theme's PDF positions them: a text layer
 * gives the letters spaced singly, and the wider gap between two words as one space too ("W O R K E X P E R I E N C E").
 */
function drawLetterSpaced(pen: Pen, text: string, x: number, y: number, size: number): void {
  let at = x
  for (const letter of text) {
    if (letter === ' ') {
      at += size * 0.3
      continue
    }
    pen.page.drawText(letter, { x: at, y, size, font: pen.bold })
    at += pen.bold.widthOfTextAtSize(letter, size) + size * 0.45
  }
}

/** The skills list as a theme groups it: each group's label on a line over its items joined by middle dots; one group without labels. */
function skillGroupLines(person: Person, resume: Resume): string[] {
  const labels = (PROFESSIONS[person.profession] as Profession).skillGroups
  if (!labels) return [resume.skills.join(' · ')]
  const half = Math.ceil(resume.skills.length / 2)
  return [labels[0], resume.skills.slice(0, half).join(' · '), labels[1], resume.skills.slice(half).join(' · ')]
}

/**
 * A theme's one column: letter-spaced headings (the skills first), each position as "Title at Company" with its
 * dates at the right margin of the same line, and each school as "Degree at School" with its years there too.
 */
async function spacedHeadingsPdf(person: Person, resume: Resume): Promise<Uint8Array> {
  const { doc, pen } = await pdfDocument()
  const left = 54
  const right = 558
  let y = 736
  pen.page.drawText(resume.name, { x: left, y, size: 24, font: pen.bold })
  y -= 20
  pen.page.drawText(resume.title, { x: left, y, size: 12, font: pen.regular })
  y -= 16
  pen.page.drawText(person.location, { x: left, y, size: 9.5, font: pen.regular })
  y -= 14
  const [email = '', phone = ''] = resume.contacts
  pen.page.drawText(`${email}      ${phone}`, { x: left, y, size: 9.5, font: pen.regular })
  const atRight = (text: string, size: number) => pen.page.drawText(text, { x: right - pen.regular.widthOfTextAtSize(text, size), y, size, font: pen.regular })
  const heading = (text: string) => {
    y -= 24
    drawLetterSpaced(pen, text, left, y, 11)
    y -= 16
  }
  heading('SKILLS')
  for (const line of skillGroupLines(person, resume)) y = drawWrapped(pen, line, left, y, right - left, 10)
  heading('WORK EXPERIENCE')
  for (const position of resume.positions) {
    pen.page.drawText(`${position.title} at ${position.company}`, { x: left, y, size: 10.5, font: pen.bold })
    atRight(position.dates, 10)
    y -= 14
    for (const bullet of position.bullets) y = drawWrapped(pen, bullet, left, y, right - left, 10)
    y -= 4
  }
  heading('EDUCATION')
  for (const school of schoolingOf(person)) {
    pen.page.drawText(`${school.degree} at ${school.institution}`, { x: left, y, size: 10, font: pen.regular })
    atRight(school.from === school.to ? String(school.to) : `${school.from} - ${school.to}`, 10)
    y -= 14
  }
  return doc.save()
}

/**
 * A theme's gutter of section labels at the left margin ("Contact", "Profiles", "Work", "Education", "Skills"), each
 * beside its section's first line, and no location: the contacts under their labels, each position's ISO dates over
 * its title (open-ended while held), each school beside its years.
 */
async function labelGutterPdf(person: Person, resume: Resume): Promise<Uint8Array> {
  const { doc, pen } = await pdfDocument()
  const gutter = 54
  const content = 190
  let y = 736
  pen.page.drawText(resume.name, { x: gutter, y, size: 24, font: pen.bold })
  y -= 20
  pen.page.drawText(resume.title, { x: gutter, y, size: 12, font: pen.regular })
  y -= 34
  const label = (text: string) => pen.page.drawText(text, { x: gutter, y: y + 1.5, size: 11, font: pen.bold })
  const line = (text: string, size = 10, bold = false) => {
    pen.page.drawText(text, { x: content, y, size, font: bold ? pen.bold : pen.regular })
    y -= size * 1.45
  }
  const [email = '', phone = ''] = resume.contacts
  label('Contact')
  line(`${resume.words.email}          ${resume.words.phone}`, 9)
  line(`${email}      ${phone}`)
  y -= 10
  label('Profiles')
  line(`LinkedIn   ${person.linkedin ?? `linkedin.com/in/${slug(person.name).replace(/-/g, '')}`}`)
  y -= 10
  label('Work')
  for (const [order, position] of resume.positions.entries()) {
    const [, , endYear] = person.positions[order] ?? []
    // The theme prints a position still held as its start and a dash.
    line(endYear === 'present' ? `${position.dates.split(' – ')[0] ?? ''} —` : position.dates.replace(' – ', ' — '), 9.5)
    line(position.title, 10.5, true)
    for (const bullet of position.bullets) line(bullet)
    y -= 6
  }
  y -= 4
  label('Education')
  for (const school of schoolingOf(person)) {
    line(`${school.institution}      ${school.from}-09-01 — ${school.to}-06-01`)
    line(school.degree)
  }
  y -= 10
  label('Skills')
  for (const text of skillGroupLines(person, resume)) line(text)
  return doc.save()
}

/**
 * A sidebar (contacts, skills) beside the main column (summary, experience, education), and each entry's dates at the
 * right margin, a little above its title's baseline: the sidebar's and the main column's baselines interleave, and the
 * widest gutter is the one before the dates, as in a published theme with a sidebar.
 */
async function datesMarginPdf(person: Person, resume: Resume): Promise<Uint8Array> {
  const { doc, pen } = await pdfDocument()
  const side = 36
  const main = 200
  const right = 560
  pen.page.drawText(resume.name, { x: side, y: 744, size: 24, font: pen.bold })
  pen.page.drawText(resume.title, { x: side, y: 724, size: 12, font: pen.regular })
  let s = 680
  const sideLine = (text: string, bold = false) => {
    pen.page.drawText(text, { x: side, y: s, size: bold ? 10.5 : 9, font: bold ? pen.bold : pen.regular })
    s -= 17
  }
  sideLine(resume.words.contact, true)
  for (const contact of resume.contacts) sideLine(contact)
  s -= 8
  sideLine(resume.words.skills, true)
  for (const skill of resume.skills) sideLine(skill)
  let y = 688
  const dates = (text: string) => pen.page.drawText(text, { x: right - pen.regular.widthOfTextAtSize(text, 8.5), y: y + 8, size: 8.5, font: pen.regular })
  pen.page.drawText(resume.words.summary, { x: main, y, size: 11, font: pen.bold })
  y = drawWrapped(pen, resume.summary, main, y - 18, 220, 9) - 12
  pen.page.drawText(resume.words.experience, { x: main, y, size: 11, font: pen.bold })
  y -= 30
  for (const position of resume.positions) {
    pen.page.drawText(position.title, { x: main, y, size: 10, font: pen.bold })
    dates(position.dates)
    y -= 14
    pen.page.drawText(position.company, { x: main, y, size: 9, font: pen.regular })
    y -= 14
    for (const bullet of position.bullets) y = drawWrapped(pen, bullet, main + 10, y, 210, 8.5)
    y -= 16
  }
  pen.page.drawText(resume.words.education, { x: main, y, size: 11, font: pen.bold })
  y -= 30
  for (const school of schoolingOf(person)) {
    pen.page.drawText(school.institution, { x: main, y, size: 10, font: pen.bold })
    dates(school.from === school.to ? String(school.to) : `${school.from} - ${school.to}`)
    y -= 14
    pen.page.drawText(school.degree, { x: main, y, size: 9, font: pen.regular })
    y -= 24
  }
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
        headingParagraph(resume.words === WORDS.en ? 'Professional Summary' : resume.words.summary),
        paragraph(resume.summary),
        headingParagraph(resume.words === WORDS.en ? 'Professional Experience' : resume.words.experience),
        ...experienceParagraphs(resume),
        headingParagraph(resume.words === WORDS.en ? 'Key Skills' : resume.words.skills),
        ...resume.skills.map(bulletParagraph),
        headingParagraph(resume.words.education),
        ...resume.education.map((line) => paragraph(line)),
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
                cell([paragraph(`${resume.words.email}: ${email}`), paragraph(`${resume.words.phone}: ${phone}`), paragraph(`${resume.words.location}: ${location}`)], 45),
              ],
            }),
          ],
        }),
        headingParagraph(resume.words.summary),
        paragraph(resume.summary),
        headingParagraph(resume.words === WORDS.en ? 'Employment History' : resume.words.experience),
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
        headingParagraph(resume.words.skills),
        paragraph(resume.skills.join(' • ')),
        headingParagraph(resume.words.education),
        ...resume.education.map((line) => paragraph(line)),
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
        headingParagraph(resume.words === WORDS.en ? 'OBJECTIVE' : resume.words.summary.toUpperCase()),
        paragraph(resume.summary),
        headingParagraph(resume.words === WORDS.en ? 'WORK HISTORY' : resume.words.experience.toUpperCase()),
        ...experienceParagraphs(resume),
        headingParagraph(resume.words === WORDS.en ? 'CORE COMPETENCIES' : resume.words.skills.toUpperCase()),
        paragraph(resume.skills.join(', ')),
        headingParagraph(resume.words.education.toUpperCase()),
        ...resume.education.map((line) => paragraph(line)),
      ],
    },
  ])
}

/**
 * The text layer of a published theme's PDF: an icon font's glyph (private-use code points, as
 * Font Awesome's) before the title and each contact item, each position's ISO dates on a line of
 * their own under its title and company, and a volunteer section whose dates are no position's.
 */
function themeText(resume: Resume): Uint8Array {
  const icons = ['\uf0e0', '\uf095', '\uf3c5', '\uf08c']
  const lines = [
    resume.name,
    `\uf2bb ${resume.title}`,
    ...resume.contacts.map((contact, index) => `${icons[index] ?? '\uf0c1'} ${contact}`),
    '',
    resume.words.summary.toUpperCase(),
    resume.summary,
    '',
    resume.words.experience.toUpperCase(),
    ...resume.positions.flatMap((position) => [position.title, `${position.company} · ${position.place}`, position.dates, ...position.bullets.map((bullet) => `• ${bullet}`), '']),
    resume.words.volunteer.toUpperCase(),
    'Riverside Food Bank',
    `2005-01-01 – ${resume.words.present}`,
    '',
    resume.words.skills.toUpperCase(),
    ...resume.skills,
    '',
    resume.words.education.toUpperCase(),
    ...resume.education,
    '',
  ]
  return new TextEncoder().encode(lines.join('\n'))
}

/** Plain text, labelled contacts, dashes for bullets. */
function textResume(resume: Resume): Uint8Array {
  const [email = '', phone = '', location = ''] = resume.contacts
  const lines = [
    resume.name,
    resume.title,
    '',
    `${resume.words.email}: ${email}`,
    `${resume.words.phone}: ${phone}`,
    `${resume.words.location}: ${location}`,
    '',
    resume.words.summary.toUpperCase(),
    resume.summary,
    '',
    resume.words.experience.toUpperCase(),
    ...resume.positions.flatMap((position) => [`${position.title} - ${position.company} (${position.dates})`, ...position.bullets.map((bullet) => `- ${bullet}`), '']),
    resume.words.skills.toUpperCase(),
    resume.skills.join(', '),
    '',
    resume.words.education.toUpperCase(),
    ...resume.education,
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
  'txt-theme': 'txt',
  'pdf-narrow-sidebar': 'pdf',
  'pdf-spaced-headings': 'pdf',
  'pdf-label-gutter': 'pdf',
  'pdf-dates-margin': 'pdf',
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
    case 'txt-theme':
      return themeText(resume)
    case 'pdf-narrow-sidebar':
      return twoColumnPdf(resume, 100)
    case 'pdf-spaced-headings':
      return spacedHeadingsPdf(person, resume)
    case 'pdf-label-gutter':
      return labelGutterPdf(person, resume)
    case 'pdf-dates-margin':
      return datesMarginPdf(person, resume)
  }
}

async function main(): Promise<void> {
  await mkdir(CORPUS_DIR, { recursive: true })
  for (const file of await readdir(CORPUS_DIR)) if (/^\d{2}-.*\.(pdf|docx|txt)$/.test(file)) await rm(path.join(CORPUS_DIR, file))
  const expected: ExpectedResume[] = []
  for (const [index, person] of PEOPLE.entries()) {
    const file = `${String(index + 1).padStart(2, '0')}-${slug(person.name)}.${EXTENSIONS[person.layout]}`
    const resume = resumeOf(person, index)
    await writeFile(path.join(CORPUS_DIR, file), await render(person, resume))
    expected.push(expectedOf(person, file, resume))
  }
  await writeFile(path.join(CORPUS_DIR, 'expected.json'), `${JSON.stringify({ today: CORPUS_TODAY.toISOString().slice(0, 10), resumes: expected }, null, 2)}\n`)
  console.log(`${expected.length} resumes and expected.json in ${CORPUS_DIR}`)
}

await main()
