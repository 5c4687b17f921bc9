import { describe, expect, it } from 'vitest'
import { parseResume } from './index'

const TODAY = new Date('2026-06-15T00:00:00Z')

async function educationOf(lines: string[]) {
  const outcome = await parseResume({ bytes: new TextEncoder().encode(['Ana Ferreira', 'ana@example.com', '', ...lines, ''].join('\n')), contentType: 'text/plain' }, { today: TODAY })
  if (!outcome.ok) throw new Error(outcome.error)
  return outcome.parsed.education
}

describe('education entries', () => {
  it('know schools named in Italian, French, Spanish, German, Portuguese and Polish, with their degrees', async () => {
    expect(
      await educationOf([
        'FORMAZIONE',
        'Laurea Magistrale in Ingegneria Informatica, Politecnico di Milano, 2016',
        'Licence Informatique, Université Lyon 2, 2012',
        'Grado en Enfermería, Universidad de Sevilla, 2014',
        'Diplom-Informatiker, Technische Universität München, 2010',
        'Mestrado em Engenharia, Universidade de Lisboa, 2018',
        'Magister inżynier, Politechnika Warszawska, 2015',
        'B.Tech Computer Science, IIT Bombay, 2017',
      ]),
    ).toEqual([
      { institution: 'Politecnico di Milano', degree: 'Laurea Magistrale in Ingegneria Informatica', year: 2016 },
      { institution: 'Université Lyon 2', degree: 'Licence Informatique', year: 2012 },
      { institution: 'Universidad de Sevilla', degree: 'Grado en Enfermería', year: 2014 },
      { institution: 'Technische Universität München', degree: 'Diplom-Informatiker', year: 2010 },
      { institution: 'Universidade de Lisboa', degree: 'Mestrado em Engenharia', year: 2018 },
      { institution: 'Politechnika Warszawska', degree: 'Magister inżynier', year: 2015 },
      { institution: 'IIT Bombay', degree: 'B.Tech Computer Science', year: 2017 },
    ])
  })

  it('give each school its own degree and year when an entry takes several lines', async () => {
    expect(await educationOf(['Ausbildung', 'Universität Heidelberg', 'Master of Science Physik', '2014 – 2016', 'Universität Mannheim', 'Bachelor of Science Physik', '2011 – 2014'])).toEqual([
      { institution: 'Universität Heidelberg', degree: 'Master of Science Physik', year: 2016 },
      { institution: 'Universität Mannheim', degree: 'Bachelor of Science Physik', year: 2014 },
    ])
    expect(await educationOf(['Éducation', 'Doctorat en Chimie', 'École Normale Supérieure', '2019', 'Master Chimie', 'Sorbonne Université', '2015'])).toEqual([
      { institution: 'École Normale Supérieure', degree: 'Doctorat en Chimie', year: 2019 },
      { institution: 'Sorbonne Université', degree: 'Master Chimie', year: 2015 },
    ])
  })
})

describe('education entries as themes and sidebars break them', () => {
  const schools = async (lines: string[]) => (await educationOf(['EDUCATION', ...lines])).map((entry) => entry.institution)

  it('joins a school’s name wrapped after a joining word, and drops a date glued to it or a role before it', async () => {
    expect(await schools(['Bacharelado em Engenharia', 'Universidade Federal do Rio de', 'Janeiro', '2010 – 2014'])).toEqual(['Universidade Federal do Rio de Janeiro'])
    expect(await schools(['Technik informatyk, Technikum Łączności nr 1 w', 'Warszawie, 2012'])).toEqual(['Technikum Łączności nr 1 w Warszawie'])
    expect(await schools(['Bacharelado em Farmácia', 'Universidade Federal do Rio Grande do Sul2009-03-01'])).toEqual(['Universidade Federal do Rio Grande do Sul'])
    expect(await schools(['Pharmacist at University of Lagos Teaching Hospital, 2015'])).toEqual(['University of Lagos Teaching Hospital'])
  })

  it('knows schools by Tecnológico, IES, FH and Zespół Szkół', async () => {
    expect(await schools(['Ingeniería Industrial, Tecnológico de Monterrey, 2012'])).toEqual(['Tecnológico de Monterrey'])
    expect(await schools(['Técnico Superior en Cocina, IES Hermanos Machado, 2011'])).toEqual(['IES Hermanos Machado'])
    expect(await schools(['Bachelor Soziale Arbeit, FH Campus Wien, 2016'])).toEqual(['FH Campus Wien'])
    expect(await schools(['Technik mechanik, Zespół Szkół Mechanicznych, 2008'])).toEqual(['Zespół Szkół Mechanicznych'])
  })
})

describe('a theme’s education line', () => {
  it('reads the degree written before "at" and its school on one line, the years at the right margin', async () => {
    expect(await educationOf(['EDUCATION', 'BSc Supply Chain Management at Cardiff Metropolitan University   2012 - 2015'])).toEqual([
      { institution: 'Cardiff Metropolitan University', degree: 'BSc Supply Chain Management', year: 2015 },
    ])
    expect(await educationOf(['EDUCATION', 'Diploma di Perito Elettrotecnico at Istituto Tecnico Industriale Aldini Valeriani   2006 - 2011'])).toEqual([
      { institution: 'Istituto Tecnico Industriale Aldini Valeriani', degree: 'Diploma di Perito Elettrotecnico', year: 2011 },
    ])
  })
})
