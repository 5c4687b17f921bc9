import { sql } from 'drizzle-orm'
import type { Database } from '../../server/db/client'

/**
 * The jobs benchmark's data set: `count` jobs for one company, made in a single INSERT … SELECT
 * so 20,000 rows take seconds, not minutes of API calls. Values are spread deterministically
 * (by the row number, not random()) so every run measures the same data: a realistic mix of
 * titles, departments, statuses, workplaces and employment types, skills, and Markdown
 * descriptions of about 120 words whose vocabulary is as wide as real postings'.
 */
export const BENCH_DEPARTMENTS = [
  'Engineering',
  'Product',
  'Design',
  'Data',
  'Sales',
  'Marketing',
  'Customer Success',
  'Finance',
  'People',
  'Legal',
  'Operations',
  'Security',
] as const

export const LEVELS = ['Junior', 'Senior', 'Staff', 'Lead', 'Principal', 'Associate']
/** Each role with the department that hires it. */
export const ROLES: readonly (readonly [title: string, department: (typeof BENCH_DEPARTMENTS)[number]])[] = [
  ['Backend Engineer', 'Engineering'],
  ['Frontend Engineer', 'Engineering'],
  ['Platform Engineer', 'Engineering'],
  ['Data Engineer', 'Data'],
  ['Data Scientist', 'Data'],
  ['Product Manager', 'Product'],
  ['Product Designer', 'Design'],
  ['UX Researcher', 'Design'],
  ['Account Executive', 'Sales'],
  ['Sales Development Representative', 'Sales'],
  ['Marketing Manager', 'Marketing'],
  ['Content Strategist', 'Marketing'],
  ['Customer Success Manager', 'Customer Success'],
  ['Support Specialist', 'Customer Success'],
  ['Financial Analyst', 'Finance'],
  ['Accountant', 'Finance'],
  ['Recruiter', 'People'],
  ['People Partner', 'People'],
  ['Legal Counsel', 'Legal'],
  ['Operations Manager', 'Operations'],
  ['Security Engineer', 'Security'],
  ['Site Reliability Engineer', 'Engineering'],
  ['QA Engineer', 'Engineering'],
  ['Mobile Engineer', 'Engineering'],
  ['Machine Learning Engineer', 'Data'],
  ['Solutions Architect', 'Sales'],
  ['Technical Writer', 'Product'],
  ['Office Manager', 'Operations'],
  ['Payroll Specialist', 'Finance'],
  ['Brand Designer', 'Design'],
]
export const LOCATIONS = ['Berlin', 'London', 'New York', 'Toronto', 'Lisbon', 'Austin', 'Singapore', 'Sydney', 'Paris', 'Remote (EU)']
const SKILLS = [
  'TypeScript',
  'React',
  'PostgreSQL',
  'Kubernetes',
  'Go',
  'Python',
  'SQL',
  'Figma',
  'Salesforce',
  'Negotiation',
  'Accounting',
  'Recruiting',
  'Terraform',
  'AWS',
  'Communication',
  'Leadership',
  'Analytics',
  'Copywriting',
  'Security',
  'Excel',
]
/** Hiring words: each description draws about one word in seven from these. */
export const COMMON_WORDS = (
  'team customers product build ship scale reliable platform design research hiring growth revenue pipeline ' +
  'data quality ownership mentor collaborate roadmap launch support partner strategy metrics experiment ' +
  'infrastructure automation security compliance budget forecast brand content campaign onboarding ' +
  'interviews candidates feedback process operations vendors contracts analysis reporting dashboards ' +
  'testing performance accessibility mobile payments billing integrations documentation culture remote ' +
  'flexible benefits learning career impact mission users stakeholders planning delivery services'
).split(' ')

/**
 * The long tail of a description's vocabulary, as real postings have: 2,000 made-up words of
 * two syllables (bako, dufi, …), so a search for two ordinary words matches a few percent of
 * jobs, as it would in a real company, not nearly all of them.
 */
export const RARE_WORDS = Array.from({ length: 2_000 }, (_, index) => {
  const consonants = 'bdfgklmnprstvz'
  const vowels = 'aeiou'
  const syllable = (n: number) => `${consonants[n % consonants.length]}${vowels[Math.floor(n / consonants.length) % vowels.length]}`
  return `${syllable(index % 70)}${syllable(Math.floor(index / 70))}`
})

export const textArray = (values: readonly string[]) => sql.raw(`ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]::text[]`)

/** The vocabulary's two word lists as `common` and `rare`, to join beside `generate_series(…) AS g` for vocabularyWord(). */
export const vocabulary = () => sql`(SELECT ${textArray(COMMON_WORDS)} AS common, ${textArray(RARE_WORDS)} AS rare) AS vocabulary`

/** The k-th word of row g: a hiring word one time in seven, else one from the long tail. */
export const vocabularyWord = (salt: number) =>
  sql.raw(
    `CASE WHEN (g * 31 + k * ${salt}) % 7 = 0 THEN common[1 + (g * 13 + k * 29 + ${salt}) % ${COMMON_WORDS.length}] ` +
      `ELSE rare[1 + (g * 7919 + k * 104729 + ${salt}) % ${RARE_WORDS.length}] END`,
  )

/**
 * Row g's title, department, location, employment type, workplace, openings and salary (minimum,
 * maximum, currency), in that order: the columns a job and a requisition share.
 */
export function postingValues() {
  const roleTitles = textArray(ROLES.map(([title]) => title))
  const roleDepartments = textArray(ROLES.map(([, department]) => department))
  return sql`
      (${textArray(LEVELS)})[1 + g % ${LEVELS.length}] || ' ' || (${roleTitles})[1 + (g / ${LEVELS.length}) % ${ROLES.length}],
      (${roleDepartments})[1 + (g / ${LEVELS.length}) % ${ROLES.length}],
      CASE WHEN g % 5 = 0 THEN NULL ELSE (${textArray(LOCATIONS)})[1 + (g * 3) % ${LOCATIONS.length}] END,
      (ARRAY['full_time','full_time','full_time','part_time','contract','internship','temporary'])[1 + (g * 5) % 7]::job_employment_type,
      (ARRAY['on_site','hybrid','remote'])[1 + (g * 11) % 3]::job_workplace,
      1 + g % 4,
      CASE WHEN g % 3 = 0 THEN NULL ELSE 40000 + (g % 60) * 1000 END,
      CASE WHEN g % 3 = 0 THEN NULL ELSE 70000 + (g % 60) * 1500 END,
      CASE WHEN g % 3 = 0 THEN NULL ELSE (ARRAY['USD','EUR','GBP'])[1 + g % 3] END`
}

export async function seedJobs(db: Database, companyId: number, count: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO jobs (company_id, title, department, location, employment_type, workplace, openings,
      salary_min, salary_max, salary_currency, description, skills, status, closes_at, created_at, updated_at)
    SELECT
      ${companyId},
      ${postingValues()},
      '## About the role' || E'\n\n' ||
        array_to_string(ARRAY(SELECT ${vocabularyWord(17)} FROM generate_series(1, 60) AS k), ' ') ||
        E'\n\n## What you will do\n\n- ' ||
        array_to_string(ARRAY(SELECT ${vocabularyWord(53)} FROM generate_series(1, 60) AS k), ' '),
      ARRAY[(${textArray(SKILLS)})[1 + g % ${SKILLS.length}], (${textArray(SKILLS)})[1 + (g * 7 + 3) % ${SKILLS.length}]],
      (ARRAY['published','published','draft','closed'])[1 + (g * 13) % 4]::job_status,
      CASE WHEN g % 4 = 0 THEN NULL ELSE current_date + (g % 120) END,
      now() - make_interval(mins => g * 37),
      now() - make_interval(mins => g * 37)
    FROM generate_series(1, ${count}) AS g, ${vocabulary()}
  `)
}
