import { PERMISSION_CATALOGUE } from '@common/permissions'
import { beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../app'
import { useTestServer } from '../../test/test-server'

const server = useTestServer()

interface JsonSchema {
  type?: string
  format?: string
  required?: string[]
  properties: Record<string, JsonSchema>
  additionalProperties?: unknown
  items: JsonSchema
  enum?: unknown[]
  minLength?: number
}

interface Operation {
  summary?: string
  security?: unknown[]
  parameters?: { name: string; in: string; schema: Record<string, unknown> }[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
  responses: Record<string, unknown>
}

let document: { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>> }

beforeAll(async () => {
  const response = await server.get('openapi.json')
  expect(response.status).toBe(200)
  document = response.body
})

/** `/backend/api/roles/:id` → `/roles/{id}`, as OpenAPI writes paths. */
const documentPath = (routePath: string) => routePath.slice(API_BASE.length).replace(/:(\w+)/g, '{$1}')

describe('GET openapi.json', () => {
  it('is an OpenAPI 3.1 document served without signing in', () => {
    expect(document.openapi).toBe('3.1.0')
    expect(document.info.title).toBe('Staffdesk API')
  })

  it('documents every route mounted under the API, with a summary and its answers', () => {
    const mounted = server.app.routes.filter((route) => route.method !== 'ALL' && route.path.startsWith(`${API_BASE}/`))
    const endpoints = [...new Set(mounted.map((route) => `${route.method} ${documentPath(route.path)}`))]
    expect(endpoints.length).toBeGreaterThan(15)

    for (const endpoint of endpoints) {
      const [method, path] = endpoint.split(' ') as [string, string]
      const operation = document.paths[path]?.[method.toLowerCase()]
      expect(operation, `${endpoint} is missing from openapi.json`).toBeDefined()
      expect(operation?.summary, endpoint).toBeTruthy()
      expect(
        Object.keys(operation?.responses ?? {}).some((status) => status.startsWith('2')),
        endpoint,
      ).toBe(true)
    }
  })

  it('lists 401 on every endpoint that is not public', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const isPublic = Array.isArray(operation.security) && operation.security.length === 0
        if (!isPublic) expect(operation.responses, `${method} ${path}`).toHaveProperty('401')
      }
    }
    expect(document.paths['/login']?.post?.security).toEqual([])
    expect(document.paths['/roles']?.get?.responses).toHaveProperty('403')
  })

  it('takes request shapes from the very schemas the routes validate with', () => {
    const createRole = document.paths['/roles']?.post?.requestBody?.content['application/json']?.schema
    expect(createRole?.required).toEqual(['name', 'permissions'])
    expect(Object.keys(createRole?.properties.permissions?.properties ?? {})).toEqual(Object.keys(PERMISSION_CATALOGUE))
    expect(createRole?.properties.permissions?.additionalProperties).toBe(false)
    expect(createRole?.properties.permissions?.properties.job?.items.enum).toEqual(['view', 'add', 'edit', 'delete'])

    const perPage = document.paths['/users']?.get?.parameters?.find((parameter) => parameter.name === 'per_page')
    expect(perPage).toMatchObject({ in: 'query', schema: { maximum: 100, default: 25 } })

    const logo = document.paths['/settings/logo']?.post?.requestBody?.content['multipart/form-data']?.schema
    expect(logo?.properties.file).toMatchObject({ type: 'string', format: 'binary' })

    const signup = document.paths['/signup']?.post?.requestBody?.content['application/json']?.schema
    expect(signup?.properties.password?.minLength).toBe(10)
  })

  it('documents My account for any signed-in user, with the shared account schemas', () => {
    expect(Object.keys(document.paths['/account'] ?? {}).sort()).toEqual(['get', 'patch'])
    expect(document.paths['/account']?.get?.responses).not.toHaveProperty('402')
    expect(document.paths['/account']?.get?.responses).not.toHaveProperty('403')
    const changePassword = document.paths['/account/password']?.post
    expect(changePassword?.requestBody?.content['application/json']?.schema.required).toEqual(['current_password', 'password'])
    expect(changePassword?.requestBody?.content['application/json']?.schema.properties.password?.minLength).toBe(10)
    expect(changePassword?.responses).toHaveProperty('429')
    expect(document.paths['/account/sign-out-others']?.post?.responses).toHaveProperty('200')
  })

  it('documents the suggestions a careers application leaves on a known applicant, and their two actions', () => {
    for (const action of ['apply', 'dismiss']) {
      const operation = document.paths[`/applicants/{id}/suggestions/{sid}/${action}`]?.post
      expect(operation?.responses, action).toHaveProperty('200')
      expect(operation?.responses, action).toHaveProperty('409')
    }
    expect(JSON.stringify(document.paths['/applicants/{id}']?.get?.responses['200'])).toContain('suggestions')
  })

  it('documents the jobs API with the shared job schemas', () => {
    expect(Object.keys(document.paths['/jobs'] ?? {}).sort()).toEqual(['get', 'post'])
    expect(Object.keys(document.paths['/jobs/departments'] ?? {})).toEqual(['get'])
    expect(Object.keys(document.paths['/jobs/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'patch'])

    const sort = document.paths['/jobs']?.get?.parameters?.find((parameter) => parameter.name === 'sort')
    expect(sort?.schema.enum).toContain('-closes_at')
    const status = document.paths['/jobs']?.get?.parameters?.find((parameter) => parameter.name === 'status')
    expect(status?.schema.enum).toEqual(['draft', 'published', 'closed'])

    const createJob = document.paths['/jobs']?.post?.requestBody?.content['application/json']?.schema
    expect(createJob?.required).toEqual(['title', 'department', 'employment_type', 'workplace', 'openings'])
    expect(createJob?.properties.workplace?.enum).toEqual(['on_site', 'hybrid', 'remote'])
    expect(document.paths['/jobs/{id}']?.get?.responses).toHaveProperty('404')
  })

  it('documents the requisitions API and its approval chain with the shared schemas', () => {
    expect(Object.keys(document.paths['/requisitions'] ?? {}).sort()).toEqual(['get', 'post'])
    expect(Object.keys(document.paths['/requisitions/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'patch'])
    for (const action of ['submit', 'approve', 'reject', 'hold', 'resume', 'cancel']) {
      expect(document.paths[`/requisitions/{id}/${action}`]?.post?.responses).toHaveProperty('409')
    }
    expect(Object.keys(document.paths['/settings/approval-chain'] ?? {}).sort()).toEqual(['get', 'put'])
    expect(Object.keys(document.paths['/settings/offer-approval-chain'] ?? {}).sort()).toEqual(['get', 'put'])

    const status = document.paths['/requisitions']?.get?.parameters?.find((parameter) => parameter.name === 'status')
    expect(status?.schema.enum).toEqual(['draft', 'pending', 'on_hold', 'approved', 'rejected', 'cancelled', 'filled'])
    const waiting = document.paths['/requisitions']?.get?.parameters?.find((parameter) => parameter.name === 'waiting_for_me')
    expect(waiting?.schema.enum).toEqual(['true', 'false'])
    const reject = document.paths['/requisitions/{id}/reject']?.post?.requestBody?.content['application/json']?.schema
    expect(reject?.required).toEqual(['comment'])
    const create = document.paths['/requisitions']?.post?.requestBody?.content['application/json']?.schema
    expect(create?.required).toEqual(['title', 'department', 'employment_type'])
    expect(create?.properties.priority?.enum).toEqual(['low', 'normal', 'high', 'urgent'])
  })

  it('documents the seats and the invitation resend of the users API', () => {
    const seats = document.paths['/users/seats']?.get
    expect(seats?.responses).toHaveProperty('403')
    expect(Object.keys(document.paths['/users/{id}/resend-invitation'] ?? {})).toEqual(['post'])
    expect(document.paths['/users/{id}/resend-invitation']?.post?.responses).toHaveProperty('409')
  })

  it('documents resume uploads: the multipart form, the 202, the refusals and the review actions', () => {
    expect(Object.keys(document.paths['/resumes'] ?? {}).sort()).toEqual(['get', 'post'])
    const upload = document.paths['/resumes']?.post
    expect(upload?.responses).toHaveProperty('202')
    for (const status of ['413', '415', '422']) expect(upload?.responses).toHaveProperty(status)
    expect(upload?.requestBody?.content['multipart/form-data']?.schema.properties.file).toMatchObject({ type: 'string', format: 'binary' })
    expect(document.paths['/resumes/{id}/file']?.get?.responses).toHaveProperty('404')
    for (const action of ['save', 'discard']) expect(document.paths[`/resumes/{id}/${action}`]?.post?.responses).toHaveProperty('409')
    const save = document.paths['/resumes/{id}/save']?.post?.requestBody?.content['application/json']?.schema
    expect(Object.keys(save?.properties ?? {}).sort()).toEqual(['fields', 'merge_into'])
  })
})
