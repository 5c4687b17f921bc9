/**
 * The company's own lists (contract section 9: departments and locations): names offered as
 * suggestions wherever a form asks for them. Zod-free, so the settings form checks the same
 * rules the server does before sending.
 */

export const COMPANY_LIST_LIMITS = { entries: 100, length: 100 } as const

/** The same name whatever its case: "engineering" is "Engineering". */
export const nameKey = (name: string) => name.trim().toLocaleLowerCase('en')

/**
 * What is wrong with a list of (already trimmed) names, one message each, naming the entry:
 * empty names, names too long, too many names, and a name given twice ignoring case.
 */
export function companyListProblems(names: readonly string[], noun: { one: string; many: string }): string[] {
  const problems: string[] = []
  if (names.length > COMPANY_LIST_LIMITS.entries) problems.push(`Keep at most ${COMPANY_LIST_LIMITS.entries} ${noun.many}`)
  if (names.some((name) => name === '')) problems.push(`Give every ${noun.one} a name`)
  for (const name of names) {
    if (name.length > COMPANY_LIST_LIMITS.length) {
      problems.push(`“${name.slice(0, 30)}…” is longer than ${COMPANY_LIST_LIMITS.length} characters`)
    }
  }
  const seen = new Set<string>()
  const reported = new Set<string>()
  for (const name of names) {
    const key = nameKey(name)
    if (key === '') continue
    if (seen.has(key) && !reported.has(key)) {
      problems.push(`“${name}” is in the list twice`)
      reported.add(key)
    }
    seen.add(key)
  }
  return problems
}

/** Names from several lists, each once (ignoring case), in the order first met. */
export function mergeNames(...lists: readonly (readonly string[])[]): string[] {
  const merged = new Map<string, string>()
  for (const name of lists.flat()) {
    const key = nameKey(name)
    if (key && !merged.has(key)) merged.set(key, name.trim())
  }
  return [...merged.values()]
}
