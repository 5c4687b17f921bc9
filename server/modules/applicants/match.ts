import type { Match } from '@common/applicants'

/**
 * How well an applicant fits a job (contract section 11's match score), from what both say:
 * the job's skills (or, when it lists none, the significant words of its title), found among the
 * applicant's skills or anywhere in their headline and resume text, and the years of experience
 * its description asks for ("5+ years", "at least 3 years") against the applicant's.
 */

export interface MatchJob {
  title: string
  description: string
  skills: string[]
}

export interface MatchApplicant {
  skills: string[]
  headline: string | null
  resumeText: string
  yearsExperience: number | null
}

const STOP_WORDS = new Set(['and', 'the', 'for', 'with', 'senior', 'junior', 'lead', 'head', 'staff', 'principal', 'associate', 'intern', 'of', 'in', 'to'])

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** True when `term` stands as a whole word or phrase in `text` ("Go" is not in "good"; "C++" is in "C++17"). */
function mentions(text: string, term: string): boolean {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(term)}($|[^\\p{L}\\p{N}])`, 'iu').test(text)
}

/** The years of experience a description asks for, or null when it names none. */
export function requiredYears(description: string): number | null {
  const found = /(?:at least|minimum(?: of)?|min\.?)?\s*(\d{1,2})\s*\+?\s*(?:\+|or more)?\s*years?/i.exec(description)
  return found ? Number(found[1]) : null
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

export function matchScore(applicant: MatchApplicant, job: MatchJob): Match {
  const bySkills = job.skills.length > 0
  const wanted = bySkills
    ? job.skills
    : [...new Set(job.title.toLowerCase().match(/[\p{L}\p{N}+#.]+/gu) ?? [])].filter((word) => word.length > 2 && !STOP_WORDS.has(word))
  const skillKeys = new Set(applicant.skills.map((skill) => skill.toLowerCase()))
  const profile = `${applicant.headline ?? ''}\n${applicant.skills.join(', ')}\n${applicant.resumeText}`
  const matched = wanted.filter((term) => skillKeys.has(term.toLowerCase()) || mentions(profile, term))
  const missing = wanted.filter((term) => !matched.includes(term))

  const reasons: string[] = []
  const skillShare = wanted.length > 0 ? matched.length / wanted.length : null
  if (wanted.length === 0) reasons.push('The job lists no skills to compare')
  else if (bySkills) reasons.push(`Has ${matched.length} of the ${plural(wanted.length, 'skill')} the job asks for`)
  else reasons.push(`The job lists no skills; ${matched.length} of ${plural(wanted.length, 'word')} of its title appear in the profile`)
  if (missing.length > 0) reasons.push(`Missing: ${missing.join(', ')}`)

  const years = requiredYears(job.description)
  let experienceShare: number | null = null
  if (years !== null && applicant.yearsExperience !== null) {
    experienceShare = Math.min(applicant.yearsExperience / Math.max(years, 1), 1)
    reasons.push(
      applicant.yearsExperience >= years
        ? `${plural(applicant.yearsExperience, 'year')} of experience; the job asks for ${years}+`
        : `${plural(applicant.yearsExperience, 'year')} of experience, short of the ${years}+ the job asks for`,
    )
  } else if (years !== null) {
    experienceShare = 0
    reasons.push(`The job asks for ${years}+ years; the applicant’s experience is not known`)
  } else if (applicant.yearsExperience !== null) {
    reasons.push(`${plural(applicant.yearsExperience, 'year')} of experience; the job names no minimum`)
  }

  const parts = [
    ...(skillShare === null ? [] : [{ share: skillShare, weight: 0.75 }]),
    ...(experienceShare === null ? [] : [{ share: experienceShare, weight: 0.25 }]),
  ]
  const weight = parts.reduce((sum, part) => sum + part.weight, 0)
  const score = weight === 0 ? 0 : Math.round((100 * parts.reduce((sum, part) => sum + part.share * part.weight, 0)) / weight)
  return { score, matched_skills: matched, missing_skills: missing, reasons }
}
