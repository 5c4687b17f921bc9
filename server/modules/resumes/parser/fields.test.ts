import { describe, expect, it } from 'vitest'
import { parseResume } from './index'
import { findLinks, findPhone } from './contacts'
import { isJobTitle } from './titles'

describe('findPhone', () => {
  it('reads a number in any usual format as E.164', () => {
    expect(findPhone(['Call (415) 555-0134'], 'US')?.value).toBe('+14155550134')
    expect(findPhone(['Phone: 07911 123456'], 'GB')?.value).toBe('+447911123456')
  })

  it('never takes a position’s dates for a phone number', () => {
    expect(findPhone(['Payroll Clerk, Contoso', '04/2016 – 12/2018', 'Staff Nurse 2016 - 2018'], 'GB')).toBeNull()
    expect(findPhone(['04/2016 – 12/2018', 'Mobile +1 (415) 555-0134'], 'US')?.value).toBe('+14155550134')
  })
})

describe('isJobTitle', () => {
  it('knows a title by its head word, plurals too', () => {
    expect(isJobTitle('Senior Software Engineer')).toBe(true)
    expect(isJobTitle('Forklift Operator')).toBe(true)
    expect(isJobTitle('Partner')).toBe(true)
  })

  it('takes no company’s name for a title', () => {
    expect(isJobTitle('Wingtip Partners')).toBe(false)
    expect(isJobTitle('Fabrikam Inc.')).toBe(false)
    expect(isJobTitle('Litware Ltd')).toBe(false)
    expect(isJobTitle('Contoso Group')).toBe(false)
  })
})

describe('skills in wrapped lines', () => {
  const skillsOf = async (text: string) => {
    const outcome = await parseResume({ bytes: new TextEncoder().encode(text), contentType: 'text/plain' }, { today: new Date('2026-06-15T00:00:00Z') })
    return outcome.ok ? outcome.parsed.skills : []
  }

  it('reads a skill wrapped at the page’s edge, and keeps a list’s lines apart', async () => {
    expect(await skillsOf('Ada Lovelace\nada@example.test\n\nSKILLS\nLesson planning, Google Classroom, Curriculum\ndevelopment, Classroom management\n')).toEqual(
      expect.arrayContaining(['Lesson planning', 'Google Classroom', 'Curriculum development', 'Classroom management']),
    )
    expect(await skillsOf('Ada Lovelace\nada@example.test\n\nSKILLS\nJava\nScript writing\n')).not.toContain('JavaScript')
  })
})

describe('no field invented from another', () => {
  it('takes no link from an email’s domain', () => {
    expect(findLinks('mario.rossi@studio-rossi.it | linkedin.com/in/mariorossi')).toEqual(['https://linkedin.com/in/mariorossi'])
    expect(findLinks('ana-maria.lopez@uni-sevilla.es')).toEqual([])
  })

  it('takes no school and no company for a title', () => {
    expect(isJobTitle('Royal College of Surgeons')).toBe(false)
    expect(isJobTitle('Chartered Institute of Accountants')).toBe(false)
    expect(isJobTitle('Contoso S.p.A.')).toBe(false)
    expect(isJobTitle('Litware Sp. z o.o.')).toBe(false)
    expect(isJobTitle('School Nurse')).toBe(true)
    expect(isJobTitle('Elementary School Teacher')).toBe(true)
  })
})
