import { describe, expect, it } from 'vitest'
import { PDF_TYPE, resumePdf } from '../../../test/resume-files'
import { parseResume } from './index'
import { findSkills } from './skills'

describe('skills that are everyday words', () => {
  it('count an alias listed as section-only ("Maya" of Autodesk Maya) only in a skills section; the full name anywhere', () => {
    expect(findSkills([{ text: 'Maya Rosenthal', inSkillsSection: false }])).toEqual([])
    expect(findSkills([{ text: 'Maya, Blender', inSkillsSection: true }])).toEqual(['Autodesk Maya', 'Blender'])
    expect(findSkills([{ text: 'Modelled sets in Autodesk Maya', inSkillsSection: false }])).toEqual(['Autodesk Maya'])
  })

  it('leave a first name that is also a tool read as the name', async () => {
    const bytes = await resumePdf({ name: 'Maya Rosenthal', email: 'maya@example.test', phone: '+1 415 555 1112', location: 'Austin, TX', title: 'Data Engineer' })
    const outcome = await parseResume({ bytes, contentType: PDF_TYPE })
    expect(outcome.ok && outcome.parsed.name).toBe('Maya Rosenthal')
  })
})

describe('short skill names', () => {
  it('count in a skills section or a list of other skills', () => {
    expect(findSkills([{ text: 'Python, R, SQL, Go', inSkillsSection: true }])).toEqual(['Python', 'R', 'SQL', 'Go'])
    expect(findSkills([{ text: 'Tools: Python, TensorFlow, ML, Tableau', inSkillsSection: false }])).toEqual(['Python', 'TensorFlow', 'Machine learning', 'Tableau'])
  })

  it('never count in a sentence, a place or another language’s words', () => {
    expect(findSkills([{ text: 'Built AI features for 2M users with Python', inSkillsSection: false }])).toEqual(['Python'])
    expect(findSkills([{ text: 'Montreal, QC', inSkillsSection: false }])).toEqual([])
    expect(findSkills([{ text: 'lucas@example.com | +1 514 555 0149 | Montreal, QC', inSkillsSection: false }])).toEqual([])
    expect(findSkills([{ text: 'Gestione dei pazienti in terapia intensiva', inSkillsSection: false }])).toEqual([])
    expect(findSkills([{ text: 'Ran the PR and UX reviews', inSkillsSection: false }])).toEqual([])
  })
})

describe('a skills section’s claims', () => {
  const skillsOf = async (lines: string[]) => {
    const text = ['Federica Gallo', 'federica.gallo@example.com', '', ...lines, ''].join('\n')
    const outcome = await parseResume({ bytes: new TextEncoder().encode(text), contentType: 'text/plain' }, { today: new Date('2026-06-15T00:00:00Z') })
    if (!outcome.ok) throw new Error(outcome.error)
    return outcome.parsed.skills
  }

  it('counts the items the vocabulary does not hold, as written, and only in a skills section', async () => {
    expect(findSkills([{ text: 'Quadri di distribuzione, Verifiche di messa a terra, AutoCAD', inSkillsSection: true }])).toEqual([
      'AutoCAD',
      'Quadri di distribuzione',
      'Verifiche di messa a terra',
    ])
    expect(findSkills([{ text: 'Customs documentation / Carrier scorecards', inSkillsSection: true }])).toEqual(['Customs documentation', 'Carrier scorecards'])
    expect(findSkills([{ text: 'Kept customs documentation in order for 40 stores', inSkillsSection: false }])).toEqual([])
    expect(findSkills([{ text: 'Customs documentation, Incoterms', inSkillsSection: true }], { vocabularyOnly: true })).toEqual(['Incoterms'])
  })

  it('reads no sentence, date or label of a skills section as a claim', () => {
    expect(findSkills([{ text: 'Tools: Carrier scorecards', inSkillsSection: true }])).toEqual(['Carrier scorecards'])
    expect(findSkills([{ text: 'I keep every dock and every truck moving together through the busiest weeks of the year', inSkillsSection: true }])).toEqual([])
    expect(findSkills([{ text: 'Certified 2019', inSkillsSection: true }])).toEqual([])
    expect(findSkills([{ text: 'Carrier scorecards – Advanced, Primavera P6 (planning), Cablaggio industriale - ottimo', inSkillsSection: true }])).toEqual([
      'Carrier scorecards',
      'Primavera P6',
      'Cablaggio industriale',
    ])
  })

  it('takes a group’s label over a row of items for a heading, not a claim, though it names a skill', async () => {
    const skills = await skillsOf(['SKILLS', 'Logistics', 'Cross-docking · Incoterms · Customs documentation', 'Systems', 'SAP EWM · Yard management'])
    expect(skills).toEqual(['Cross-docking', 'Incoterms', 'Customs documentation', 'SAP EWM', 'Yard management'])
    // One skill a line: each is a claim, the first too.
    expect(await skillsOf(['SKILLS', 'Logistics', 'Incoterms', 'Yard management'])).toEqual(['Logistics', 'Incoterms', 'Yard management'])
  })
})
