import { sql } from 'drizzle-orm'
import type { Database } from '../../server/db/client'

/**
 * The applicants benchmark's data set: `count` applicants for one company in one INSERT …
 * SELECT, each with a resume of about 600 words, and one application each spread over the
 * company's jobs and stages. Values follow the row number (not random()), so every run measures
 * the same data. The resume vocabulary is real: a few hundred words of resumes, drawn with a
 * skew (frequent words often, the rest rarely) as real text is, tools and trades among them.
 */

const FIRST_NAMES =
  'Ada Alan Amara Ana Arjun Beatriz Ben Carla Chen Chloe Daniel Dara Elena Emeka Eva Farah Felix Grace Hana Hugo Ines Ivan Jae Jamal Julia Kai Kenji Lara Leo Lina Luca Maya Mei Mohamed Nadia Noah Omar Priya Rafael Rosa Sam Sara Sofia Tariq Theo Uma Victor Yara Yusuf Zoe'.split(' ')
const LAST_NAMES =
  'Abebe Alvarez Andersen Bakker Bianchi Brown Chen Costa Dubois Edwards Fischer Garcia Gupta Haddad Hansen Ito Jensen Kaur Kim Kowalski Lee Lopez Martin Meyer Moreau Murphy Nguyen Novak Okafor Olsen Patel Perez Rossi Sato Schmidt Silva Singh Smith Tanaka Torres Wang Weber Williams Wong Yilmaz Zhang'.split(' ')
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
const SKILLS =
  'Python|SQL|PostgreSQL|TypeScript|React|Kubernetes|Terraform|AWS|Go|Java|Figma|Salesforce|Excel|Tableau|Airflow|Spark|Docker|Node.js|GraphQL|Swift|Kotlin|Negotiation|Recruiting|Copywriting|Accounting|Leadership'.split('|')
const TAGS = ['referral', 'silver medalist', 'relocation', 'remote', 'new grad', 'priority']
const LOCATIONS = ['Berlin', 'London', 'New York', 'Toronto', 'Lisbon', 'Austin', 'Singapore', 'Sydney', 'Paris', 'Remote']

/** Frequent resume words: drawn about half the time. */
const FREQUENT = (
  'the and to of a in for with on as at by from team worked led built managed developed designed improved delivered ' +
  'project projects customers product data systems services using across including new process support work experience ' +
  'responsible company years business development management quality performance reporting users'
).split(' ')

/** The long tail of resume vocabulary: each drawn rarely. */
const TAIL = (
  'analytics architecture automation backlog benchmark budget campaign cloud coaching collaboration compliance ' +
  'conversion cost dashboard database deadline debugging deployment documentation efficiency engagement ' +
  'enterprise forecasting framework funnel governance growth hiring incident infrastructure integration ' +
  'interviews inventory invoicing kpis latency launch leadership logistics marketing mentoring metrics migration ' +
  'mobile monitoring negotiation onboarding optimisation outreach partnership payments pipeline planning ' +
  'platform pricing prioritisation procurement prototype prototyping quarterly recruiting refactoring ' +
  'regulatory reliability research retention revenue roadmap scalability security segmentation shipping ' +
  'stakeholders strategy streaming testing throughput training troubleshooting usability vendor workflow ' +
  'accessibility accounting acquisition agile api audit availability billing branding caching certification ' +
  'churn ci cd consulting containers contracts copywriting crm curriculum customer design distributed ' +
  'ecommerce etl experimentation finance fintech frontend backend fullstack healthcare hr insurance kanban ' +
  'lean localisation machine learning microservices observability oncall operations orchestration payroll ' +
  'portfolio presentations pricing privacy python react kubernetes terraform aws gcp azure docker postgresql ' +
  'mysql redis kafka spark airflow tableau excel salesforce hubspot jira figma sketch typescript javascript ' +
  'java kotlin swift golang rust scala graphql rest grpc linux bash ansible jenkins github gitlab sql nosql ' +
  'mongodb elasticsearch snowflake dbt looker powerbi sap oracle netsuite zendesk intercom shopify stripe ' +
  'warehouse supply chain manufacturing robotics embedded firmware hardware electrical mechanical civil ' +
  'legal litigation counsel tax treasury audit risk fraud underwriting actuarial clinical nursing pharmacy ' +
  'teaching tutoring journalism editing translation sales prospecting closing quota territory accounts renewals'
).split(/\s+/)

const textArray = (values: readonly string[]) => sql.raw(`ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]::text[]`)

/**
 * Inserts the applicants, then one application each: applicant g applies to job g mod the jobs,
 * in stage g mod the stages (one in twelve rejected).
 */
export async function seedApplicants(db: Database, companyId: number, count: number, jobIds: number[], stageIds: number[]): Promise<void> {
  // Multiplicative hashing of (row, word) gives each word its own draw; squaring the tail's draw
  // skews it towards the tail's first words, as word frequencies are in real text.
  const draw = (salt: number) => `((((g::bigint * 1009 + k) * 7 + ${salt}) * 2654435761) % 4294967296 >> 12)`
  const word = (salt: number) =>
    sql.raw(
      `CASE WHEN ${draw(salt)} % 2 = 0 THEN frequent[1 + ${draw(salt + 1)} % ${FREQUENT.length}] ` +
        `ELSE tail[1 + ((${draw(salt + 2)} * ${draw(salt + 2)} >> 20) * ${TAIL.length} >> 20)] END`,
    )
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
      ARRAY[skills[1 + g % ${SKILLS.length}], skills[1 + (g * 7 + 3) % ${SKILLS.length}]],
      ARRAY[lower(skills[1 + g % ${SKILLS.length}]), lower(skills[1 + (g * 7 + 3) % ${SKILLS.length}])],
      CASE WHEN g % 5 = 0 THEN ARRAY[tags[1 + g % ${TAGS.length}]] ELSE '{}'::text[] END,
      CASE WHEN g % 5 = 0 THEN ARRAY[tags[1 + g % ${TAGS.length}]] ELSE '{}'::text[] END,
      (g % 25)::real,
      (ARRAY['careers','careers','upload','manual','import'])[1 + g % 5]::applicant_source,
      CASE WHEN g % 3 = 0 THEN NULL ELSE 1 + g % 5 END,
      array_to_string(ARRAY(SELECT ${word(17)} FROM generate_series(1, 600) AS k), ' '),
      now() - make_interval(mins => g * 5),
      now() - make_interval(mins => g * 5)
    FROM generate_series(1, ${count}) AS g,
      (SELECT ${textArray(FIRST_NAMES)} AS first_names, ${textArray(LAST_NAMES)} AS last_names, ${textArray(HEADLINES)} AS headlines,
        ${textArray(SKILLS)} AS skills, ${textArray(TAGS)} AS tags, ${textArray(LOCATIONS)} AS locations,
        ${textArray(FREQUENT)} AS frequent, ${textArray(TAIL)} AS tail) AS vocabulary
  `)
  const jobs = sql.raw(`ARRAY[${jobIds.join(',')}]::int[]`)
  const stages = sql.raw(`ARRAY[${stageIds.join(',')}]::int[]`)
  await db.execute(sql`
    INSERT INTO applications (company_id, applicant_id, job_id, stage_id, status, rejection_reason, stage_entered_at, created_at, updated_at)
    SELECT ${companyId}, a.id, (${jobs})[1 + a.id % ${jobIds.length}], (${stages})[1 + (a.id / 7) % ${stageIds.length}],
      CASE WHEN a.id % 12 = 0 THEN 'rejected' ELSE 'active' END::application_status,
      CASE WHEN a.id % 12 = 0 THEN 'Not qualified' END,
      a.created_at, a.created_at, a.created_at
    FROM applicants a WHERE a.company_id = ${companyId}
  `)
}
