import { sql, type SQL } from 'drizzle-orm'

/**
 * `q` as a text-search query that matches title words by their start: each word of `q` (letters
 * and digits; the rest only separates them) as a prefix, all of them required. Null when `q`
 * holds no word. Built from word characters only, so no input can break to_tsquery's syntax.
 * Lists match it against a `to_tsvector('simple', title)` column with a GIN index.
 */
export function titleWordsQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu)
  return words ? words.map((word) => `'${word}':*`).join(' & ') : null
}

/**
 * A search box's `q` as an English text-search query: web-search syntax ("a phrase", -word, or),
 * with the last word also matched by its start while it is being typed, so "Ada Lov" finds Ada
 * Lovelace. A last word after a quote or a minus keeps its web-search meaning.
 */
export function typedSearchQuery(q: string): SQL {
  const trimmed = q.trim()
  const last = /(^|\s)([\p{L}\p{N}]+)$/u.exec(trimmed)
  if (!last?.[2]) return sql`websearch_to_tsquery('english', ${q})`
  const head = trimmed.slice(0, last.index + (last[1]?.length ?? 0))
  return sql`(websearch_to_tsquery('english', ${head}) && to_tsquery('english', ${`'${last[2].toLowerCase()}':*`}))`
}
