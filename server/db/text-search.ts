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
