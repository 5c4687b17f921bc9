import type { Snippet } from '@common/applicants'
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'

/**
 * Search snippets (contract section 11): PostgreSQL's ts_headline picks the fragments of a text
 * that hold the query's words and wraps each word between two markers; the markers then become
 * `[start, end)` ranges of plain text, so no HTML ever reaches the client.
 *
 * The markers are Unicode private-use characters, which no resume or profile text carries (they
 * are removed from the text first, so a stray one cannot shift a range).
 */
const START = '\uE000'
const STOP = '\uE001'

/** Characters of the document ts_headline reads: around the first place a query word appears. */
const WINDOW = 800

/**
 * The words of `q` as the starts they share with their stems ("deployments" → "deplo"), lower
 * case; short words whole. Only letters and digits, so they are safe in any query.
 */
function wordStarts(q: string): string[] {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return [...new Set(words.filter((word) => word.length > 1).map((word) => word.slice(0, 5)))].slice(0, 8)
}

/**
 * ts_headline over `document` for `query`: up to two fragments of about 12 to 30 words each.
 * Parsing a whole resume for each row costs more than the rest of the search, so it reads only
 * the 800 characters around the first place one of the words of `q` starts (the start of the
 * document when none does, e.g. a stem that is not a prefix); the marks are still its own.
 */
export function headline(document: SQLWrapper, query: SQL, q: string): SQL<string> {
  const options = `StartSel=${START}, StopSel=${STOP}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`
  const starts = wordStarts(q)
  const firstHit =
    starts.length === 0
      ? sql`1`
      : sql`coalesce(least(${sql.join(
          starts.map((start) => sql`nullif(strpos(lower(${document}), ${start}), 0)`),
          sql`, `,
        )}), 1)`
  const window = sql`substr(${document}, greatest(1, ${firstHit} - ${WINDOW / 4}), ${WINDOW})`
  return sql<string>`ts_headline('english', translate(${window}, ${START + STOP}, ''), ${query}, ${options})`
}

/** The marked text ts_headline answers as `{ text, marks }`; whitespace runs become one space. */
export function toSnippet(marked: string): Snippet {
  let text = ''
  const marks: [number, number][] = []
  let start: number | null = null
  for (const character of marked.replace(/\s+/g, ' ').trim()) {
    if (character === START) {
      start = text.length
    } else if (character === STOP) {
      if (start !== null && text.length > start) marks.push([start, text.length])
      start = null
    } else {
      text += character
    }
  }
  return { text, marks }
}
