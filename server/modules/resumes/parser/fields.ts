import type { ParsedField, ParsedResume } from '../../../../common/resumes'
import { findEmail, findLinks, findPhone } from './contacts'
import { findDateRanges, yearsCovered, type DateRange } from './dates'
import { DEGREE, findEducation, INSTITUTION } from './education'
import { FIELD_SEPARATOR, type ResumeLine } from './lines'
import { readPlace, type Place } from './places'
import { splitSections, type SectionedLine } from './sections'
import { findSkills } from './skills'
import { isJobTitle } from './titles'

/**
 * Reads a resume's fields from its lines and their layout: the name from the top's largest or
 * boldest name-like line, contacts and location from the header, the current title and the years
 * of experience from the dated positions, education from its section, skills from the vocabulary.
 * Each field's confidence says how strong its evidence was.
 */

export interface ExtractOptions {
  /** "Present" in a date range; today unless given. */
  today?: Date
  /** The lines came from OCR: every confidence is lowered. */
  ocr?: boolean
}

const OCR_FACTOR = 0.7

/** Pieces of a line: cells far apart, or parts joined by | • · or a spaced dash. */
function pieces(text: string): string[] {
  return text
    .split(new RegExp(`${FIELD_SEPARATOR}+|\\s*[|•·◦▪●♦■]\\s*|\\s+[–—]\\s+|\\s+-\\s+`))
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '')
}

/** Labels of a resume's contact lines, in English and the languages of its headings, by what they label. */
const LABELS: Record<string, readonly string[]> = {
  name: ['name', 'full name', 'nome', 'nom', 'nombre', 'vorname', 'imię i nazwisko', 'nome completo'],
  email: ['email', 'e-mail', 'mail', 'correo', 'courriel', 'posta elettronica'],
  phone: ['phone', 'mobile', 'cell', 'tel', 'tel.', 'telephone', 'telefono', 'teléfono', 'téléphone', 'tél', 'tél.', 'cellulare', 'móvil', 'movil', 'portable',
    'telefon', 'handy', 'mobil', 'telefone', 'celular', 'telemóvel', 'komórka', '電話'],
  location: ['location', 'address', 'city', 'based in', 'indirizzo', 'residenza', 'città', 'adresse', 'ville', 'dirección', 'ciudad', 'ubicación',
    'anschrift', 'wohnort', 'ort', 'endereço', 'cidade', 'localização', 'adres', 'miasto', 'miejscowość', '住所'],
  title: ['current title', 'title', 'position', 'role'],
  link: ['linkedin', 'github', 'website', 'web', 'portfolio', 'sito web', 'site web', 'sitio web', 'strona'],
}

const LABEL_KIND = new Map(Object.entries(LABELS).flatMap(([kind, labels]) => labels.map((label) => [label, kind] as const)))

const LABEL = new RegExp(
  `^(${[...LABEL_KIND.keys()]
    .sort((a, b) => b.length - a.length)
    .map((label) => label.replace(/[.]/g, '\\.'))
    .join('|')})\\s*[:：]\\s*`,
  'iu',
)

/** A phone's label anywhere on a line: the phone finder reads the number without it. */
const PHONE_LABEL = new RegExp(`(?:${[...(LABELS.phone ?? [])].sort((a, b) => b.length - a.length).map((label) => label.replace(/[.]/g, '\\.')).join('|')})\\s*[:：.]?\\s*`, 'giu')

/** "Telefono: 081 552 3344" → { label: 'phone', text: '081 552 3344' }: the label by what it labels. */
function unlabel(text: string): { label: string | null; text: string } {
  const match = LABEL.exec(text.trim())
  return match ? { label: LABEL_KIND.get((match[1] ?? '').toLowerCase()) ?? null, text: text.trim().slice(match[0].length).trim() } : { label: null, text: text.trim() }
}

const NAME_PARTICLES = new Set(['de', 'da', 'do', 'dos', 'das', 'del', 'della', 'di', 'du', 'van', 'von', 'der', 'den', 'ter', 'la', 'le', 'bin', 'binti', 'al', 'el', 'y', 'e', 'ben', 'ibn', 'af', 'zu'])

export function isNameLike(text: string): boolean {
  const trimmed = text.trim()
  if (trimmed.length < 3 || trimmed.length > 50 || /[\d@:/,;|]/.test(trimmed)) return false
  const words = trimmed.split(/\s+/)
  if (words.length === 1) return /^\p{Lo}{2,5}$/u.test(trimmed)
  if (words.length > 5) return false
  return words.every((word) => /^(?:\p{Lu}[\p{L}\p{M}'’.-]*|\p{Lo}+)$/u.test(word) || NAME_PARTICLES.has(word))
}

function titleCase(text: string): string {
  if (text !== text.toUpperCase()) return text
  return text.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`)
}

interface Candidate<T> {
  value: T
  confidence: number
}

function findName(lines: readonly SectionedLine[], skillsOf: (text: string) => string[]): Candidate<string> | null {
  const firstPage = lines.filter((line) => line.page === lines[0]?.page)
  const sizes = firstPage.map((line) => line.size).filter((size) => size > 0)
  const maxSize = sizes.length > 0 ? Math.max(...sizes) : 0
  const bodySize = median(sizes)
  let best: (Candidate<string> & { score: number }) | null = null
  firstPage.slice(0, 30).forEach((line, index) => {
    if (line.heading) return
    for (const piece of pieces(line.text).slice(0, 2)) {
      const { label, text } = unlabel(piece)
      if ((label && label !== 'name') || !isNameLike(text)) continue
      if (isJobTitle(text) || readPlace(text) || skillsOf(text).length > 0) continue
      let score = Math.max(0, 3 - index * 0.25)
      let confidence = 0.5
      if (label) {
        score += 5
        confidence = 0.9
      }
      if (maxSize > 0 && line.size >= maxSize - 0.1) {
        score += 4
        confidence = Math.max(confidence, line.bold ? 0.95 : 0.9)
      } else if (bodySize > 0 && line.size >= bodySize * 1.25) {
        score += 2
        confidence = Math.max(confidence, 0.8)
      }
      if (line.bold) {
        score += 1
        confidence = Math.max(confidence, 0.8)
      }
      if (maxSize === 0) confidence = Math.max(confidence, index <= 1 ? 0.85 : index <= 4 ? 0.7 : 0.5)
      if (line.section === 'header' || line.section === 'contact') score += 1
      if (!best || score > best.score) best = { value: titleCase(text), confidence, score }
    }
  })
  return best
}

/**
 * Lines with the lines that continue them joined on: a phrase wrapped at the page's edge
 * ("…, Google Classroom, Curriculum" / "development, …") goes on in lower case, where a list's
 * next item or a new sentence starts with a capital.
 */
function unwrapped(lines: readonly SectionedLine[]): SectionedLine[] {
  const joined: SectionedLine[] = []
  for (const line of lines) {
    const previous = joined.at(-1)
    if (previous && previous.section === line.section && /^\p{Ll}/u.test(line.text.trim()) && !/[,;:.•|]\s*$/.test(previous.text)) {
      joined[joined.length - 1] = { ...previous, text: `${previous.text.trimEnd()} ${line.text.trim()}` }
    } else {
      joined.push(line)
    }
  }
  return joined
}

function median(values: readonly number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

function findLocation(lines: readonly SectionedLine[]): Candidate<Place> | null {
  const near = lines.filter((line) => line.section === 'header' || line.section === 'contact')
  const top = lines.slice(0, 15)
  let best: Candidate<Place> | null = null
  for (const [group, weight] of [[near, 1], [top, 0.9]] as const) {
    for (const line of group) {
      for (const piece of pieces(line.text)) {
        const { label, text } = unlabel(piece)
        if (label && label !== 'location') continue
        // A phone number has seven digits or more; a street and a postal code are parts of their own.
        if (/@/.test(text) || text.split(',').some((part) => (part.match(/\d/g)?.length ?? 0) >= 7)) continue
        const place = readPlace(text) ?? addressTail(text)
        if (!place) continue
        const confidence = Math.min(0.95, place.certainty * weight + (label ? 0.05 : 0))
        if (!best || confidence > best.confidence) best = { value: place, confidence }
      }
    }
    if (best) return best
  }
  return best
}

/** "12 Main St, Springfield, IL 62701" → "Springfield, IL"; "Via Roma 12, 80131 Napoli" → "Napoli". */
function addressTail(text: string): Place | null {
  const parts = text.split(',').map((part) => part.trim())
  for (const count of [3, 2, 1]) {
    if (parts.length <= count) continue
    const place = readPlace(parts.slice(-count).join(', '))
    if (place) return place
  }
  return null
}

interface Position {
  range: DateRange
  title: string | null
  order: number
}

const BULLET = /^[•·▪◦●\-–*>✓]\s*/

function findPositions(lines: readonly SectionedLine[], today: Date): Position[] {
  const hasExperience = lines.some((line) => line.section === 'experience')
  // Without an experience section, a school named beside a degree, and the line after it, hold a course's dates, not a
  // position's (a teacher's school with no degree near it is a workplace).
  const studied = (index: number) => [lines[index - 1], lines[index], lines[index + 1]].some((line) => line !== undefined && DEGREE.test(line.text))
  const schoolLines = new Set(lines.flatMap((line, index) => (INSTITUTION.test(line.text) && studied(index) ? [line, lines[index + 1]] : [])))
  const eligible = lines.filter((line) =>
    hasExperience
      ? line.section === 'experience' && !line.heading
      : !['education', 'skills', 'languages', 'certifications'].includes(line.section) && !line.heading && !schoolLines.has(line),
  )
  const positions: Position[] = []
  eligible.forEach((line, index) => {
    const ranges = findDateRanges(line.text, today)
    if (ranges.length === 0 || BULLET.test(line.text)) return
    let rest = line.text
    for (const range of [...ranges].reverse()) rest = `${rest.slice(0, range.index)}${FIELD_SEPARATOR}${rest.slice(range.index + range.length)}`
    const around = [rest, eligible[index - 1], eligible[index + 1], eligible[index - 2]]
      .map((entry) => (typeof entry === 'string' ? entry : entry && !BULLET.test(entry.text) && findDateRanges(entry.text, today).length === 0 ? entry.text : ''))
    let title: string | null = null
    for (const text of around) {
      title = pieces(text.replace(/\s+(?:at|@)\s+/i, FIELD_SEPARATOR).replace(/,\s+/g, FIELD_SEPARATOR))
        .map((piece) => unlabel(piece).text.replace(/[()]/g, '').trim())
        .find((piece) => isJobTitle(piece)) ?? null
      if (title) break
    }
    for (const range of ranges) positions.push({ range, title, order: positions.length })
  })
  return positions
}

function currentTitle(positions: readonly Position[]): Position | null {
  let latest: Position | null = null
  for (const position of positions) {
    if (!position.title) continue
    if (!latest || position.range.end > latest.range.end) latest = position
  }
  return latest
}

const YEARS_STATEMENT = /(\d{1,2})\+?\s*(?:years?|yrs?)(?:'|’)?\s+(?:of\s+)?(?:[\w-]+\s+){0,3}experience/i

export function extractFields(resumeLines: readonly ResumeLine[], options: ExtractOptions = {}): ParsedResume {
  const today = options.today ?? new Date()
  const lines = splitSections(resumeLines)
  const text = lines.map((line) => line.text).join('\n')
  const confidence: ParsedResume['confidence'] = {}
  const set = <T>(field: ParsedField, candidate: Candidate<T> | null): T | null => {
    if (!candidate) return null
    confidence[field] = Math.round(candidate.confidence * (options.ocr ? OCR_FACTOR : 1) * 100) / 100
    return candidate.value
  }

  const skillTexts = unwrapped(lines.filter((line) => !line.heading)).map((line) => ({
    text: line.text,
    inSkillsSection: line.section === 'skills' || line.section === 'languages',
  }))
  const skills = findSkills(skillTexts)
  const name = set('name', findName(lines, (value) => findSkills([{ text: value, inSkillsSection: false }])))

  const email = findEmail(text)
  set('email', email ? { value: email, confidence: 0.99 } : null)

  const place = findLocation(lines)
  const location = set('location', place ? { value: place.value.text, confidence: place.confidence } : null)

  const contactFirst = [...lines.filter((line) => line.section === 'header' || line.section === 'contact'), ...lines].map((line) =>
    line.text.replace(PHONE_LABEL, ''),
  )
  const phoneFound = findPhone(contactFirst, place?.value.country ?? null)
  const phone = set('phone', phoneFound ? { value: phoneFound.value, confidence: phoneFound.parsed ? (phoneFound.assumedCountry ? 0.85 : 0.95) : 0.5 } : null)

  const links = findLinks(text)
  if (links.length > 0) set('links', { value: links, confidence: 0.9 })

  const positions = findPositions(lines, today)
  const current = currentTitle(positions)
  let headline = set('headline', current?.title ? { value: current.title, confidence: 0.85 } : null)
  if (!headline && name) {
    const nameIndex = lines.findIndex((line) => pieces(line.text).some((piece) => titleCase(unlabel(piece).text) === name))
    const under = lines.slice(nameIndex + 1, nameIndex + 4).flatMap((line) => pieces(line.text).map((piece) => unlabel(piece).text))
    const title = under.find((piece) => isJobTitle(piece))
    headline = set('headline', title ? { value: title, confidence: 0.7 } : null)
  }

  let years: number | null = null
  if (positions.length > 0) {
    years = set('years_experience', { value: yearsCovered(positions.map((position) => position.range)), confidence: positions.some((position) => position.range.yearOnly) ? 0.65 : 0.8 })
  } else {
    const statement = YEARS_STATEMENT.exec(text)
    if (statement) years = set('years_experience', { value: Number(statement[1]), confidence: 0.5 })
  }

  const education = findEducation(lines, today)
  if (education.length > 0) set('education', { value: education, confidence: education.every((entry) => entry.degree) ? 0.8 : 0.6 })
  if (skills.length > 0) set('skills', { value: skills, confidence: skills.length >= 3 ? 0.8 : 0.6 })

  return {
    name,
    email,
    phone,
    location,
    headline,
    links,
    skills,
    years_experience: years,
    education,
    confidence,
  }
}
