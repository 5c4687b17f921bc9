import { FIELD_SEPARATOR, type ResumeLine } from './lines'

/** Splits a resume's lines into sections at their headings. */

export type SectionKind = 'header' | 'summary' | 'contact' | 'experience' | 'education' | 'skills' | 'languages' | 'certifications' | 'other'

export interface SectionedLine extends ResumeLine {
  section: SectionKind
  /** The line is a section heading (its text is the heading). */
  heading: boolean
}

const HEADINGS: Record<Exclude<SectionKind, 'header'>, readonly string[]> = {
  summary: ['summary', 'profile', 'professional summary', 'career summary', 'executive summary', 'summary of qualifications', 'personal profile',
    'professional profile', 'about', 'about me', 'objective', 'career objective', 'objectives', 'personal statement', 'overview', 'introduction'],
  contact: ['contact', 'contacts', 'contact details', 'contact information', 'contact info', 'personal details', 'personal information', 'personal data',
    'details', 'get in touch'],
  experience: ['experience', 'work experience', 'professional experience', 'relevant experience', 'employment', 'employment history', 'work history',
    'career history', 'professional history', 'career', 'positions held', 'experience and employment', 'job history', 'working experience',
    'professional background', 'work', 'internships', 'military experience', 'clinical experience', 'teaching experience', 'industry experience'],
  education: ['education', 'education and training', 'education & training', 'academic background', 'academic history', 'academic qualifications',
    'qualifications', 'educational background', 'education and qualifications', 'education & qualifications', 'academics', 'training and education',
    'education and certifications', 'education & certifications', 'schooling', 'studies'],
  skills: ['skills', 'key skills', 'technical skills', 'core skills', 'core competencies', 'competencies', 'areas of expertise', 'expertise',
    'skills and abilities', 'skills & abilities', 'skills and expertise', 'skills & expertise', 'technologies', 'tools', 'tools and technologies',
    'tools & technologies', 'technical proficiencies', 'proficiencies', 'skill set', 'skillset', 'strengths', 'key strengths', 'abilities',
    'professional skills', 'relevant skills', 'hard skills', 'soft skills', 'it skills', 'computer skills', 'specialties', 'tech stack', 'stack',
    'skills summary', 'key competencies', 'capabilities', 'technical expertise', 'clinical skills', 'software'],
  languages: ['languages', 'language skills', 'spoken languages', 'languages spoken'],
  certifications: ['certifications', 'certificates', 'certification', 'licenses', 'licences', 'licenses and certifications', 'licenses & certifications',
    'licences and certifications', 'certifications and licenses', 'certifications & licenses', 'accreditations', 'training', 'courses',
    'professional development', 'credentials', 'tickets and licences'],
  other: ['projects', 'personal projects', 'selected projects', 'awards', 'honors', 'honours', 'awards and honors', 'achievements', 'accomplishments',
    'publications', 'references', 'referees', 'volunteer', 'volunteering', 'volunteer experience', 'interests', 'hobbies', 'hobbies and interests',
    'activities', 'affiliations', 'memberships', 'professional memberships', 'additional information', 'other', 'portfolio', 'links',
    'conferences', 'presentations', 'patents', 'research'],
}

const HEADING_KIND = new Map<string, Exclude<SectionKind, 'header'>>(
  Object.entries(HEADINGS).flatMap(([kind, phrases]) => phrases.map((phrase) => [phrase, kind as Exclude<SectionKind, 'header'>])),
)

function headingKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[:|]+\s*$/, '')
    .replace(/[^\p{L}&\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The section a line names when it is a heading ("WORK EXPERIENCE", "Skills:"), else null. */
export function headingKind(text: string): Exclude<SectionKind, 'header'> | null {
  if (text.length > 48 || /\d|@/.test(text)) return null
  return HEADING_KIND.get(headingKey(text)) ?? null
}

/**
 * Gives every line its section. Headings are known section names standing alone on a line, or
 * opening a table's row ("Experience   Registered Nurse…", read as the heading and the rest).
 * A column starts over in the header until its first heading.
 */
export function splitSections(lines: readonly ResumeLine[]): SectionedLine[] {
  const result: SectionedLine[] = []
  let current: SectionKind = 'header'
  let previous: ResumeLine | null = null
  for (const line of lines) {
    if (previous && (line.column !== previous.column) && line.page === previous.page) current = 'header'
    previous = line
    const kind = headingKind(line.text)
    if (kind) {
      current = kind
      result.push({ ...line, section: kind, heading: true })
      continue
    }
    const [first = '', ...rest] = line.text.split(FIELD_SEPARATOR)
    const cellKind = rest.length > 0 ? headingKind(first) : null
    if (cellKind) {
      current = cellKind
      result.push({ ...line, text: first.trim(), section: cellKind, heading: true })
      result.push({ ...line, text: rest.join(FIELD_SEPARATOR).trim(), section: cellKind, heading: false })
      continue
    }
    result.push({ ...line, section: current, heading: false })
  }
  return result
}
