import type { ParsedResume } from '../../../../common/resumes'
import { lastYear } from './dates'
import { FIELD_SEPARATOR } from './lines'
import type { SectionedLine } from './sections'

/**
 * Education entries ({ institution, degree, year }) from the education section: a school is
 * known by the words schools are named with, in the languages resumes are written in; a degree
 * by its names and abbreviations in the same languages.
 */

/** Words that name a school: "Università degli Studi di Napoli", "Technische Universität München", "IIT Bombay". */
export const INSTITUTION = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:Universit(?:y|ies|é|e|à|a|ä|ät|at|ät|ario|aria)|Universidad|Universidade|Uniwersytet|Univ\.|College|Collège|Colegio|Col·legi|School|Scuola|Schule|Escuela|Escola|Institute|Institut|Instituto|Istituto|Instytut|Academy|Akademie|Accademia|Academia|Akademia|Polytechnic|Politecnico|Polytechnique|Politécnico|Politécnica|Politechnika|Hochschule|Fachhochschule|Gymnasium|Liceo|Lycée|Lyceum|Liceum|Technikum|Tecnológico|Tecnologico|Zespół\s+Szkół|Szkoła|Berufskolleg|Conservatory|Conservatoire|Conservatorio|Seminary|École|Ecole|\p{Lu}\p{Ll}+schule|Oberstufenzentrum|IUT|IES|FH|TAFE|CEGEP|IIT|NIT|IIIT|IIM|BITS|ETH|EPFL|TU|HEC|ESSEC|INSEAD|Sciences Po|Sorbonne)(?![\p{L}])|大学|高等学校|高校|専門学校`,
  'u',
)

/** A degree as written, in English, Italian, French, Spanish, German, Portuguese, Polish and Japanese. */
export const DEGREE = new RegExp(
  String.raw`(?<![\p{L}])(?:` +
    [
      // English and the usual abbreviations.
      String.raw`Ph\.?\s?D\.?|Doctor(?:ate)?\s+of\s+[\p{L} ]+|D\.?Phil|M\.?B\.?A\.?|M\.?Sc\.?|M\.?Eng\.?|M\.?Ed\.?|M\.?S\.?N\.?|M\.?P\.?H\.?|LL\.?M\.?|LL\.?B\.?|J\.?D\.?|M\.?D\.?|M\.?S\.?|M\.?A\.?`,
      String.raw`Master(?:'s|’s|s)?(?:\s+(?:of|in)\s+[\p{L} ]+|\s+Degree)?|B\.?Sc\.?|B\.?Eng\.?|B\.?Ed\.?|B\.?Com\.?|B\.?S\.?N\.?|B\.?B\.?A\.?|B\.?F\.?A\.?|B\.?S\.?|B\.?A\.?`,
      String.raw`Bachelor(?:'s|’s|s)?(?:\s+(?:of|in)\s+[\p{L} ]+|\s+Degree)?|Associate(?:'s|’s)?\s+(?:Degree|of\s+[\p{L} ]+|in\s+[\p{L} ]+)|A\.?A\.?S\.?|A\.?S\.?N\.?|A\.?D\.?N\.?`,
      String.raw`(?:Higher\s+National\s+|Advanced\s+|Graduate\s+|Postgraduate\s+|High\s+School\s+)?Diploma(?:\s+(?:of|in)\s+[\p{L} ]+)?|(?:Graduate\s+|Postgraduate\s+)?Certificate\s+(?:of|in)\s+[\p{L} ]+`,
      String.raw`GED|HND|HNC|NVQ(?:\s+Level\s+\d)?|BTEC[\p{L} ]*|A[- ]Levels?|GCSEs?`,
      // India.
      String.raw`B\.?\s?Tech\.?|M\.?\s?Tech\.?|B\.?E\.|M\.?E\.|BCA|MCA|M\.?Com\.?|MBBS|PGDM|PGDBA`,
      // Italian.
      String.raw`Laurea(?:\s+(?:Magistrale|Triennale|Specialistica))?|Dottorato(?:\s+di\s+ricerca)?|Diploma\s+di\s+[\p{L} ]+|Maturità|Master\s+di\s+[IVX]+\s+livello`,
      // French.
      String.raw`Licence(?:\s+professionnelle)?|Doctorat|Baccalaur[ée]at|Bac\s?\+\s?\d|BTS|DUT|Diplôme\s+d['’][\p{L}]+|Dipl[ôo]me|Mast[èe]re`,
      // Spanish and Portuguese.
      String.raw`Grado\s+en|T[ée]cnico\s+(?:em|en|de)\s+[\p{L} ]+|Licenciatura|Máster|Doctorado|Bachillerato|Técnico\s+Superior|Ingenier[ií]a|Bacharelado|Mestrado|Doutorado|Licenciado|Licenciada|Graduação`,
      // German.
      String.raw`Dipl\.?[-\s]?Ing\.?|Diplom(?:[-\s]?\p{L}+)?|Staatsexamen|Magister|Abitur|Fachabitur|Promotion|Ausbildung\s+zum|Ausbildung\s+zur|Lehrabschluss|Gesellenbrief|Meisterbrief`,
      // Polish.
      String.raw`Licencjat|Magister|Inżynier|mgr\s+inż\.?|mgr|inż\.|Doktor`,
    ].join('|') +
    String.raw`)(?![\p{L}])|学士|修士|博士`,
  'u',
)

/** Pieces of a line: cells, and parts between commas, bars, bullets or spaced dashes. */
function pieces(text: string): string[] {
  return text
    .replace(/,\s+/g, FIELD_SEPARATOR)
    .split(new RegExp(`${FIELD_SEPARATOR}+|\\s*[|•·◦▪●♦■]\\s*|\\s+[–—]\\s+|\\s+-\\s+`))
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '')
}

/** "BSc Nursing (2014)" → "BSc Nursing": the degree as written, without its dates. */
function cleanDegree(text: string): string {
  return text
    .replace(/\(?\b(?:19|20)\d{2}\b\)?/g, '')
    .replace(/\s+(?:from|at|presso|à|en|an der|am|na|w)\s*$/i, '')
    .replace(/^[\s,.–—-]+|[\s,.–—-]+$/g, '')
    .trim()
}

/** "…do Sul2009-03-01": a year or an ISO date a layout glued to the word before it. */
const GLUED_DATE = /(\p{L})((?:19|20)\d{2}(?:-\d{2}){0,2})(?!\d)/gu
/** "Pharmacist at University of Lagos": a role written before the school it was held at. */
const ROLE_AT = /^.+?\s+(?:at|presso|chez|bei|en|w)\s+(?=\S)/iu

function institutionOf(line: SectionedLine): string | null {
  const schools = pieces(line.text.replace(GLUED_DATE, '$1 $2')).filter((part) => INSTITUTION.test(part))
  // "High School Diploma, Lincoln High School": the school is the piece that is not the degree.
  const found = schools.find((part) => !DEGREE.test(part)) ?? schools[0]
  if (!found) return null
  const afterRole = found.replace(ROLE_AT, '')
  const piece = afterRole !== found && INSTITUTION.test(afterRole) && !INSTITUTION.test(found.slice(0, found.length - afterRole.length)) ? afterRole : found
  const institution = piece
    .replace(/\(?\b(?:19|20)\d{2}(?:-\d{2}){0,2}\b\)?/g, '')
    .replace(/^(?:at|from|presso|à|en|an der|na|w)\s+/i, '')
    .replace(/^[\s,–—-]+|[\s,–—-]+$/g, '')
    .trim()
  return institution === '' ? null : institution
}

function entryOf(institution: string, lines: readonly SectionedLine[], today: Date): ParsedResume['education'][number] {
  // "High School Diploma" names a school's kind, and is the degree beside "Lincoln High School".
  // "BSc Supply Chain Management at Cardiff Metropolitan University": a theme's one line holds the degree before its school.
  const parts = lines.flatMap((line) => pieces(line.text)).map((part) => (part !== institution && part.includes(institution) ? part.replace(institution, ' ') : part))
  const degree = parts.find((part) => DEGREE.test(part) && (!INSTITUTION.test(part) || !part.includes(institution)))
  const year = lines.map((line) => lastYear(line.text, today)).find((value) => value !== null) ?? null
  return { institution, degree: degree ? cleanDegree(degree) : null, year }
}

/**
 * Entries of the education section. The first entry shows the section's layout: the lines it
 * has before its school (a degree or dates first) start every entry, so each school takes its own
 * degree and year, never its neighbour's. Without an education section, a school anywhere outside
 * the experience section takes the lines around it.
 */
/** A line ends mid-phrase: on a joining word ("University of", "Politecnico di"), a comma, or a dash before the year to come. */
const CONTINUED = /(?:\s(?:of|at|in|for|and|de|di|del|della|der|des|du|da|do|dos|das|em|en|für|und|von|am|im|y|e|i|w|we|z|na)|[–—,-])\s*$/iu

/**
 * The education section's lines, each wrapped entry joined back: a narrow sidebar wraps "BSc
 * Computer Science, University of Washington, 2015" over lines, where an entry laid out as
 * school, degree and years puts one field on each line, with no commas. A line joins the next when
 * it ends mid-phrase, or when it is a list of fields with no year yet.
 */
function unwrapEducation(section: readonly SectionedLine[], today: Date): SectionedLine[] {
  const joined: SectionedLine[] = []
  let open = false
  for (const line of section) {
    const previous = joined.at(-1)
    const text = line.text.trim()
    // "Laurea Magistrale in Ingegneria" / "Informatica, Politecnico di Milano": the line goes on with the rest of its first field.
    const head = text.split(/,\s/)[0] ?? ''
    const endsField =
      previous !== undefined && /,\s/.test(text) && !/,/.test(previous.text) && lastYear(previous.text, today) === null && !INSTITUTION.test(head) && !DEGREE.test(head)
    // "…, 2011" / "– 2013": the range's end went to the next line.
    const endsRange = /^[–—-]\s*(?:19|20)\d{2}/.test(text)
    if (previous && (open || endsField || endsRange)) joined[joined.length - 1] = { ...previous, text: `${previous.text.trimEnd()} ${text}` }
    else joined.push(line)
    const last = joined.at(-1)?.text ?? ''
    open = CONTINUED.test(last) || (/,\s/.test(last) && lastYear(last, today) === null)
  }
  return joined
}

export function findEducation(lines: readonly SectionedLine[], today: Date): ParsedResume['education'] {
  const section = unwrapEducation(
    lines.filter((line) => line.section === 'education' && !line.heading),
    today,
  )
  const entries: ParsedResume['education'] = []
  const add = (entry: ParsedResume['education'][number]) => {
    if (!entries.some((known) => known.institution === entry.institution)) entries.push(entry)
  }
  if (section.length > 0) {
    const anchors = section.flatMap((line, index) => {
      const institution = institutionOf(line)
      return institution ? [{ index, institution }] : []
    })
    const lead = Math.min(anchors[0]?.index ?? 0, 2)
    anchors.forEach((anchor, order) => {
      const start = Math.max(0, anchor.index - lead)
      const end = (anchors[order + 1]?.index ?? section.length + lead) - lead
      const entryLines = section.slice(start, Math.max(end, anchor.index + 1))
      add(entryOf(anchor.institution, [section[anchor.index] as SectionedLine, ...entryLines.filter((line) => line !== section[anchor.index])], today))
    })
    return entries
  }
  const eligible = lines.filter((line) => !line.heading && line.section !== 'experience')
  eligible.forEach((line, index) => {
    const institution = institutionOf(line)
    if (!institution) return
    const nearby = [line, eligible[index + 1], eligible[index + 2], eligible[index - 1]].filter(
      (entry): entry is SectionedLine => entry !== undefined && (entry === line || !INSTITUTION.test(entry.text)),
    )
    add(entryOf(institution, nearby, today))
  })
  return entries
}
