import type { ResumeParseInput, ResumeParseOutcome } from './parser/contract'

/**
 * For poisoned-files.test.ts: a parser that does what the file's first word says, as hostile
 * files make the real one do: `hang` loops for ever, `throw` fails with U+0000 in its message,
 * `abort` ends its process as V8 does on a fatal error (an array grown past its largest size, a
 * heap that cannot grow), `nul` answers fields and text holding U+0000 and a lone surrogate, as a
 * PDF's icon glyphs do.
 */
export function parseResume(input: ResumeParseInput): ResumeParseOutcome {
  const [word, name = 'Ada Lovelace'] = new TextDecoder().decode(input.bytes).trim().split('\n')
  if (word === 'hang') for (;;);
  if (word === 'throw') throw new Error('the reader broke on \u0000\uD800')
  if (word === 'abort') process.abort()
  return {
    ok: true,
    ocr: false,
    text: `${name}\u0000\n\uD83D ada@example.test`,
    parsed: {
      name: `${name}\u0000`,
      email: 'ada@example.test',
      phone: null,
      location: '\uDC00London',
      headline: 'Analyst\u0000',
      links: [],
      skills: ['\u0000Python', 'SQL'],
      years_experience: 3,
      education: [{ institution: 'University of London\u0000', degree: null, year: 2012 }],
      confidence: { name: 0.9, email: 0.99 },
    },
  }
}
