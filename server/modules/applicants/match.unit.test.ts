import { describe, expect, it } from 'vitest'
import { matchScore, requiredYears } from './match'

const applicant = {
  skills: ['TypeScript', 'PostgreSQL'],
  headline: 'Backend engineer',
  resumeText: 'Five years building Node.js services; ran Kubernetes clusters. Good at Go-to-market? No.',
  yearsExperience: 6,
}

describe('matchScore', () => {
  it('finds the job’s skills among the applicant’s skills or as whole words of their resume', () => {
    const match = matchScore(applicant, { title: 'Backend Engineer', description: 'At least 5 years of experience.', skills: ['typescript', 'Kubernetes', 'Go', 'Rust'] })
    expect(match.matched_skills).toEqual(['typescript', 'Kubernetes', 'Go'])
    expect(match.missing_skills).toEqual(['Rust'])
    expect(match.reasons).toEqual([
      'Has 3 of the 4 skills the job asks for',
      'Missing: Rust',
      '6 years of experience; the job asks for 5+',
    ])
    // Skills weigh three quarters (3/4 found), experience one quarter (met).
    expect(match.score).toBe(81)
  })

  it('compares the title’s words when the job lists no skills, and counts short experience in part', () => {
    const match = matchScore({ ...applicant, yearsExperience: 2 }, { title: 'Senior Backend Engineer', description: '8+ years', skills: [] })
    expect(match.matched_skills).toEqual(['backend', 'engineer'])
    expect(match.reasons[0]).toBe('The job lists no skills; 2 of 2 words of its title appear in the profile')
    expect(match.reasons[1]).toBe('2 years of experience, short of the 8+ the job asks for')
    expect(match.score).toBe(81)
  })

  it('reads the years a description asks for', () => {
    expect(requiredYears('You have 5+ years with Python')).toBe(5)
    expect(requiredYears('minimum of 3 years in sales')).toBe(3)
    expect(requiredYears('A great team')).toBeNull()
  })
})
