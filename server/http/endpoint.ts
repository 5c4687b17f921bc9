import type { Permission } from '@common/permissions'
import type { PlanFeature } from '@common/plans'
import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import { resolver, uniqueSymbol, type DescribeRouteOptions, type HandlerUniqueProperty } from 'hono-openapi'
import { z } from 'zod'
import { runAsBulk } from '../db/database-turns'
import { requireAuth } from '../middleware/auth'
import { assertPermitted, assertPlanIncludes, assertSubscribed } from '../middleware/guards'
import type { AppEnv, AuthEnv } from './context'

/** Contract section 1's error body, as every failed call carries it. */
const apiErrorSchema = z
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
  410: 'Gone for good (a closed job)',
  413: 'The upload or body is too large',
  415: 'The file type is not supported',
  422: 'Validation failed; `errors` names each field',
  429: 'Too many attempts; retry after the Retry-After seconds',
  502: 'The payment service (Stripe) did not answer; try again',
  503: 'The server cannot answer just now (its database, or a worker process it needs); try again',
} as const

type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS

type Access =
  /** No sign-in needed. */
  | 'public'
  /** Any signed-in user. */
  | 'signed-in'
  /** Signed in, with an active subscription. */
  | 'subscribed'

export interface EndpointDoc {
  summary: string
  description?: string
  tag: string
  access: Access
  /** Any one of these passes (the owner passes every check); read them from the feature's access map. */
  permissions?: readonly Permission[]
  /** A second list the caller must also hold one of (a job's pipeline: applicants' and jobs' view). */
  alsoPermissions?: readonly Permission[]
  /** The plan feature the endpoint belongs to (common/plans.ts); a plan without it answers 402. */
  planFeature?: PlanFeature
  /** The success answer (200 unless `status` says otherwise); a schema means JSON, null means an empty body. */
  success: { status?: 200 | 201 | 202 | 204; schema: StandardSchemaV1 | null; description?: string; contentTypes?: readonly string[] }
  /** The error answers beyond those `access` and `permissions` imply. */
  errors?: readonly ErrorStatus[]
  /**
   * One of many requests a client sends in a row (the upload page's resumes): on the embedded
   * database every statement it runs, its sign-in check included, waits behind other requests'.
   */
  bulk?: true
}

function errorStatuses(doc: EndpointDoc): ErrorStatus[] {
  const implied: ErrorStatus[] = []
  if (doc.access !== 'public') implied.push(401)
  if (doc.access === 'subscribed' || doc.planFeature) implied.push(402)
  if (doc.permissions?.length || doc.alsoPermissions?.length) implied.push(403)
  return [...new Set([...implied, ...(doc.errors ?? [])])].sort((a, b) => a - b)
}

function successResponse(success: EndpointDoc['success']) {
  const description =
    success.description ??
    (success.status === 201 ? 'Created' : success.status === 202 ? 'Accepted; the work goes on in the background' : success.status === 204 ? 'Done; no content' : 'OK')
  if (success.contentTypes) {
    return {
      description,
      content: Object.fromEntries(success.contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
    }
  }
  if (!success.schema) return { description }
  return { description, content: { 'application/json': { schema: resolver(success.schema, { io: 'output' }) } } }
}

/** The route's OpenAPI operation: who may call it and what it answers. */
function operation(doc: EndpointDoc): DescribeRouteOptions {
  const who = doc.access === 'public' ? 'Public.' : doc.access === 'signed-in' ? 'Needs a signed-in user.' : 'Needs a signed-in user of an active subscription.'
  const also = doc.alsoPermissions?.length ? `, and ${doc.alsoPermissions.join(' or ')}` : ''
  const needs = doc.permissions?.length ? ` Permission: ${doc.permissions.join(' or ')}${also} (owners pass every check).` : ''
  const plan = doc.planFeature ? ` Part of the plans that include ${doc.planFeature}.` : ''
  const errorResponses = Object.fromEntries(
    errorStatuses(doc).map((status) => [status, { description: ERROR_DESCRIPTIONS[status], content: { 'application/json': { schema: resolver(apiErrorSchema) } } }]),
  )
  return {
    summary: doc.summary,
    description: [doc.description, `${who}${needs}${plan}`].filter(Boolean).join('\n\n'),
    tags: [doc.tag],
    ...(doc.access === 'public' ? { security: [] } : {}),
    responses: { [doc.success.status ?? 200]: successResponse(doc.success), ...errorResponses },
  }
}

/**
 * One route's declaration, first in its chain: the OpenAPI operation and the guards it
 * describes, from the same object so they cannot disagree. Signed-in and subscribed endpoints
 * answer 401 without a valid session, subscribed ones 402 without an active subscription, and
 * 403 without any one of `permissions`; after it, handlers have `c.var.auth` and `c.var.scope`.
 * Request shapes need no declaring: `validate()` puts its zod schema in the document.
 *
 *   .patch('/:id', endpoint({ summary, tag, access: 'subscribed', permissions: JOB_ACCESS.edit, success }), validate(…), handler)
 */
export function endpoint(doc: EndpointDoc & { access: 'public'; permissions?: undefined; alsoPermissions?: undefined }): MiddlewareHandler<AppEnv>
export function endpoint(doc: EndpointDoc & { access: 'signed-in' | 'subscribed' }): MiddlewareHandler<AppEnv & AuthEnv>
export function endpoint(doc: EndpointDoc): MiddlewareHandler<AppEnv> | MiddlewareHandler<AppEnv & AuthEnv> {
  return declare(doc)
}

function declare(doc: EndpointDoc): MiddlewareHandler<AppEnv> | MiddlewareHandler<AppEnv & AuthEnv> {
  const permissions = doc.permissions ?? []
  const inTurn = <T>(work: () => T): T => (doc.bulk ? runAsBulk(work) : work())
  const guard =
    doc.access === 'public'
      ? createMiddleware<AppEnv>((_c, next) => inTurn(next))
      : createMiddleware<AppEnv & AuthEnv>((c, next) =>
          inTurn(() =>
            requireAuth(c, async () => {
              if (doc.access === 'subscribed') assertSubscribed(c.var.auth)
              if (doc.planFeature) assertPlanIncludes(c.var.auth, doc.planFeature)
              if (permissions.length > 0) assertPermitted(c.var.auth, permissions)
              if (doc.alsoPermissions?.length) assertPermitted(c.var.auth, doc.alsoPermissions)
              await next()
            }),
          ),
        )
  // hono-openapi documents a route from the middleware carrying this property (as describeRoute's does).
  const description: HandlerUniqueProperty = { spec: operation(doc) }
  return Object.assign(guard, { [uniqueSymbol]: description })
}

/** A route's own options, once its router has said its tag and who may call it. */
type RouteDoc = Omit<EndpointDoc, 'tag' | 'access'>

type Guarded<A extends Access> = A extends 'public' ? MiddlewareHandler<AppEnv> : MiddlewareHandler<AppEnv & AuthEnv>

/**
 * `endpoint()` with a router's shared options bound, so that each route states only what is its
 * own. A route may still name another `access` (a public page among signed-in ones).
 *
 *   const endpoint = endpointsFor({ tag: 'Jobs', access: 'subscribed' })
 *   .get('/:id', endpoint({ summary: 'Read a job', permissions: JOB_ACCESS.read, success: { schema: jobSchema }, errors: [404, 422] }), …)
 */
export function endpointsFor<Default extends Access>(defaults: { tag: string; access: Default }) {
  function bound(doc: RouteDoc & { access: 'public'; permissions?: undefined; alsoPermissions?: undefined }): MiddlewareHandler<AppEnv>
  function bound(doc: RouteDoc & { access: 'signed-in' | 'subscribed' }): MiddlewareHandler<AppEnv & AuthEnv>
  function bound(doc: RouteDoc & { access?: undefined } & (Default extends 'public' ? { permissions?: undefined; alsoPermissions?: undefined } : unknown)): Guarded<Default>
  function bound(doc: RouteDoc & { access?: Access }): MiddlewareHandler<AppEnv> | MiddlewareHandler<AppEnv & AuthEnv> {
    return declare({ ...defaults, ...doc, access: doc.access ?? defaults.access })
  }
  return bound
}
