import { sql } from 'drizzle-orm'
import type { Database } from '../../server/db/client'
import { RARE_WORDS, textArray } from './seed-jobs'

/**
 * The applicants benchmark's data set: `count` applicants for one company in one INSERT …
 * SELECT, each with a resume of about 600 words, and one application each spread over the
 * company's jobs and stages. Values follow the row number (not random()), so every run measures
 * the same data. The resume vocabulary is about 2,900 words (FREQUENT and TAIL below), drawn with
 * the long tail real text has (the figures below).
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

/** Words every resume is made of: about two words in five, evenly among these. */
const FREQUENT = (
  'the and to of a in for with on as at by from our my an was were is over into within'
).split(' ')

/**
 * The rest of a resume's words, most frequent first, drawn by Zipf's law (the word at rank r
 * about 1/r as often as the first), as words are in real text. Resume verbs and business words
 * lead, then trades, companies and places, then tools and skills, then 2,000 made-up words for the names,
 * products and jargon no list holds (bench/lib/seed-jobs.ts). Measured on 100,000 applicants: a
 * common word ("team", "experience") is in 95-100% of resumes, "leadership" in 72%, a tool
 * ("terraform", "kubernetes", "python") in about 20%, more than real resume sets (a few percent).
 * The bench's queries add a filter, which leaves 400 to 9,000 of them; the common ones most.
 */
const TAIL = [
  ...(
    'team worked led built managed developed designed improved delivered project customers product data systems ' +
    'services using across including process support work experience responsible company years business development ' +
    'management quality performance reporting users leadership collaboration communication stakeholders strategy ' +
    'planning operations training analysis solutions technical clients partners requirements results growth revenue ' +
    'cross functional implemented created launched reduced increased drove owned mentored coordinated supported ' +
    'maintained established streamlined optimised analysed presented negotiated hired trained organised executed ' +
    'program initiatives processes efficiency documentation budget roadmap metrics goals deadlines priorities ' +
    'engineering sales marketing finance customer design research security platform infrastructure cloud tools ' +
    'mentoring coaching teams department internal external global regional international senior junior lead ' +
    'manager engineer analyst specialist consultant director coordinator associate intern contractor freelance ' +
    'university degree bachelor master certificate course graduated honours award promoted volunteer'
  ).split(' '),
  ...(
    'automation testing deployment monitoring integration migration architecture analytics dashboards kpis ' +
    'forecasting onboarding recruiting hiring interviews compliance audit governance risk procurement vendors ' +
    'contracts pricing billing payments invoicing payroll accounting tax treasury budgeting reconciliation ' +
    'campaigns branding content copywriting seo outreach partnerships events social media advertising conversion ' +
    'retention churn segmentation funnel experimentation usability accessibility prototyping wireframes research ' +
    'logistics warehouse inventory shipping supply chain manufacturing quality assurance safety maintenance ' +
    'scheduling dispatch fleet facilities purchasing sourcing legal litigation counsel regulatory privacy ' +
    'clinical nursing pharmacy patient healthcare insurance underwriting actuarial claims fraud banking lending ' +
    'teaching tutoring curriculum editing translation journalism writing publishing prospecting closing quota ' +
    'territory renewals upsell pipeline crm enterprise smb saas fintech ecommerce retail hospitality'
  ).split(' '),
  ...(
    'google amazon microsoft apple meta netflix spotify uber airbnb stripe shopify atlassian salesforce oracle ' +
    'ibm intel nvidia siemens bosch sap deloitte accenture mckinsey kpmg pwc ey barclays hsbc jpmorgan goldman ' +
    'unilever nestle pfizer novartis roche bayer toyota volkswagen bmw tesla boeing airbus maersk ikea zalando ' +
    'berlin london paris lisbon madrid barcelona amsterdam munich hamburg vienna zurich dublin stockholm ' +
    'copenhagen oslo helsinki warsaw prague budapest milan rome athens istanbul toronto montreal vancouver ' +
    'austin boston chicago seattle denver atlanta miami portland york francisco angeles singapore sydney ' +
    'melbourne tokyo seoul bangalore mumbai delhi dubai cairo lagos nairobi johannesburg sao paulo mexico bogota'
  ).split(' '),
  ...(
    'excel sql python javascript java typescript react salesforce aws linux git docker powerpoint tableau ' +
    'kubernetes postgresql mysql azure jira node.js html css agile scrum gcp terraform spark airflow kafka redis ' +
    'mongodb graphql rest api microservices ci cd jenkins github gitlab ansible bash go golang rust scala kotlin ' +
    'swift ios android flutter figma sketch photoshop illustrator hubspot marketo zendesk intercom netsuite sap ' +
    'oracle workday quickbooks xero shopify stripe snowflake dbt looker powerbi elasticsearch grafana prometheus ' +
    'datadog splunk pagerduty nginx django flask rails laravel spring angular vue svelte nextjs webpack vite ' +
    'pandas numpy pytorch tensorflow scikit matlab r sas stata spss bigquery redshift databricks hadoop hive ' +
    'cassandra dynamodb rabbitmq grpc protobuf openapi oauth saml okta vault helm istio argo circleci ' +
    'cypress playwright selenium jest junit pytest sonarqube confluence notion asana trello slack teams ' +
    'cobol fortran haskell elixir erlang clojure ocaml perl php ruby c# .net unity unreal blender autocad ' +
    'solidworks revit arduino raspberry fpga verilog vhdl labview simulink ansys catia'
  ).split(' '),
]
  .filter((word, index, words) => words.indexOf(word) === index)
  .concat(RARE_WORDS)

/**
 * Inserts the applicants, then one application each: applicant g applies to job g mod the jobs,
 * in stage g mod the stages (one in twelve rejected).
 */
export async function seedApplicants(db: Database, companyId: number, count: number, jobIds: number[], stageIds: number[]): Promise<void> {
  // Multiplicative hashing of (row, word) gives each word its own draw; the tail's rank is
  // (words + 1) to the power of a uniform draw, so rank r comes about 1/r as often as the first.
  const draw = (salt: number) => `((((g::bigint * 1009 + k) * 7 + ${salt}) * 2654435761) % 4294967296 >> 12)`
  const word = (salt: number) =>
    sql.raw(
      `CASE WHEN ${draw(salt)} % 5 < 2 THEN frequent[1 + ${draw(salt + 1)} % ${FREQUENT.length}] ` +
        `ELSE tail[least(${TAIL.length}, floor(exp(${draw(salt + 2)}::float8 / 1048576 * ln(${TAIL.length + 1})))::int)] END`,
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
