import { describe, expect, it } from 'vitest'
import { FIELD_SEPARATOR, linesFromItems, linesFromText, type TextItem } from './lines'
import { parseResume } from './index'

const item = (text: string, x: number, y = 700): TextItem => ({ text, x, y, width: text.length * 5, size: 10, bold: false })

describe('icon glyphs', () => {
  it('reads an icon font’s glyph (U+0000 or private use) as a field separator, never as text', () => {
    expect(linesFromText('\u0000 Mechanical Engineer').map((line) => line.text)).toEqual(['Mechanical Engineer'])
    expect(linesFromText('\uf0e0 anna@mail.it \uf095 +39 02 1234 5678\n\u{F0101}\n').map((line) => line.text)).toEqual([
      `anna@mail.it${FIELD_SEPARATOR}+39 02 1234 5678`,
    ])
    const lines = linesFromItems([item('\u0000', 50), item('Milano, Italy', 62), item('\uf095', 140), item('+39 02 1234 5678', 152), item('\ue000', 50, 680)], 600, 1)
    expect(lines.map((line) => line.text)).toEqual([`Milano, Italy${FIELD_SEPARATOR}+39 02 1234 5678`])
  })

  it('reads the title, location and contacts a theme writes after its icons', async () => {
    const text = 'Giulia Ferri\n\u0000 Mechanical Engineer\n\uf0e0 giulia.ferri@example.it  \uf095 +39 02 1234 5678  \uf3c5 Milano, Italy\n'
    const outcome = await parseResume({ bytes: new TextEncoder().encode(text), contentType: 'text/plain' })
    expect(outcome.ok && outcome.parsed).toMatchObject({ headline: 'Mechanical Engineer', email: 'giulia.ferri@example.it', phone: '+390212345678', location: 'Milano, Italy' })
  })
})

describe('section labels in a left gutter', () => {
  it('reads each label as the heading of the content beside it, not as a column before all of it', () => {
    const content = ['Sous Chef', 'Brasserie Georges', 'Feb 2021 – Present', 'Institut Paul Bocuse', 'Bachelor Arts Culinaires', 'Sep 2012 – Jul 2015', 'Kitchen management']
    const items = [
      item('Camille Durand, Sous Chef, camille.durand@example.fr', 40, 760),
      ...content.map((text, index) => item(text, 150, 700 - index * 14)),
      // The labels' smaller capitals sit a little lower than the content's baselines.
      item('Work', 40, 695),
      item('Education', 40, 653),
      item('Skills', 40, 611),
    ]
    expect(linesFromItems(items, 600, 1).map((line) => line.text)).toEqual([
      'Camille Durand, Sous Chef, camille.durand@example.fr',
      `Work${FIELD_SEPARATOR}Sous Chef`,
      'Brasserie Georges',
      'Feb 2021 – Present',
      `Education${FIELD_SEPARATOR}Institut Paul Bocuse`,
      'Bachelor Arts Culinaires',
      'Sep 2012 – Jul 2015',
      `Skills${FIELD_SEPARATOR}Kitchen management`,
    ])
  })
})

describe('dates at the right margin', () => {
  it('reads each date on its entry’s line in the main column, not as a column of its own after a sidebar and the main column interleaved', () => {
    const items = [
      item('Rosa Bellini', 40, 770),
      // A sidebar and the main column whose baselines interleave.
      ...['Contact', 'Bari Italy', 'rosa.bellini@example.com', 'Skills', 'Payroll', 'Excel'].map((text, index) => item(text, 40, 712 - index * 17)),
      ...['Experience', 'Payroll Specialist', 'Ran payroll for 600 people', 'Payroll Clerk', 'Education', 'Università di Bari'].map((text, index) =>
        item(text, 200, 720 - index * 23),
      ),
      // Each date a little above its title's baseline, at the right margin.
      item('03/2019 - Present', 480, 705),
      item('01/2015 - 02/2019', 480, 659),
      item('2011 - 2014', 480, 607),
    ]
    expect(linesFromItems(items, 600, 1).map((line) => line.text)).toEqual([
      'Rosa Bellini',
      'Contact',
      'Bari Italy',
      'rosa.bellini@example.com',
      'Skills',
      'Payroll',
      'Excel',
      'Experience',
      `Payroll Specialist${FIELD_SEPARATOR}03/2019 - Present`,
      'Ran payroll for 600 people',
      `Payroll Clerk${FIELD_SEPARATOR}01/2015 - 02/2019`,
      'Education',
      `Università di Bari${FIELD_SEPARATOR}2011 - 2014`,
    ])
  })
})
