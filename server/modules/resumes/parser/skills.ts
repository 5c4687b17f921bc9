import { SKILL_CATEGORIES, SECTION_ONLY_SKILLS } from './skills-vocabulary'

/**
 * Finds the vocabulary's skills in text. Entries are "Canonical|alias|alias" (skills-vocabulary.ts);
 * a match is whole tokens, where a token keeps + # . / & - inside it ("C++", "C#", "Node.js",
 * "CI/CD"), and the longest entry at a place wins ("Microsoft Excel" over "Excel"). Entries that
 * are also common words ("Go", "R", "Chef", "English") count only in a skills section, written
 * as the entry is.
 */

interface Entry {
  canonical: string
  sectionOnly: boolean
  /** A short or ambiguous name ("R", "AI", "QC", "spa", "dei"): read only where skills are listed. */
  short: boolean
}

/** Three-letter aliases that are words of some language ("spa", "dei" in Italian, "sed" in Spanish). */
const AMBIGUOUS_ALIASES = new Set(['spa', 'sed', 'pos', 'sem', 'sen', 'dei', 'rag', 'elk', 'lan', 'wan', 'fea', 'aca', 'hos', 'ats', 'lit', 'vue'])

const isShort = (key: string) => /^[\p{L}\p{N}]{1,2}$/u.test(key) || AMBIGUOUS_ALIASES.has(key)

interface Vocabulary {
  entries: Map<string, Entry>
  /** Lower-cased first tokens of multi-token entries, so "a/b testing" keeps "a/b" whole. */
  prefixes: Set<string>
  longest: number
}

let vocabulary: Vocabulary | null = null

function load(): Vocabulary {
  if (vocabulary) return vocabulary
  const entries = new Map<string, Entry>()
  const prefixes = new Set<string>()
  let longest = 1
  const sectionOnlyNames = new Set([...SECTION_ONLY_SKILLS].map((name) => tokenize(name).join(' ').toLowerCase()))
  for (const terms of Object.values(SKILL_CATEGORIES)) {
    for (const line of terms) {
      const [canonical = '', ...aliases] = line.split('|')
      for (const name of [canonical, ...aliases]) {
        const tokens = tokenize(name).map((token) => token.toLowerCase())
        const key = tokens.join(' ')
        // Section-only by its canonical name, or by this name: "Maya" (an alias of "Autodesk Maya") is a first name too.
        if (!entries.has(key)) entries.set(key, { canonical, sectionOnly: SECTION_ONLY_SKILLS.has(canonical) || sectionOnlyNames.has(key), short: isShort(key) })
        if (tokens.length > 1 && tokens[0]) prefixes.add(tokens[0])
        longest = Math.max(longest, tokens.length)
      }
    }
  }
  vocabulary = { entries, prefixes, longest }
  return vocabulary
}

/** Every canonical skill name, for tests and tools. */
export function vocabularySize(): number {
  return new Set([...load().entries.values()].map((entry) => entry.canonical)).size
}

const CHUNK = /\.?[\p{L}\p{N}][\p{L}\p{N}+#.\-/&'’]*/gu

/** Words with the characters skills use kept inside: "C++", "C#", "Node.js", "CI/CD". */
export function tokenize(text: string): string[] {
  const tokens: string[] = []
  for (const match of text.matchAll(CHUNK)) {
    let token = match[0]
    // A sentence's full stop or a dangling hyphen is not part of the word ("Java." "full-").
    while (/[.\-/&'’]$/.test(token) && !/^\.?[A-Za-z]+\.[A-Za-z]+$/.test(token)) token = token.slice(0, -1)
    if (token !== '') tokens.push(token)
  }
  return tokens
}

/** Splits "forklift-certified" or "HTML/CSS" into parts when the whole is not a term. */
function refine(tokens: readonly string[], known: Vocabulary): string[] {
  const result: string[] = []
  for (const token of tokens) {
    const lower = token.toLowerCase()
    if (known.entries.has(lower) || known.prefixes.has(lower) || !/[-/]/.test(token)) result.push(token)
    else result.push(...token.split(/[-/]+/).filter((part) => part !== ''))
  }
  return result
}

/** The vocabulary's entries in the tokens, the longest at each place; common-word entries only in a skills section, capitalised. */
function matchesIn(raw: readonly string[], known: Vocabulary, inSkillsSection = true): { entry: Entry; written: string }[] {
  const tokens = refine(raw, known)
  const matches: { entry: Entry; written: string }[] = []
  let index = 0
  while (index < tokens.length) {
    let matched = 0
    for (let length = Math.min(known.longest, tokens.length - index); length >= 1; length -= 1) {
      const words = tokens.slice(index, index + length)
      const entry = known.entries.get(words.join(' ').toLowerCase())
      if (!entry) continue
      if (entry.sectionOnly && !(inSkillsSection && words.join(' ') !== words.join(' ').toLowerCase())) continue
      matches.push({ entry, written: words.join(' ') })
      matched = length
      break
    }
    index += Math.max(matched, 1)
  }
  return matches
}

export interface SkillText {
  text: string
  /** Inside a skills (or languages) section: common-word entries count here. */
  inSkillsSection: boolean
}

/** "Python, SQL, ML, Tableau": three items or more, each a few words, as skills are listed (not a sentence). */
function isList(text: string): boolean {
  const items = text
    .split(/[,;|•·▪◦●]|\s+[–—-]\s+/)
    .map((item) => item.trim())
    .filter((item) => item !== '')
  return items.length >= 3 && items.every((item) => item.split(/\s+/).length <= 4)
}

/**
 * A short name counts inside a skills section, or in a list that names two other skills; never
 * in a sentence ("AI-driven products"), a place ("Montreal, QC") or a word of another language.
 * A skills section's items the vocabulary does not hold count as written, unless `vocabularyOnly`.
 */
export function findSkills(texts: readonly SkillText[], { vocabularyOnly = false } = {}): string[] {
  const known = load()
  const found: string[] = []
  for (const { text, inSkillsSection } of texts) {
    const matches = matchesIn(tokenize(text), known, inSkillsSection)
    const others = new Set(matches.filter((match) => !match.entry.short).map((match) => match.entry.canonical))
    const listed = inSkillsSection || (others.size >= 2 && isList(text))
    for (const { entry, written } of matches) {
      // A two-letter name in lower case ("go", "it", "ai") is a word of the sentence, even in a list.
      if (entry.short && (!listed || (written.length <= 2 && written === written.toLowerCase()))) continue
      if (!found.some((name) => name.toLowerCase() === entry.canonical.toLowerCase())) found.push(entry.canonical)
    }
    // A skills section's items are the person's claims, in the vocabulary or not.
    if (inSkillsSection && !vocabularyOnly) {
      for (const item of listedItems(text)) {
        if (matchesIn(tokenize(item), known).length === 0 && !found.some((name) => name.toLowerCase() === item.toLowerCase())) found.push(item)
      }
    }
  }
  return found
}

/** What separates the items of a skills list: commas, bullets, bars, a spaced slash or dash, or a wide gap. */
const ITEM_SEPARATOR = /\s*[,;|•·▪◦●]\s*|\s+[/–—-]\s+|\s{3,}/

/** How well a skill is known ("Excel – Advanced", "SAP (Expert)"), in the resume languages: a level, never a claim of its own. */
const LEVELS = new Set([
  'beginner', 'basic', 'elementary', 'intermediate', 'good', 'very good', 'advanced', 'expert', 'proficient', 'fluent', 'native', 'excellent',
  'base', 'buono', 'ottimo', 'avanzato', 'esperto', 'madrelingua', 'débutant', 'intermédiaire', 'avancé', 'courant', 'bilingue', 'básico', 'intermedio',
  'avanzado', 'experto', 'nativo', 'grundkenntnisse', 'gut', 'sehr gut', 'fortgeschritten', 'fließend', 'muttersprache', 'avançado', 'fluente',
  'podstawowy', 'średniozaawansowany', 'zaawansowany', 'biegły',
])

/**
 * The items of a skills section's line that may be claims the vocabulary does not hold ("Primavera P6", "Verifiche di
 * messa a terra", "Patente B"): five words at most, with letters, no sentence, date, level or label before a colon,
 * and what a parenthesis adds left out.
 */
function listedItems(text: string): string[] {
  const unlabelled = text.includes(':') ? text.slice(text.lastIndexOf(':') + 1) : text
  return unlabelled
    .replace(/\s*\([^()]*\)/g, '')
    .split(ITEM_SEPARATOR)
    .map((item) => item.replace(/^[-–*>✓]\s*/, '').replace(/[.]$/, '').trim())
    .filter((item) => item.length >= 2 && item.length <= 40 && item.split(/\s+/).length <= 5 && /\p{L}/u.test(item) && !/[(){}[\]"@]|\b(?:19|20)\d{2}\b/u.test(item))
    .filter((item) => !LEVELS.has(item.toLowerCase()))
}
