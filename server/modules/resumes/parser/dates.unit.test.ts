import { describe, expect, it } from 'vitest'
import { findDateRanges, yearsCovered } from './dates'
import { parseResume } from './index'
import { headingKind } from './headings'

const TODAY = new Date('2026-06-15T00:00:00Z')

/** [start year, start month, end year, end month, still held] of each range. */
const ranges = (text: string) =>
  findDateRanges(text, TODAY).map((range) => [Math.floor(range.start / 12), (range.start % 12) + 1, Math.floor(range.end / 12), (range.end % 12) + 1, range.current])

describe('date ranges in the languages resumes are written in', () => {
  it('reads European month names and numeric dates, and "present" in each language', () => {
    expect(ranges('03/2019 – oggi')).toEqual([[2019, 3, 2026, 6, true]])
    expect(ranges('janv. 2018 - présent')).toEqual([[2018, 1, 2026, 6, true]])
    expect(ranges('marzo de 2020 - actualidad')).toEqual([[2020, 3, 2026, 6, true]])
    expect(ranges('set 2017 – atual')).toEqual([[2017, 9, 2026, 6, true]])
    expect(ranges('paź 2016 – obecnie')).toEqual([[2016, 10, 2026, 6, true]])
    expect(ranges('von 04/2016 bis 12/2018')).toEqual([[2016, 4, 2018, 12, false]])
    expect(ranges('09.2014 – 08.2018')).toEqual([[2014, 9, 2018, 8, false]])
    expect(ranges('2019年4月 – 現在')).toEqual([[2019, 4, 2026, 6, true]])
  })

  it('reads a position held since a date: "seit 2020", "dal 2019", "depuis 2017"', () => {
    expect(ranges('seit 2020')).toEqual([[2020, 7, 2026, 6, true]])
    expect(ranges('dal 2019')).toEqual([[2019, 7, 2026, 6, true]])
    expect(ranges('depuis mars 2017')).toEqual([[2017, 3, 2026, 6, true]])
  })

  it('reads ISO dates as themes print them, the day dropped', () => {
    expect(ranges('2019-03-01 – 2022-06-30')).toEqual([[2019, 3, 2022, 6, false]])
    expect(ranges('2019-03-01 - Present')).toEqual([[2019, 3, 2026, 6, true]])
    expect(ranges("janvier 2015 – aujourd'hui")).toEqual([[2015, 1, 2026, 6, true]])
  })

  it('reads "Current", "Till date" and the other words for a position still held, and "Sept" as September', () => {
    expect(ranges('Barista at Café Nero   May 2019 - Current')).toEqual([[2019, 5, 2026, 6, true]])
    expect(ranges('Sept 2016 - Apr 2019')).toEqual([[2016, 9, 2019, 4, false]])
    expect(ranges('Sept. 2013 - Jul 2016')).toEqual([[2013, 9, 2016, 7, false]])
    expect(ranges('Jan 2020 - Till date')).toEqual([[2020, 1, 2026, 6, true]])
    expect(ranges('Jan 2020 − Up to now')).toEqual([[2020, 1, 2026, 6, true]])
  })

  it('counts overlapping positions once', () => {
    expect(yearsCovered([...findDateRanges('01/2015 – 12/2019', TODAY), ...findDateRanges('06/2018 – 12/2020', TODAY)])).toBe(5.9)
  })
})

describe('section headings in Italian, French, Spanish, German, Portuguese and Polish', () => {
  it('knows each section by its native heading, accents or not, capitals or not', () => {
    expect(headingKind('W O R K E X P E R I E N C E')).toBe('experience')
    expect(headingKind('W O R K  E X P E R I E N C E')).toBe('experience')
    expect(headingKind('P R O F E S S I O N A L S U M M A R Y')).toBe('summary')
    expect(headingKind('Profiles')).toBe('contact')
    expect(headingKind('ESPERIENZA PROFESSIONALE')).toBe('experience')
    expect(headingKind('Expériences professionnelles')).toBe('experience')
    expect(headingKind('EXPERIENCIA LABORAL')).toBe('experience')
    expect(headingKind('Berufserfahrung')).toBe('experience')
    expect(headingKind('Experiência profissional')).toBe('experience')
    expect(headingKind('Doświadczenie zawodowe')).toBe('experience')
    expect(headingKind('ISTRUZIONE E FORMAZIONE')).toBe('education')
    expect(headingKind('Formation')).toBe('education')
    expect(headingKind('Formación académica')).toBe('education')
    expect(headingKind('Ausbildung')).toBe('education')
    expect(headingKind('Wykształcenie')).toBe('education')
    expect(headingKind('Competenze')).toBe('skills')
    expect(headingKind('COMPÉTENCES')).toBe('skills')
    expect(headingKind('Habilidades')).toBe('skills')
    expect(headingKind('Kenntnisse')).toBe('skills')
    expect(headingKind('Lingue')).toBe('languages')
    expect(headingKind('Sprachkenntnisse')).toBe('languages')
    expect(headingKind('Idiomas')).toBe('languages')
    expect(headingKind('Profilo')).toBe('summary')
    expect(headingKind('Über mich')).toBe('summary')
    expect(headingKind('E X P E R I E N C E')).toBe('experience')
    expect(headingKind('C O N T A T T I')).toBe('contact')
    expect(headingKind('CONTAT TI')).toBe('contact')
    expect(headingKind('E DUCATION')).toBe('education')
    expect(headingKind('Volunteer Work')).toBe('other')
    expect(headingKind('Honors & Awards')).toBe('other')
    expect(headingKind('Competenze e lingue')).toBe('skills')
    expect(headingKind('Kenntnisse & Sprachen')).toBe('skills')
    expect(headingKind('Experience and Education')).toBe('experience')
    expect(headingKind('Sales and Marketing')).toBeNull()
  })
})

describe('years of experience', () => {
  it('come from the experience section’s merged ranges, never from education', async () => {
    const text = [
      'Giulia Esposito',
      'giulia.esposito@example.com',
      '',
      'ESPERIENZA PROFESSIONALE',
      'Infermiera, Ospedale Cardarelli',
      '03/2019 – oggi',
      'Infermiera, Clinica Mediterranea (part-time)',
      '01/2018 – 12/2020',
      '',
      'ISTRUZIONE',
      'Laurea in Infermieristica, Università degli Studi di Napoli Federico II',
      '2012 – 2015',
      '',
    ].join('\n')
    const outcome = await parseResume({ bytes: new TextEncoder().encode(text), contentType: 'text/plain' }, { today: TODAY })
    expect(outcome.ok && outcome.parsed.years_experience).toBe(8.4)
  })
})
