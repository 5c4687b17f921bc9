/**
 * PostgreSQL's text (and jsonb) cannot hold U+0000, and UTF-8 cannot encode a lone surrogate
 * (half of a UTF-16 pair with no partner): either in a parameter fails the statement, whatever
 * the column. Text from files, forms, CSV, JSON bodies and error messages passes through here
 * before it is stored or logged.
 *
 * - U+0000 goes: it carries nothing a reader sees (PDF text layers emit it for icon glyphs).
 * - A lone surrogate becomes U+FFFD, the replacement character, as a UTF-8 decoder would write.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what this removes
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

export function storableText(text: string): string {
  return text.replace(UNSTORABLE, (match) => (match === '\u0000' ? '' : '\uFFFD'))
}

/** Whether `text` holds anything storableText would change. */
export function hasUnstorableText(text: string): boolean {
  UNSTORABLE.lastIndex = 0
  const found = UNSTORABLE.test(text)
  UNSTORABLE.lastIndex = 0
  return found
}

/**
 * `value` with every string in it (object keys included) made storable; other values as they
 * are. For parsed JSON bodies and structured results (a parsed resume), which are plain data.
 */
export function storableValue<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T
  if (Array.isArray(value)) return value.map((item: unknown) => storableValue(item)) as T
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const clean: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) clean[storableText(key)] = storableValue(item)
    return clean as T
  }
  return value
}
