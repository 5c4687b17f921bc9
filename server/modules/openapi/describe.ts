import type { Permission } from '@common/permissions'
import type { StandardSchemaV1 } from '@standard-schema/spec'
import { describeRoute, resolver } from 'hono-openapi'
import { z } from 'zod'

/** Contract section 1's error body, as every failed call carries it. */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ApiError' })

export const messageSchema = z.object({ message: z.string() })

const ERROR_DESCRIPTIONS = {
  400: 'The body is not valid JSON',
  401: 'Not signed in, or the token is invalid or expired, or the user is deactivated',
  402: 'The company subscription is not active, or its plan does not include this feature',
  403: 'Signed in but lacking the permission',
  404: 'Not found, or belongs to another company',
  409: 'Conflicts with existing data (duplicate, still in use)',
  413: 'The upload or body is too large',
  415: 'The file type is not supported',
  422: 'Validation failed; `errors` names each field',
  429: 'Too many attempts; retry after the Retry-After seconds',
  503: 'The database does not answer',
} as const

export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS

type Access =
  /** No sign-in needed. */
  | 'public'
  /** Any signed-in user. */
  | 'signed-in'
  /** Signed in, with an active subscription. */
  | 'subscribed'

export interface RouteDoc {
  summary: string
  tag: string
  access: Access
  /** Any one of these passes (the owner passes every check). */
  permissions?: readonly Permission[]
  /** The success answer; a schema means JSON, null means an empty body. */
  success: { status: 200 | 201 | 204; schema: StandardSchemaV1 | null; description?: string; contentTypes?: readonly string[] }
  /** The error answers beyond those `access` and `permissions` imply. */
  errors?: readonly ErrorStatus[]
  description?: string
}

function errorStatuses(doc: RouteDoc): ErrorStatus[] {
  const implied: ErrorStatus[] = []
  if (doc.access !== 'public') implied.push(401)
  if (doc.access === 'subscribed') implied.push(402)
  if (doc.permissions?.length) implied.push(403)
  return [...new Set([...implied, ...(doc.errors ?? [])])].sort((a, b) => a - b)
}

function successResponse(success: RouteDoc['success']) {
  const description = success.description ?? (success.status === 201 ? 'Created' : success.status === 204 ? 'Done; no content' : 'OK')
  if (success.contentTypes) {
    return {
      description,
      content: Object.fromEntries(success.contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
    }
  }
  if (!success.schema) return { description }
  return { description, content: { 'application/json': { schema: resolver(success.schema, { io: 'output' }) } } }
}

/**
 * The OpenAPI description of one route, declared beside it: who may call it and what it answers.
 * Request shapes need no declaring: `validate()` middleware puts its zod schema in the document.
 */
export function documented(doc: RouteDoc) {
  const who =
    doc.access === 'public'
      ? 'Public.'
      : doc.access === 'signed-in'
        ? 'Needs a signed-in user.'
        : 'Needs a signed-in user of an active subscription.'
  const needs = doc.permissions?.length ? ` Permission: ${doc.permissions.join(' or ')} (owners pass every check).` : ''
  const errorResponses = Object.fromEntries(
    errorStatuses(doc).map((status) => [
      status,
      { description: ERROR_DESCRIPTIONS[status], content: { 'application/json': { schema: resolver(apiErrorSchema) } } },
    ]),
  )
  return describeRoute({
    summary: doc.summary,
    description: [doc.description, `${who}${needs}`].filter(Boolean).join('\n\n'),
    tags: [doc.tag],
    ...(doc.access === 'public' ? { security: [] } : {}),
    responses: { [doc.success.status]: successResponse(doc.success), ...errorResponses },
  })
}
