import { Hono, type Env, type Schema } from 'hono'
import { generateSpecs } from 'hono-openapi'
import { z } from 'zod'
import type { AppEnv } from '../../http/context'
import { endpointsFor } from '../../http/endpoint'

const endpoint = endpointsFor({ tag: 'Meta', access: 'public' })

export const OPENAPI_DOCUMENTATION = {
  info: {
    title: 'Staffdesk API',
    version: '1.0.0',
    description:
      'Errors answer `{ message, errors? }`. Lists answer `{ data, meta: { page, per_page, total } }`. ' +
      'Sign in with POST login and send the token as `Authorization: Bearer <token>`.',
  },
  servers: [{ url: '/backend/api' }],
  components: { securitySchemes: { bearer: { type: 'http' as const, scheme: 'bearer' } } },
  security: [{ bearer: [] }],
}

/** The document for every route of `api`, built from the validators and descriptions on them. */
export function openApiDocument<E extends Env, S extends Schema, P extends string>(api: Hono<E, S, P>) {
  return generateSpecs(api, {
    documentation: OPENAPI_DOCUMENTATION,
    // The routes answer validation failures with 422 and describe it themselves.
    defaultValidationErrorResponse: false,
    // Keeps `openapi.json` itself, which would otherwise pass for a static file.
    excludeStaticFile: false,
  })
}

/**
 * GET `openapi.json`: the OpenAPI 3.1 document of `api`, generated on first request from the
 * same zod schemas the routes validate with, so it cannot drift from them.
 */
export function openApiRoutes<E extends Env, S extends Schema, P extends string>(api: Hono<E, S, P>) {
  let document: ReturnType<typeof openApiDocument> | undefined
  return new Hono<AppEnv>().get('/openapi.json', endpoint({ summary: 'This OpenAPI document', success: { schema: z.looseObject({ openapi: z.string() }) } }), async (c) => {
    // Built once; a failed build is not kept, so the next request tries again.
    document ??= openApiDocument(api).catch((error: unknown) => {
      document = undefined
      throw error
    })
    return c.json(await document)
  })
}
