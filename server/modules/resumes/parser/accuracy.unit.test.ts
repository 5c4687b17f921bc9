import { describe, expect, it } from 'vitest'
import { accuracyRows, measureCorpusAccuracy } from './corpus/accuracy'

/**
 * The parser against its fixture corpus (corpus/: 77 resumes in nine layouts, two of them
 * scanned, 24 written in Italian, French, Spanish, German, Portuguese, Polish, Japanese or Indian
 * English, 5 in the shapes of published themes: icon glyphs, ISO dates, a narrow sidebar; with
 * what each holds in expected.json): prints each field's accuracy and fails under
 * issue 11's targets (education under issue 28's). It reads no database, so the PostgreSQL run leaves it out.
 */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the resume parser on its fixture corpus', () => {
  it('reads each field at least as well as its target', { timeout: 180_000 }, async () => {
    const accuracy = await measureCorpusAccuracy()
    const rows = accuracyRows(accuracy)
    console.log(
      [`Parser accuracy on ${accuracy.resumes} resumes:`, ...rows.map((row) => `  ${row.field.padEnd(36)} ${row.measured.padStart(5)}  (target ${row.target})`)].join('\n'),
    )
    expect(rows.filter((row) => !row.met), `Missed on the corpus:\n${accuracy.misses.join('\n')}`).toEqual([])
  })
})
