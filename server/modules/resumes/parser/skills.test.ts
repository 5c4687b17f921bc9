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
