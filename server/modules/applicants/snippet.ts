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

/** ts_headline over `document` for `query`: up to two fragments of about 12 to 30 words each. */
export function headline(document: SQLWrapper, query: SQL): SQL<string> {
  const options = `StartSel=${START}, StopSel=${STOP}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`
  return sql<string>`ts_headline('english', translate(${document}, ${START + STOP}, ''), ${query}, ${options})`
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
