import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { detectResumeType, parseResume } from '../index'
import { CORPUS_DIR, type ExpectedResume } from './expected'

/**
 * The parser against its fixture corpus: each field's share of resumes read right, and the skills'
 * F1, against issue 11's targets (education against issue 28's). The accuracy test (../accuracy.test.ts) fails under them and
 * `npm run bench:resumes` prints them.
 */

export const ACCURACY_TARGETS = {
  email: 0.98,
  phone: 0.98,
  name: 0.95,
  title: 0.85,
  location: 0.85,
  skillsF1: 0.85,
  yearsWithinOne: 0.85,
  education: 0.8,
} as const

type AccuracyField = keyof typeof ACCURACY_TARGETS

const LABELS: Record<AccuracyField, string> = {
  email: 'email',
  phone: 'phone',
  name: 'name',
  title: 'current title',
  location: 'location',
  skillsF1: 'skills F1',
  yearsWithinOne: 'years of experience within one year',
  education: 'education (school, degree, year)',
}

export interface CorpusAccuracy {
  resumes: number
  /** Each field's share read right (skillsF1: the F1 of all skills found against all expected). */
  scores: Record<AccuracyField, number>
  /** What was read wrong, file by file: "03-priya.pdf title: 'Engineer' for 'Senior Software Engineer'". */
  misses: string[]
}

/** Case, spacing and the apostrophe's shape aside. */
const plain = (text: string | null | undefined) =>
  (text ?? '')
    .normalize('NFC')
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()

/** A location read with its postal code still on it ("Austin, TX 78701", "80134 Napoli") is the same place. */
const place = (text: string | null | undefined) =>
  plain(text)
    .replace(/\s+\d{4,6}(-\d{4})?$/, '')
    .replace(/^(?:\d{4,5}(?:-\d{3,4})?|\d{2}-\d{3})\s+/, '')

/** The schools as "school | degree | year" rows, in any order. */
const schools = (entries: readonly { institution: string; degree: string | null; year: number | null }[]) =>
  entries.map((entry) => `${plain(entry.institution)} | ${plain(entry.degree)} | ${entry.year ?? ''}`).sort()

export async function measureCorpusAccuracy(): Promise<CorpusAccuracy> {
  const { today, resumes } = JSON.parse(await readFile(path.join(CORPUS_DIR, 'expected.json'), 'utf8')) as { today: string; resumes: ExpectedResume[] }
  const right: Record<Exclude<AccuracyField, 'skillsF1'>, number> = { email: 0, phone: 0, name: 0, title: 0, location: 0, yearsWithinOne: 0, education: 0 }
  const skills = { found: 0, expected: 0, both: 0 }
  const misses: string[] = []
  for (const expected of resumes) {
    const bytes = new Uint8Array(await readFile(path.join(CORPUS_DIR, expected.file)))
    const type = await detectResumeType(bytes)
    const outcome = type ? await parseResume({ bytes, contentType: type.contentType }, { today: new Date(`${today}T00:00:00Z`) }) : null
    if (!outcome?.ok) {
      misses.push(`${expected.file}: ${outcome ? outcome.error : 'not typed as a resume'}`)
      skills.expected += expected.skills.length
      continue
    }
    const parsed = outcome.parsed
    const checks: [Exclude<AccuracyField, 'skillsF1'>, boolean, unknown, unknown][] = [
      ['email', plain(parsed.email) === plain(expected.email), parsed.email, expected.email],
      ['phone', parsed.phone === expected.phone, parsed.phone, expected.phone],
      ['name', plain(parsed.name) === plain(expected.name), parsed.name, expected.name],
      ['title', plain(parsed.headline) === plain(expected.title), parsed.headline, expected.title],
      ['location', place(parsed.location) === place(expected.location), parsed.location, expected.location],
      ['yearsWithinOne', parsed.years_experience !== null && Math.abs(parsed.years_experience - expected.years_experience) <= 1, parsed.years_experience, expected.years_experience],
      ['education', schools(parsed.education).join('\n') === schools(expected.education).join('\n'), schools(parsed.education), schools(expected.education)],
    ]
    for (const [field, ok, read, wanted] of checks) {
      if (ok) right[field] += 1
      else misses.push(`${expected.file} ${field}: ${JSON.stringify(read)} for ${JSON.stringify(wanted)}`)
    }
    const found = new Set(parsed.skills.map(plain))
    const wanted = new Set(expected.skills.map(plain))
    const both = [...found].filter((name) => wanted.has(name))
    skills.found += found.size
    skills.expected += wanted.size
    skills.both += both.length
    const extra = [...found].filter((name) => !wanted.has(name))
    const missing = [...wanted].filter((name) => !found.has(name))
    if (extra.length > 0 || missing.length > 0) misses.push(`${expected.file} skills: missing ${JSON.stringify(missing)}, extra ${JSON.stringify(extra)}`)
  }
  const precision = skills.found === 0 ? 0 : skills.both / skills.found
  const recall = skills.expected === 0 ? 0 : skills.both / skills.expected
  const share = (count: number) => count / resumes.length
  return {
    resumes: resumes.length,
    scores: {
      email: share(right.email),
      phone: share(right.phone),
      name: share(right.name),
      title: share(right.title),
      location: share(right.location),
      skillsF1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
      yearsWithinOne: share(right.yearsWithinOne),
      education: share(right.education),
    },
    misses,
  }
}

/** The scores as a table's rows: the field in words, measured, target, met. */
export function accuracyRows(accuracy: CorpusAccuracy): { field: string; measured: string; target: string; met: boolean }[] {
  return (Object.keys(ACCURACY_TARGETS) as AccuracyField[]).map((field) => {
    const score = accuracy.scores[field]
    const target = ACCURACY_TARGETS[field]
    const format = (value: number) => (field === 'skillsF1' ? value.toFixed(2) : `${(value * 100).toFixed(0)}%`)
    return { field: LABELS[field], measured: format(score), target: `≥ ${format(target)}`, met: score >= target }
  })
}
