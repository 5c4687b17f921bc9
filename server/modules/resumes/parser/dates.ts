/**
 * Date ranges of positions ("03/2019 - 05/2021", "Mar 2019 – Present", "2019–2021",
 * "March 2019 to Jan 2021", "2019 - now", "03/2019 – oggi", "janv. 2018 - présent", "seit 2020")
 * and the years of experience they add up to.
 */

/** A month as an index: year * 12 + month (0 = January). */
export type MonthIndex = number

export interface DateRange {
  start: MonthIndex
  end: MonthIndex
  /** The end was "Present" (or "now", "current"). */
  current: boolean
  /** A side was a bare year: its month is a guess (mid-year). */
  yearOnly: boolean
  /** Where the range is in the text. */
  index: number
  length: number
}

/**
 * Month names and their usual abbreviations in English, Italian, French, Spanish, German,
 * Portuguese and Polish (Polish in both cases resumes use: "styczeń", "stycznia"), by month.
 */
const MONTH_NAMES: readonly string[][] = [
  ['jan', 'january', 'gen', 'gennaio', 'janv', 'janvier', 'ene', 'enero', 'januar', 'jänner', 'janeiro', 'sty', 'styczeń', 'stycznia'],
  ['feb', 'february', 'febbraio', 'févr', 'fév', 'février', 'febrero', 'februar', 'fev', 'fevereiro', 'lut', 'luty', 'lutego'],
  ['mar', 'march', 'marzo', 'mars', 'märz', 'mär', 'mrz', 'março', 'marzec', 'marca'],
  ['apr', 'april', 'aprile', 'avr', 'avril', 'abr', 'abril', 'kwi', 'kwiecień', 'kwietnia'],
  ['may', 'mag', 'maggio', 'mai', 'mayo', 'maio', 'maj', 'maja'],
  ['jun', 'june', 'giu', 'giugno', 'juin', 'junio', 'juni', 'junho', 'cze', 'czerwiec', 'czerwca'],
  ['jul', 'july', 'lug', 'luglio', 'juil', 'juillet', 'julio', 'juli', 'julho', 'lip', 'lipiec', 'lipca'],
  ['aug', 'august', 'ago', 'agosto', 'août', 'aoû', 'sie', 'sierpień', 'sierpnia'],
  ['sep', 'sept', 'september', 'set', 'sett', 'settembre', 'septembre', 'septiembre', 'setiembre', 'setembro', 'wrz', 'wrzesień', 'września'],
  ['oct', 'october', 'ott', 'ottobre', 'octobre', 'octubre', 'okt', 'oktober', 'out', 'outubro', 'paź', 'październik', 'października'],
  ['nov', 'november', 'novembre', 'noviembre', 'novembro', 'lis', 'listopad', 'listopada'],
  ['dec', 'december', 'dic', 'dicembre', 'déc', 'décembre', 'diciembre', 'dez', 'dezember', 'dezembro', 'gru', 'grudzień', 'grudnia'],
]

const foldMonth = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

const MONTH_INDEX = new Map<string, number>(MONTH_NAMES.flatMap((names, month) => names.flatMap((name) => [[name, month] as const, [foldMonth(name), month] as const])))

/** "Jun", "giugno", "Sept.": a month's name alone, which a place or a name reader must not take ("Jun" is also a town). */
export function isMonthName(text: string): boolean {
  return MONTH_INDEX.has(foldMonth(text.trim().replace(/\.$/, '')))
}

const MONTH = `(?:${[...MONTH_INDEX.keys()].sort((a, b) => b.length - a.length).join('|')})\\.?`
const YEAR = String.raw`(?:19[5-9]\d|20[0-4]\d)`
/** "March 2019", "janv. 2018", "marzo de 2020", "03/2019", "2019-03", "2019-03-01" (ISO, as themes print it), "2019年4月", "2019". */
const DATE = String.raw`(?:${MONTH},?\s*(?:de\s+)?'?(?:${YEAR}|\d{2})|\d{1,2}\s*[/.-]\s*${YEAR}|${YEAR}-\d{2}-\d{2}(?![\d/.-])|${YEAR}\s*[/.-]\s*\d{1,2}(?![\d/.-])|${YEAR}年\s*\d{1,2}月|${YEAR})`
/** "Present" and its words in the languages above ("oggi", "présent", "heute", "actualidad", "atual", "obecnie", "現在"). */
const NOW = String.raw`(?:present|current(?:ly)?|now|today|ongoing|to date|till date|till now|until now|up to now|to present|date|oggi|ad oggi|attuale|in corso|présent|aujourd'hui|aujourd’hui|actuel(?:le)?|en cours|actualidad|actualmente|presente|hoy|la fecha|heute|jetzt|derzeit|aktuell|bis heute|atual|atualmente|o momento|obecnie|teraz|nadal|現在|至今)`
const SEPARATOR = String.raw`\s*(?:-{1,2}|‐|‑|−|–|—|‒|―|~|→|to|until|till|through|thru|al|a|à|au|bis|hasta|até|do)\s*`
const RANGE = new RegExp(String.raw`(?<![\p{L}\p{N}_/.])(${DATE})${SEPARATOR}(${DATE}|${NOW})(?![\p{L}\p{N}_/])`, 'giu')
/** "Since 2019", "seit 2020", "dal 2018", "depuis 2017", "desde 2016", "od 2015", "2019 - " with nothing after: a position still held. */
const OPEN = new RegExp(
  String.raw`(?:(?<![\p{L}\p{N}_/.])(?:since|from|seit|dal|dall'|da|depuis|desde|od)\s+(${DATE})(?![\p{L}\p{N}_/])|(?<![\p{L}\p{N}_/.])(${DATE})\s*(?:-|–|—)\s*$)`,
  'giu',
)

/** A month and its year ("Jun 2019", "03/2019", "2019-03"): no bare year, which phone numbers and postal codes can look like. */
const MONTH_AND_YEAR = new RegExp(String.raw`(?<![\p{L}\p{N}_/.])(?:${MONTH},?\s*(?:de\s+)?'?(?:${YEAR}|\d{2})|\d{1,2}\s*[/.-]\s*${YEAR}|${YEAR}\s*[/.-]\s*\d{1,2})(?![\p{L}\p{N}_/])`, 'iu')

/** The line holds a date: a position's or a course's, so nothing on it is the person's location ("Jun 2019" is no town called Jun). */
export function holdsDate(text: string, today: Date): boolean {
  return MONTH_AND_YEAR.test(text) || findDateRanges(text, today).length > 0
}

export function monthIndexOf(date: Date): MonthIndex {
  return date.getUTCFullYear() * 12 + date.getUTCMonth()
}

/** One side of a range: a month index, and whether the month was a guess. */
export function parseDate(text: string): { month: MonthIndex; yearOnly: boolean } | null {
  const value = text.trim().toLowerCase().replace(/\s+/g, ' ')
  let match = /^(\p{L}+)\.?,? ?(?:de )?'?(\d{2,4})$/u.exec(value)
  if (match) {
    const month = MONTH_INDEX.get(foldMonth(match[1] ?? ''))
    const year = fullYear(match[2] ?? '')
    return month !== undefined && year !== null ? { month: year * 12 + month, yearOnly: false } : null
  }
  match = /^(\d{1,2}) ?[/.-] ?(\d{4})$/.exec(value)
  if (match) return monthYear(Number(match[2]), Number(match[1]))
  // An ISO date's day is dropped: positions are counted in months.
  match = /^(\d{4}) ?[/.-] ?(\d{1,2})$/.exec(value) ?? /^(\d{4})-(\d{2})-\d{2}$/.exec(value) ?? /^(\d{4})年 ?(\d{1,2})月$/.exec(value)
  if (match) return monthYear(Number(match[1]), Number(match[2]))
  match = /^(\d{4})$/.exec(value)
  // A bare year: count from its middle, so "2019–2021" is two years, as most people mean.
  if (match) return { month: Number(match[1]) * 12 + 6, yearOnly: true }
  return null
}

function monthYear(year: number, month: number): { month: MonthIndex; yearOnly: boolean } | null {
  return month >= 1 && month <= 12 ? { month: year * 12 + month - 1, yearOnly: false } : null
}

function fullYear(text: string): number | null {
  const year = Number(text)
  if (text.length === 4) return year
  if (text.length === 2) return year + (year > 50 ? 1900 : 2000)
  return null
}

/** Every date range in a line of text. */
export function findDateRanges(text: string, today: Date): DateRange[] {
  const now = monthIndexOf(today)
  const ranges: DateRange[] = []
  for (const match of text.matchAll(RANGE)) {
    const start = parseDate(match[1] ?? '')
    const endText = match[2] ?? ''
    const current = new RegExp(`^${NOW}$`, 'iu').test(endText.trim())
    const end = current ? { month: now, yearOnly: false } : parseDate(endText)
    if (!start || !end || end.month < start.month) continue
    ranges.push({ start: start.month, end: Math.min(end.month, now), current, yearOnly: start.yearOnly || end.yearOnly, index: match.index, length: match[0].length })
  }
  if (ranges.length > 0) return ranges
  for (const match of text.matchAll(OPEN)) {
    const start = parseDate(match[1] ?? match[2] ?? '')
    if (!start || start.month > now) continue
    ranges.push({ start: start.month, end: now, current: true, yearOnly: start.yearOnly, index: match.index, length: match[0].length })
  }
  return ranges
}

/** Years covered by the ranges, overlaps counted once, to one decimal. */
export function yearsCovered(ranges: readonly Pick<DateRange, 'start' | 'end'>[]): number {
  const sorted = [...ranges].sort((a, b) => a.start - b.start)
  let months = 0
  let current: { start: number; end: number } | null = null
  for (const range of sorted) {
    if (current && range.start <= current.end) {
      current.end = Math.max(current.end, range.end)
      continue
    }
    if (current) months += current.end - current.start
    current = { start: range.start, end: range.end }
  }
  if (current) months += current.end - current.start
  return Math.round((months / 12) * 10) / 10
}

/** The last year written in a text (a graduation year), if any. */
export function lastYear(text: string, today: Date): number | null {
  const years = [...text.matchAll(new RegExp(`(?<!\\d)${YEAR}(?!\\d)`, 'g'))].map((match) => Number(match[0]))
  const limit = today.getUTCFullYear() + 6
  const plausible = years.filter((year) => year <= limit)
  return plausible.at(-1) ?? null
}
