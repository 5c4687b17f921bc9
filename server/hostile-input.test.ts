import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { companies } from './db/schema/companies'
import { createAccount, createRole, createUser, insertApplicant, insertJob, insertRequisition } from './test/factories'
import { useTestServer } from './test/test-server'

/**
 * Contract section 1: no input is a 500. Every operation of GET openapi.json gets hostile values
 * in each path parameter, query parameter and body field it declares (multipart fields and file
 * names too), the rest of the request kept as valid as the schema tells, signed in as the owner
 * of an active company (and anonymously where the operation is public). Each parameter gets a
 * sample of the values, which rotate, so one run stays within CI's time on 2 cores.
 */
const server = useTestServer()

interface JsonSchema {
  type?: string | string[]
  format?: string
  pattern?: string
  enum?: unknown[]
  const?: unknown
  default?: unknown
  minimum?: number
  minLength?: number
  minItems?: number
  required?: string[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
}

interface Operation {
  security?: unknown[]
  parameters?: { name: string; in: 'path' | 'query'; schema: JsonSchema }[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
}

interface Hostile {
  label: string
  value: unknown
}

// JSON.stringify would run out of stack on it: it stands in the value as this text and is spliced into the body.
const DEEPLY_NESTED = '\u0001deeply nested\u0001'
const DEEPLY_NESTED_JSON = `${'['.repeat(5000)}${']'.repeat(5000)}`

/** Text that once answered 500 somewhere, or that a query builder could trip on. */
const HOSTILE_TEXT: Hostile[] = [
  { label: 'U+0000 inside text', value: 'Ada\u0000Lovelace' },
  { label: 'a lone surrogate', value: 'Ada \ud800 Lovelace' },
  { label: '10,000 characters', value: 'a'.repeat(10_000) },
  { label: 'dashes', value: '-----' },
  { label: 'SQL', value: "'; drop table users; --" },
  { label: '%00', value: '%00' },
  { label: 'tsquery syntax', value: "ada:* & !(lovelace | 'x') <-> :*" },
  { label: 'quotes and backslashes', value: '"\\\'\\\\' },
  { label: 'LIKE wildcards', value: '%_%\\' },
  { label: 'only punctuation', value: '!@#$%^&*()' },
  { label: 'emoji and right-to-left text', value: '👩🏽‍💻 مرحبا שלום' },
]

/** Numbers no id, page or count can be, and numbers spelled as text. */
const HOSTILE_NUMBERS: Hostile[] = [
  { label: 'an id no record has', value: 2_147_483_647 },
  { label: 'id 99999999999', value: 99999999999 },
  { label: '-1', value: -1 },
  { label: '0', value: 0 },
  { label: '1.5', value: 1.5 },
  { label: 'NaN as text', value: 'NaN' },
  { label: '1e400 as text', value: '1e400' },
]

/** Shapes where a field expects another. */
const HOSTILE_SHAPES: Hostile[] = [
  { label: 'an array of text', value: ['a\u0000', 'b'] },
  { label: 'an object', value: { toString: 'x', __proto__: { admin: true } } },
  { label: 'null', value: null },
  { label: 'deeply nested JSON', value: DEEPLY_NESTED },
  { label: 'a 1 MB string', value: 'x'.repeat(1024 * 1024) },
]

/** The values a path or query parameter gets, as they travel: text. */
const HOSTILE_PARAMETERS: Hostile[] = [
  ...HOSTILE_TEXT.flatMap(({ label, value }) => {
    try {
      return [{ label, value: encodeURIComponent(value as string) }]
    } catch {
      return [] // a lone surrogate, which encodeURIComponent refuses: sent as the bytes below
    }
  }),
  // A lone surrogate's bytes (CESU-8), as a careless client would send them.
  { label: 'a lone surrogate’s bytes', value: 'Ada%ED%A0%80' },
  ...HOSTILE_NUMBERS.map(({ label, value }) => ({ label, value: encodeURIComponent(String(value)) })),
  { label: '2^31', value: '2147483648' },
]

/** The list's first value, and a slice of the rest that moves on with each call, so the whole list is covered across the operations. */
let rotation = 0
function sample(values: Hostile[], count: number): Hostile[] {
  const picked = [values[0] as Hostile]
  for (let index = 0; index < count - 1; index += 1) picked.push(values[1 + ((rotation + index) % (values.length - 1))] as Hostile)
  rotation += count - 1
  return picked
}

/** A value the schema accepts, as far as its JSON Schema tells: the baseline the hostile value replaces one part of. */
function valid(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'text'
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return schema.enum[0]
  const options = schema.anyOf ?? schema.oneOf
  if (options) return valid(options.find((option) => option.type !== 'null') ?? options[0])
  if (schema.allOf?.[0]) return valid(schema.allOf[0])
  const type = Array.isArray(schema.type) ? schema.type.find((each) => each !== 'null') : schema.type
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1)
    case 'boolean':
      return true
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => valid(schema.items))
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((name) => [name, valid(schema.properties?.[name])]))
    default:
      if (schema.format === 'email' || schema.pattern?.includes('@')) return 'fuzz@example.test'
      if (schema.format === 'uri') return 'https://example.test'
      if (schema.format === 'date' || schema.pattern?.includes('\\d{4}-')) return '2031-01-01'
      if (schema.format === 'date-time') return '2031-01-01T00:00:00Z'
      if (schema.pattern?.includes('#') || schema.pattern?.includes('a-f')) return '#336699'
      if (schema.pattern?.includes('A-Z]{3}')) return 'EUR'
      return 'Sample text'.padEnd(schema.minLength ?? 0, 'x')
  }
}

const NO_ANSWER_MS = 15_000

interface Failure {
  request: string
  where: string
  value: string
  status: number
}

let ownerToken = ''
let slug = ''
/** A record of each kind, so a path reaches its handler when the hostile value is elsewhere. */
const ids: Record<string, string> = {}

beforeAll(async () => {
  const owner = await createAccount(server.db)
  ownerToken = owner.token
  slug = `fuzz-${process.pid}`
  await server.db.update(companies).set({ careersSlug: slug, careersPublic: true }).where(eq(companies.id, owner.company.id))
  const companyId = owner.company.id
  const job = await insertJob(server.db, companyId, { status: 'published' })
  const requisition = await insertRequisition(server.db, companyId)
  const applicant = await insertApplicant(server.db, companyId)
  const role = await createRole(server.db, companyId, ['job.view'])
  const member = await createUser(server.db, companyId, { roleId: role.id })
  const stages = await server.get('settings/pipeline-stages', { token: ownerToken })
  const application = await server.post('applications', { applicant_id: applicant.id, job_id: job.id }, { token: ownerToken })
  const employee = await server.post('employees', { name: 'Grace Hopper', work_email: `grace-${process.pid}@example.test` }, { token: ownerToken })
  const templates = await server.get('email-templates?kind=general', { token: ownerToken })
  Object.assign(ids, {
    jobs: String(job.id),
    requisitions: String(requisition.id),
    applicants: String(applicant.id),
    roles: String(role.id),
    users: String(member.id),
    'pipeline-stages': String(stages.body.data?.[0]?.id ?? 1),
    applications: String(application.body.id ?? 1),
    employees: String(employee.body.id ?? 1),
    'email-templates': String(templates.body.data?.[0]?.id ?? 1),
    resumes: '1',
  })
})

/** The operation's path with valid values, except `hostile` in the parameter it names. */
function pathWith(path: string, hostile?: { name: string; value: string }): string {
  const segments = path.split('/')
  return segments
    .map((segment, index) => {
      const name = /^\{(\w+)\}$/.exec(segment)?.[1]
      if (!name) return segment
      if (name === hostile?.name) return hostile.value
      if (name === 'slug') return slug
      if (name === 'name') return 'logo.png'
      if (name === 'resume_id') return '1'
      // The record the path names: `jobs/{id}` is a job, `settings/pipeline-stages/{id}` a stage, `careers/{slug}/jobs/{id}` a job.
      return ids[segments[index - 1] ?? ''] ?? '1'
    })
    .join('/')
}

function describeValue(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > 60 ? `${text.slice(0, 60)}… (${text.length} characters)` : text
}

async function send(method: string, url: string, init: { body?: BodyInit; json?: unknown; anonymous?: boolean }): Promise<number> {
  const headers: Record<string, string> = {}
  if (!init.anonymous) headers.authorization = `Bearer ${ownerToken}`
  let body = init.body
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(init.json).replace(JSON.stringify(DEEPLY_NESTED), DEEPLY_NESTED_JSON)
  }
  const response = await server.fetch(`/backend/api${url}`, { method: method.toUpperCase(), headers, ...(body !== undefined ? { body } : {}) })
  await response.arrayBuffer()
  return response.status
}

const TEXT_RESUME = 'Ada Lovelace\nada.fuzz@example.test\n+44 20 7946 0000\nAnalyst\nSkills: mathematics, engines\n'
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
)

/** A multipart body from the schema's fields, with `hostile` in one of them (a field or the file's name). */
function formWith(path: string, schema: JsonSchema, hostile?: { field: string; value: string }): FormData {
  const form = new FormData()
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const value = name === hostile?.field ? hostile.value : undefined
    if (property.format === 'binary') {
      const [content, fileName, type] = path.includes('logo')
        ? [PNG, 'logo.png', 'image/png']
        : path.includes('import')
          ? [`name,work_email\nAda ${value ?? ''},ada.import@example.test\n`, 'people.csv', 'text/csv']
          : [TEXT_RESUME, 'resume.txt', 'text/plain']
      form.append(name, new Blob([content], { type }), hostile?.field === `${name} (file name)` ? hostile.value : fileName)
      continue
    }
    if (name === 'website') continue
    const text = value ?? valid(property)
    if (Array.isArray(text)) for (const item of text) form.append(name, String(item))
    else form.append(name, String(text))
  }
  return form
}

describe('every operation of openapi.json, given hostile input', () => {
  it('never answers 5xx', { timeout: 240_000 }, async () => {
    const document = (await server.get('openapi.json')).body as { paths: Record<string, Record<string, Operation>> }
    const failures: Failure[] = []
    let requests = 0
    const check = async (request: string, where: string, value: unknown, run: () => Promise<number>) => {
      requests += 1
      const started = performance.now()
      // A request that never answers (a read waiting for the transaction it runs in) stops the run and says which.
      const status = await Promise.race([run(), new Promise<number>((resolve) => setTimeout(() => resolve(0), NO_ANSWER_MS))])
      if (status === 0) throw new Error(`${request}, ${where} = ${describeValue(value)}: no answer in ${NO_ANSWER_MS / 1000} s`)
      const failure = { request, where, value: describeValue(value), status }
      if (status >= 500) failures.push(failure)
      if (status >= 500 || process.env.FUZZ_TRACE) console.info(JSON.stringify({ ...failure, ms: Math.round(performance.now() - started) }))
    }

    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const request = `${method.toUpperCase()} ${path}`
        // Signing out would end the session every other request uses; it reads nothing.
        if (path === '/logout' || path === '/account/sign-out-others') continue
        const anonymous = Array.isArray(operation.security) && operation.security.length === 0

        for (const parameter of operation.parameters ?? []) {
          for (const { label, value } of sample(HOSTILE_PARAMETERS, 5)) {
            const hostile = value as string
            const url =
              parameter.in === 'path'
                ? pathWith(path, { name: parameter.name, value: hostile })
                : `${pathWith(path)}?${parameter.name}=${hostile}`
            await check(request, `${parameter.in} ${parameter.name}: ${label}`, hostile, () => send(method, url, { anonymous }))
          }
          if (parameter.in === 'query') {
            // The parameter given twice reads as an array.
            await check(request, `query ${parameter.name} twice`, 'a&a', () =>
              send(method, `${pathWith(path)}?${parameter.name}=a%00&${parameter.name}=-----`, { anonymous }),
            )
          }
        }

        const content = operation.requestBody?.content ?? {}
        const json = content['application/json']?.schema
        if (json) {
          const baseline = valid(json) as Record<string, unknown>
          for (const { label, value } of sample([...HOSTILE_SHAPES, ...HOSTILE_TEXT], 3)) {
            await check(request, `the whole body: ${label}`, value, () => send(method, pathWith(path), { json: value, anonymous }))
          }
          for (const field of Object.keys(json.properties ?? {})) {
            const values = [...sample(HOSTILE_TEXT, 2), ...sample(HOSTILE_NUMBERS, 2), ...sample(HOSTILE_SHAPES, 1)]
            for (const { label, value } of values) {
              await check(request, `body ${field}: ${label}`, value, () => send(method, pathWith(path), { json: { ...baseline, [field]: value }, anonymous }))
            }
          }
        }

        const multipart = content['multipart/form-data']?.schema
        if (multipart) {
          const fields = Object.entries(multipart.properties ?? {}).map(([name, property]) => (property.format === 'binary' ? `${name} (file name)` : name))
          for (const field of fields) {
            for (const { label, value } of sample(HOSTILE_TEXT, 4)) {
              await check(request, `form ${field}: ${label}`, value, () =>
                send(method, pathWith(path), { body: formWith(path, multipart, { field, value: value as string }), anonymous }),
              )
            }
          }
        }
      }
    }

    console.info(`hostile input: ${requests} requests, ${failures.length} answered 5xx`)
    expect(failures).toEqual([])
  })
})

describe('search text', () => {
  const SEARCHES = ['users', 'jobs', 'requisitions', 'applicants', 'applicants/export.csv', 'employees']
  const ODD_SEARCHES = [
    '-----',
    '- - -ada',
    '-ada -lovelace',
    '----- ada',
    'ada -----',
    '!@#$%^&*()',
    ':*',
    'ada:*',
    '&|!()',
    '"ada lovelace',
    '"',
    "'ada' \\ \\'",
    '%_',
    'or or -or',
    '👩🏽‍💻',
    'مرحبا بالعالم',
    'Ada\u0000Lovelace',
    `${'ab '.repeat(66)}ab`,
  ]

  it('is searched, or refused with a 422, however odd, in every list and on the careers site', { timeout: 120_000 }, async () => {
    await server.post('applicants', { name: 'Ada Lovelace', email: `ada.search-${process.pid}@example.test`, skills: ['mathematics'] }, { token: ownerToken })
    const answers: string[] = []
    for (const q of ODD_SEARCHES) {
      const query = `q=${encodeURIComponent(q)}`
      for (const list of SEARCHES) answers.push(`${list}?${query} ${(await server.get(`${list}?${query}`, { token: ownerToken })).status}`)
      answers.push(`careers jobs?${query} ${(await server.get(`careers/${slug}/jobs?${query}`)).status}`)
    }
    expect(answers.filter((answer) => !/ (200|422)$/.test(answer))).toEqual([])
    expect(answers.filter((answer) => answer.endsWith(' 422'))).toEqual([])
  })

  it('is refused with a 422 past 200 characters', async () => {
    const response = await server.get(`jobs?q=${'a'.repeat(10_000)}`, { token: ownerToken })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({ q: ['Use at most 200 characters'] })
  })
})

describe('pages', () => {
  it('answer the last page PostgreSQL’s integer can number (empty), and a 422 past it', async () => {
    const last = await server.get('jobs?page=2147483647&per_page=100', { token: ownerToken })
    expect(last).toMatchObject({ status: 200, body: { data: [] } })
    for (const page of ['2147483648', '99999999999', '1e400', '0', '-1', '1.5', 'NaN']) {
      expect((await server.get(`jobs?page=${page}`, { token: ownerToken })).status, page).toBe(422)
    }
  })
})

