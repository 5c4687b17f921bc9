import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../server/db/client'
import { CompanyScope } from '../../server/db/company-scope'
import { jobs } from '../../server/db/schema/jobs'
import { companyStages } from '../../server/modules/applicants/records'
import { RARE_WORDS, seedJobs, textArray } from './seed-jobs'
import applicantFields from './applicant-fields.json' with { type: 'json' }

/**
 * The applicants benchmark's data set: `count` applicants for one company in one INSERT …
 * SELECT, each with a resume, and one application each spread over the company's jobs and
 * stages. Values follow the row number (not random()), so every run measures the same data.
 *
 * The resumes are meant to read, to the search index, like a real applicant pool:
 * - lengths vary from 200 to 1,400 words, 600 on average (a quarter under 350);
 * - each applicant has a profession (their headline) in one of seven fields, and their tools
 *   and trade words come from that field only: a backend engineer writes "kubernetes", an
 *   accountant "reconciliation", neither writes the other's words;
 * - every word is drawn by Zipf's law (the word at rank r about 1/r as often as the first), as
 *   words are in real text: two words in five are function words ("the", "and"), about one in
 *   two from the general resume vocabulary (verbs, business words, companies, places, then 2,000
 *   made-up words for the names and jargon no list holds), one in twenty from the field's own.
 *
 * Measured on 100,000 applicants (`--explore` prints the matches of each query): a common resume
 * word ("team", "experience") is in 80-95% of resumes, "leadership" in about 60%, a tool in 4-20%
 * ("terraform" 10%, "kubernetes" 13%, "python" 20%: its fields are a third of the applicants).
 */

const FIRST_NAMES =
  'Ada Alan Amara Ana Arjun Beatriz Ben Carla Chen Chloe Daniel Dara Elena Emeka Eva Farah Felix Grace Hana Hugo Ines Ivan Jae Jamal Julia Kai Kenji Lara Leo Lina Luca Maya Mei Mohamed Nadia Noah Omar Priya Rafael Rosa Sam Sara Sofia Tariq Theo Uma Victor Yara Yusuf Zoe'.split(
    ' ',
  )
const LAST_NAMES =
  'Abebe Alvarez Andersen Bakker Bianchi Brown Chen Costa Dubois Edwards Fischer Garcia Gupta Haddad Hansen Ito Jensen Kaur Kim Kowalski Lee Lopez Martin Meyer Moreau Murphy Nguyen Novak Okafor Olsen Patel Perez Rossi Sato Schmidt Silva Singh Smith Tanaka Torres Wang Weber Williams Wong Yilmaz Zhang'.split(
    ' ',
  )
const HEADLINES = [
  'Backend engineer',
  'Frontend engineer',
  'Data engineer',
  'Product designer',
  'Account executive',
  'Customer success manager',
  'Site reliability engineer',
  'Financial analyst',
  'Recruiter',
  'Machine learning engineer',
  'Mobile developer',
  'QA engineer',
  'Marketing manager',
  'Technical writer',
  'Security engineer',
  'Operations manager',
]
const TAGS = ['referral', 'silver medalist', 'relocation', 'remote', 'new grad', 'priority']
const LOCATIONS = ['Berlin', 'London', 'New York', 'Toronto', 'Lisbon', 'Austin', 'Singapore', 'Sydney', 'Paris', 'Remote']

/** Function words: two words in five of every resume, evenly among these. */
const FUNCTION_WORDS = 'the and to of a in for with on as at by from our my an was were is over into within'.split(' ')

/**
 * The general resume vocabulary, most frequent first (Zipf-drawn): verbs and business words, then
 * companies and places, then the made-up long tail (bench/lib/seed-jobs.ts).
 */
const GENERAL = [
  ...(
    'team worked led built managed developed designed improved delivered project customers product data systems ' +
    'services using across including process support work experience responsible company years business development ' +
    'management quality performance reporting users leadership collaboration communication stakeholders strategy ' +
    'planning operations training analysis solutions technical clients partners requirements results growth revenue ' +
    'cross functional implemented created launched reduced increased drove owned mentored coordinated supported ' +
    'maintained established streamlined optimised analysed presented negotiated hired trained organised executed ' +
    'program initiatives processes efficiency documentation budget roadmap metrics goals deadlines priorities ' +
    'internal external global regional international senior junior lead manager specialist consultant director ' +
    'coordinator associate intern contractor freelance mentoring coaching teams department university degree ' +
    'bachelor master certificate course graduated honours award promoted volunteer'
  ).split(' '),
  ...(
    'google amazon microsoft apple meta netflix spotify uber airbnb stripe shopify atlassian oracle ibm intel ' +
    'nvidia siemens bosch deloitte accenture mckinsey kpmg pwc barclays hsbc jpmorgan goldman unilever nestle ' +
    'pfizer novartis roche bayer toyota volkswagen bmw tesla boeing airbus maersk ikea zalando berlin london ' +
    'paris lisbon madrid barcelona amsterdam munich hamburg vienna zurich dublin stockholm copenhagen oslo ' +
    'helsinki warsaw prague budapest milan rome athens istanbul toronto montreal vancouver austin boston chicago ' +
    'seattle denver atlanta miami portland york francisco angeles singapore sydney melbourne tokyo seoul ' +
    'bangalore mumbai delhi dubai cairo lagos nairobi johannesburg paulo mexico bogota'
  ).split(' '),
]
  .filter((word, index, words) => words.indexOf(word) === index)
  .concat(RARE_WORDS)

/**
 * The seven fields (applicant-fields.json, data rather than code): the skills an applicant of the
 * field lists (6 each) and the field's own resume words, most frequent first (Zipf-drawn, one word
 * in twenty of the resume).
 */
const FIELDS: readonly { skills: string[]; words: string }[] = applicantFields

/** The field of each headline (HEADLINES' order), zero-based into FIELDS. */
const HEADLINE_FIELDS = [0, 1, 2, 3, 4, 4, 0, 5, 6, 2, 1, 1, 4, 3, 0, 6]

const fieldWords = FIELDS.map((field) => field.words.split(' ').filter((word, index, words) => words.indexOf(word) === index))
/** Every field's words in one array (SQL arrays are rectangular): field f's start and length. */
const FIELD_WORDS = fieldWords.flat()
const FIELD_STARTS = fieldWords.map((_, index) => 1 + fieldWords.slice(0, index).reduce((sum, words) => sum + words.length, 0))
const FIELD_LENGTHS = fieldWords.map((words) => words.length)
const FIELD_SKILLS = FIELDS.flatMap((field) => field.skills)

const intArray = (values: readonly number[]) => sql.raw(`ARRAY[${values.join(',')}]::int[]`)

/**
 * Inserts the applicants, then one application each: to a job drawn by hashing the applicant's id
 * (so no job gathers one profession), in stage id / 7 mod the stages (one in twelve rejected).
 */
export async function seedApplicants(db: Database, companyId: number, count: number, jobIds: number[], stageIds: number[]): Promise<void> {
  // Multiplicative hashing of (row, word) gives each word its own 20-bit draw; a Zipf rank among
  // n words is (n + 1) to the power of a uniform draw, so rank r comes about 1/r as often as the first.
  const draw = (salt: number) => `((((g::bigint * 1009 + k) * 7 + ${salt}) * 2654435761) % 4294967296 >> 12)`
  const zipf = (salt: number, n: string) => `least(${n}, floor(exp(${draw(salt)}::float8 / 1048576 * ln(${n} + 1)))::int)`
  const field = `(field_of[1 + g % ${HEADLINES.length}] + 1)`
  const word = sql.raw(
    `CASE WHEN ${draw(1)} % 20 < 8 THEN function_words[1 + ${draw(2)} % ${FUNCTION_WORDS.length}] ` +
      `WHEN ${draw(1)} % 20 < 19 THEN general[${zipf(3, String(GENERAL.length))}] ` +
      `ELSE field_words[field_starts[${field}] + ${zipf(4, `field_lengths[${field}]`)} - 1] END`,
  )
  // 200 to 1,400 words, 600 on average: 200 + 1,200 u² for a uniform u of the row.
  const length = sql.raw(`200 + (1200 * power(((g::bigint * 2654435761) % 4294967296)::float8 / 4294967296, 2))::int`)
  const skill = (pick: string) => `field_skills[field_of[1 + g % ${HEADLINES.length}] * 6 + 1 + (${pick}) % 6]`
  const firstSkill = skill(`g / ${HEADLINES.length}`)
  const secondSkill = skill(`g / ${HEADLINES.length} + 1 + (g / ${HEADLINES.length * 6}) % 5`)
  await db.execute(sql`
    INSERT INTO applicants (company_id, name, email, phone, phone_e164, location, headline, skills, skill_keys, tags, tag_keys,
      years_experience, source, rating, resume_text, created_at, updated_at)
    SELECT
      ${companyId},
      first_names[1 + g % ${FIRST_NAMES.length}] || ' ' || last_names[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
      'applicant' || g || '@bench.test',
      NULL,
      '+1415' || lpad((1000000 + g)::text, 7, '0'),
      locations[1 + (g * 3) % ${LOCATIONS.length}],
      headlines[1 + g % ${HEADLINES.length}],
      ARRAY[${sql.raw(firstSkill)}, ${sql.raw(secondSkill)}],
      ARRAY[lower(${sql.raw(firstSkill)}), lower(${sql.raw(secondSkill)})],
      CASE WHEN g % 5 = 0 THEN ARRAY[tags[1 + g % ${TAGS.length}]] ELSE '{}'::text[] END,
      CASE WHEN g % 5 = 0 THEN ARRAY[tags[1 + g % ${TAGS.length}]] ELSE '{}'::text[] END,
      (g % 25)::real,
      (ARRAY['careers','careers','upload','manual','import'])[1 + g % 5]::applicant_source,
      CASE WHEN g % 3 = 0 THEN NULL ELSE 1 + g % 5 END,
      array_to_string(ARRAY(SELECT ${word} FROM generate_series(1, ${length}) AS k), ' '),
      now() - make_interval(mins => g * 5),
      now() - make_interval(mins => g * 5)
    FROM generate_series(1, ${count}) AS g,
      (SELECT ${textArray(FIRST_NAMES)} AS first_names, ${textArray(LAST_NAMES)} AS last_names, ${textArray(HEADLINES)} AS headlines,
        ${textArray(TAGS)} AS tags, ${textArray(LOCATIONS)} AS locations, ${textArray(FUNCTION_WORDS)} AS function_words,
        ${textArray(GENERAL)} AS general, ${textArray(FIELD_WORDS)} AS field_words, ${textArray(FIELD_SKILLS)} AS field_skills,
        ${intArray(HEADLINE_FIELDS)} AS field_of, ${intArray(FIELD_STARTS)} AS field_starts, ${intArray(FIELD_LENGTHS)} AS field_lengths) AS vocabulary
  `)
  const jobs = sql.raw(`ARRAY[${jobIds.join(',')}]::int[]`)
  const stages = sql.raw(`ARRAY[${stageIds.join(',')}]::int[]`)
  await db.execute(sql`
    INSERT INTO applications (company_id, applicant_id, job_id, stage_id, status, rejection_reason, stage_entered_at, created_at, updated_at)
    SELECT ${companyId}, a.id, (${jobs})[1 + ((a.id::bigint * 2654435761) % 4294967296 >> 12) % ${jobIds.length}], (${stages})[1 + (a.id / 7) % ${stageIds.length}],
      CASE WHEN a.id % 12 = 0 THEN 'rejected' ELSE 'active' END::application_status,
      CASE WHEN a.id % 12 = 0 THEN 'Not qualified' END,
      a.created_at, a.created_at, a.created_at
    FROM applicants a WHERE a.company_id = ${companyId}
  `)
}

/** `jobCount` jobs for the company, then `count` applicants applying to them in the stages before hired: the company's stages. */
export async function seedJobsAndApplicants(db: Database, companyId: number, jobCount: number, count: number): Promise<Awaited<ReturnType<typeof companyStages>>> {
  await seedJobs(db, companyId, jobCount)
  const jobIds = (await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, companyId))).map((job) => job.id)
  const stages = await companyStages(new CompanyScope(db, companyId))
  await seedApplicants(
    db,
    companyId,
    count,
    jobIds,
    stages.filter((stage) => stage.kind !== 'hired').map((stage) => stage.id),
  )
  return stages
}
