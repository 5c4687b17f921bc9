import type { ParsedField, ParsedResume } from '../../../../common/resumes'
import type { CountryCode } from 'libphonenumber-js/max'
import { domainCountries, findEmailInLines, findLinks, findPhone } from './contacts'
import { findDateRanges, holdsDate, isMonthName, yearsCovered, type DateRange } from './dates'
import { DEGREE, findEducation, INSTITUTION } from './education'
import { FIELD_SEPARATOR, type ResumeLine } from './lines'
import { citiesNamed, countryOf, placeKey, readPlace, type Place } from './places'
import { splitSections, type SectionedLine } from './sections'
import { findSkills } from './skills'
import { isCompanyName, isJobTitle, mayBeTitle } from './titles'

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

/**
 * What OCR or a header puts where a name could be but no person is called: a company by its legal
 * form, a school, a degree ("Lehrabschluss Kfz-Technik"), or a city and its country without the comma ("Porto Alegre Brazil").
 */
function notAPerson(text: string): boolean {
  if (isCompanyName(text) || INSTITUTION.test(text) || DEGREE.test(text)) return true
  const words = text.trim().split(/\s+/)
  return [1, 2].some((count) => words.length > count && countryOf(words.slice(-count).join(' ')) !== null && readPlace(words.slice(0, -count).join(' ')) !== null)
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
    // An employer ("Conad Sicilia") or a degree under a heading is a position's or a school's, never the person's name.
    if (line.heading || line.section === 'experience' || line.section === 'education') return
    for (const piece of pieces(line.text).slice(0, 2)) {
      const { label, text } = unlabel(piece)
      if ((label && label !== 'name') || !isNameLike(text)) continue
      if (isJobTitle(text) || readPlace(text) || skillsOf(text).length > 0 || notAPerson(text)) continue
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

/** A title the vocabulary knows, and not a skill's whole name: "Adobe Illustrator" is a tool, where "Illustrator" alone is a job. */
function isTitle(text: string): boolean {
  if (!isJobTitle(text)) return false
  const key = text.trim().toLowerCase()
  return !key.includes(' ') || !findSkills([{ text, inSkillsSection: true }], { vocabularyOnly: true }).some((skill) => skill.toLowerCase() === key)
}

function median(values: readonly number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** A city followed by its region or country ("Leeds, UK", "Gdańsk, Poland"): sure enough to be read anywhere on the first page. */
const SURE_PLACE = 0.85

function findLocation(lines: readonly SectionedLine[], name: string | null, today: Date): Candidate<Place> | null {
  const near = lines.filter((line) => line.section === 'header' || line.section === 'contact')
  const top = lines.slice(0, 15)
  // A sidebar or a theme's header may sit anywhere in reading order; positions and schools name their own places.
  const firstPage = lines.filter((line) => line.page === lines[0]?.page && !['experience', 'education', 'other', 'certifications'].includes(line.section))
  // A first name is sometimes a city too ("Sofía"): no word of the person's name is their location.
  const nameWords = new Set(name ? [placeKey(name), ...name.split(/\s+/).map(placeKey)] : [])
  let best: Candidate<Place> | null = null
  for (const [group, weight, least] of [[near, 1, 0], [top, 0.9, 0], [firstPage, 0.85, SURE_PLACE]] as const) {
    for (const line of group) {
      if (holdsDate(line.text, today)) continue
      for (const piece of pieces(line.text)) {
        const { label, text } = unlabel(piece)
        if (label && label !== 'location') continue
        // A phone number has seven digits or more; a street and a postal code are parts of their own.
        if (/@/.test(text) || text.split(',').some((part) => (part.match(/\d/g)?.length ?? 0) >= 7)) continue
        // A month ("Jun"), a name or a school is no place, whatever town shares its name.
        if (isMonthName(text) || nameWords.has(placeKey(text)) || INSTITUTION.test(text)) continue
        const place = readPlace(text) ?? addressTail(text)
        if (!place || place.certainty < least) continue
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
  /** A title the vocabulary knows, on the dates' line or the lines that belong to it. */
  title: string | null
  /** Without one, the role line beside the dates as it stands ("Capo Cuoco, Ristorante Da Mario"), in any language. */
  role: string | null
  order: number
}

const BULLET = /^[•·▪◦●\-–*>✓]\s*/

function findPositions(lines: readonly SectionedLine[], today: Date): Position[] {
  const hasExperience = lines.some((line) => line.section === 'experience')
  // Without an experience section, a school named beside a degree, and the line after it, hold a course's dates, not a
  // position's (a teacher's school with no degree near it is a workplace).
  const studied = (index: number) => [lines[index - 1], lines[index], lines[index + 1]].some((line) => line !== undefined && DEGREE.test(line.text))
  const schoolLines = new Set(lines.flatMap((line, index) => (INSTITUTION.test(line.text) && studied(index) ? [line, lines[index + 1]] : [])))
  const outsideSchooling = lines.filter(
    (line) => !['education', 'skills', 'languages', 'certifications', 'other'].includes(line.section) && !line.heading && !schoolLines.has(line),
  )
  if (hasExperience) {
    const positions = positionsIn(lines.filter((line) => line.section === 'experience' && !line.heading), today)
    // A theme that prints the dates in a column of their own leaves the experience section without them: that column
    // starts over in the header, so the dates are read outside the sections of schooling and the like instead.
    return positions.length > 0 ? positions : positionsIn(outsideSchooling, today)
  }
  return positionsIn(outsideSchooling, today)
}

function positionsIn(eligible: readonly SectionedLine[], today: Date): Position[] {
  const positions: Position[] = []
  const dated = eligible.map((line) => (BULLET.test(line.text) ? [] : findDateRanges(line.text, today)))
  // The section's first position shows its layout: dates before the role ("2019 – oggi" / "Capo Cuoco") or after it. The
  // line on the other side belongs to the neighbouring position, whose title is not this one's.
  const datesFirst = dated.findIndex((ranges) => ranges.length > 0) === 0
  eligible.forEach((line, index) => {
    const ranges = dated[index] ?? []
    if (ranges.length === 0) return
    let rest = line.text
    for (const range of [...ranges].reverse()) rest = `${rest.slice(0, range.index)}${FIELD_SEPARATOR}${rest.slice(range.index + range.length)}`
    const side = datesFirst ? [index + 1, index + 2] : [index - 1, index - 2]
    const around = [rest, ...side.map((at) => (eligible[at] && !BULLET.test(eligible[at].text) && dated[at]?.length === 0 ? eligible[at].text : ''))]
    const candidates = around.map((text) =>
      pieces(text.replace(/\s+(?:at|@)\s+/i, FIELD_SEPARATOR).replace(/,\s+/g, FIELD_SEPARATOR)).map((piece) => unlabel(piece).text.replace(/[()]/g, '').trim()),
    )
    const title = candidates.flat().find((piece) => isTitle(piece)) ?? null
    const role = candidates.find((texts) => texts.length > 0)?.[0] ?? null
    for (const range of ranges) positions.push({ range, title, role: role && mayBeTitle(role) && !readPlace(role) ? role : null, order: positions.length })
  })
  return positions
}

/** The position held last (of two held still, the one with a known title, else the first written); an earlier one's title is not the current one. */
function latestPosition(positions: readonly Position[]): Position | null {
  let latest: Position | null = null
  for (const position of positions) {
    if (!latest || position.range.end > latest.range.end || (position.range.end === latest.range.end && !latest.title && position.title)) latest = position
  }
  return latest
}

/** A school's city in its name: its last words, or the words after "of", "de", "di", "zu"… ("Universität zu Köln", "HEC Paris"). */
const SCHOOL_CITY = /(?:^|\s)(?:of|de|di|da|do|del|della|du|zu|in|w|at)\s+((?:\p{Lu}[\p{L}\p{M}'’-]*)(?:\s+\p{Lu}[\p{L}\p{M}'’-]*)?)|(\p{Lu}[\p{L}\p{M}'’-]*)$/gu

/**
 * The countries of the places a resume's positions and schools name ("Lyon, France" beside an employer, the city in
 * "Universidad de Guadalajara"), most named first: where a person without a written location likely lives.
 */
function namedPlaceCountries(lines: readonly SectionedLine[]): CountryCode[] {
  const votes = new Map<CountryCode, number>()
  const vote = (country: CountryCode | null) => {
    if (country) votes.set(country, (votes.get(country) ?? 0) + 1)
  }
  for (const line of lines) {
    if (line.heading || (line.section !== 'experience' && line.section !== 'education' && !INSTITUTION.test(line.text))) continue
    for (const piece of pieces(line.text.replace(/,\s+/g, FIELD_SEPARATOR))) {
      if (INSTITUTION.test(piece)) {
        const named = [...piece.matchAll(SCHOOL_CITY)].map((match) => match[1] ?? match[2] ?? '').find((words) => (citiesNamed(words)[0]?.population ?? 0) >= LARGE_CITY)
        if (named) vote(citiesNamed(named)[0]?.country ?? null)
        continue
      }
      const place = readPlace(piece)
      if (place && place.certainty >= SURE_PLACE) vote(place.country)
    }
  }
  return [...votes.entries()].sort((a, b) => b[1] - a[1]).map(([country]) => country)
}

/** A city this large is what a school's name means by it ("Paris", not a village of that name). */
const LARGE_CITY = 100_000

/**
 * The countries a national phone number is likelier dialled in, when the location names none:
 * the email's and websites' country-code domains, then the language of the section headings.
 */
const HEADING_LANGUAGES: readonly [RegExp, readonly CountryCode[]][] = [
  [/^(?:esperienz[ae]|istruzione|competenze|lingue|profilo|contatti|formazione)(?!\p{L})/u, ['IT']],
  [/^(?:expériences?|compétences|formation|langues|coordonnées|parcours)(?!\p{L})/u, ['FR', 'BE', 'CH']],
  [/^(?:experiencia|habilidades|formación|educación|idiomas|contacto|competencias|estudios)(?!\p{L})/u, ['ES', 'MX', 'AR', 'CO', 'CL']],
  [/^(?:berufserfahrung|kenntnisse|ausbildung|sprachen|kontakt|werdegang|über mich)(?!\p{L})/u, ['DE', 'AT', 'CH']],
  [/^(?:experiência|competências|formação|escolaridade|idiomas)(?!\p{L})/u, ['BR', 'PT']],
  [/^(?:doświadczenie|umiejętności|wykształcenie|języki|edukacja)(?!\p{L})/u, ['PL']],
  [/^(?:職歴|学歴|スキル|職務経歴)/u, ['JP']],
]

function phoneCountries(place: Place | null, addresses: readonly string[], lines: readonly SectionedLine[]): CountryCode[] {
  const countries: CountryCode[] = place?.country ? [place.country] : []
  countries.push(...domainCountries(addresses))
  countries.push(...namedPlaceCountries(lines))
  const votes = new Map<(typeof HEADING_LANGUAGES)[number], number>()
  for (const line of lines) {
    if (!line.heading) continue
    const text = line.text.toLowerCase()
    const language = HEADING_LANGUAGES.find(([words]) => words.test(text))
    if (language) votes.set(language, (votes.get(language) ?? 0) + 1)
  }
  const [language] = [...votes.entries()].sort((a, b) => b[1] - a[1])[0] ?? []
  countries.push(...(language?.[1] ?? []))
  return [...new Set(countries)]
}

/**
 * A skills section's group label ("Backend" over "Go · PostgreSQL · Redis", "Clinical" over a row of items): a word or
 * two alone on its line, over a line that lists several items. It heads its group, as a heading does, and claims nothing.
 */
function isGroupLabel(line: SectionedLine, next: SectionedLine | undefined): boolean {
  if (line.section !== 'skills' || next?.section !== 'skills') return false
  const items = (text: string) => pieces(text.replace(/[,;]\s*/g, FIELD_SEPARATOR)).length
  return items(line.text) === 1 && line.text.trim().split(/\s+/).length <= 2 && items(next.text) >= 2
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

  // The languages a person speaks (Italiano, English C1) are not skills, and a contact line's link labels ("github",
  // "linkedin") name no skill either.
  const contactLine = (line: SectionedLine) => (line.section === 'header' || line.section === 'contact') && (/@/.test(line.text) || findLinks(line.text).length > 0)
  const skillLines = unwrapped(lines.filter((line) => !line.heading && line.section !== 'languages' && !contactLine(line)))
  const skillTexts = skillLines.filter((line, index) => !isGroupLabel(line, skillLines[index + 1])).map((line) => ({
    text: line.text,
    inSkillsSection: line.section === 'skills',
  }))
  const skills = findSkills(skillTexts)
  const name = set('name', findName(lines, (value) => findSkills([{ text: value, inSkillsSection: false }])))

  const email = findEmailInLines(lines.map((line) => line.text))
  set('email', email ? { value: email, confidence: 0.99 } : null)

  const place = findLocation(lines, name, today)
  const location = set('location', place ? { value: place.value.text, confidence: place.confidence } : null)

  const contactFirst = [...lines.filter((line) => line.section === 'header' || line.section === 'contact'), ...lines].map((line) =>
    line.text.replace(PHONE_LABEL, ''),
  )
  const links = findLinks(text)
  const phoneFound = findPhone(contactFirst, phoneCountries(place?.value ?? null, [...(email ? [email] : []), ...links], lines))
  const phone = set('phone', phoneFound ? { value: phoneFound.value, confidence: phoneFound.parsed ? (phoneFound.assumedCountry ? 0.85 : 0.95) : 0.5 } : null)

  if (links.length > 0) set('links', { value: links, confidence: 0.9 })

  const positions = findPositions(lines, today)
  const current = latestPosition(positions)
  let headline = set('headline', current?.title ? { value: current.title, confidence: 0.85 } : null)
  if (!headline && name) {
    const nameIndex = lines.findIndex((line) => pieces(line.text).some((piece) => titleCase(unlabel(piece).text) === name))
    const under = lines.slice(nameIndex + 1, nameIndex + 4).flatMap((line) => pieces(line.text).map((piece) => unlabel(piece).text))
    const title = under.find((piece) => isTitle(piece))
    headline = set('headline', title ? { value: title, confidence: 0.7 } : null)
    // A title in a language the vocabulary does not hold ("Capo Cuoco", "Lagerleiter") is known by where it stands: the
    // headline right under the name, when it is no contact, place, skill or heading.
    const next = lines[nameIndex + 1]
    const standing = next && !next.heading && next.section === lines[nameIndex]?.section ? unlabel(pieces(next.text)[0] ?? '') : null
    const isSkill = (text: string) => skills.some((skill) => skill.toLowerCase() === text.toLowerCase())
    if (!headline && nameIndex >= 0 && standing && !standing.label && mayBeTitle(standing.text) && !readPlace(standing.text) && !isSkill(standing.text)) {
      headline = set('headline', { value: standing.text, confidence: 0.55 })
    }
  }
  if (!headline && current?.role) headline = set('headline', { value: current.role, confidence: 0.5 })

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
