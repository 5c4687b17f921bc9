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
