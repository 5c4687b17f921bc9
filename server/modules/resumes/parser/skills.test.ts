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
