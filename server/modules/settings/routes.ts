import { SETTINGS_ACCESS } from '@common/access/settings'
import { LOGO_TOO_LARGE as TOO_LARGE } from '@common/company-logo'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../../http/context'
import { limitMultipartParts, UPLOAD_FORM_MAX_PARTS } from '../../http/multipart-parts'
import { ApiError, notFound } from '../../lib/errors'
import { validate } from '../../http/validation'
import { endpointsFor } from '../../http/endpoint'
import { storableText } from '../../lib/storable-text'
import { FileStore } from '../../platform/files/file-store'
import { LOGO_MAX_BYTES, readLogoImage } from './logo-image'
import { actorOf } from '../../platform/activity/activity-log'
import { readCompanyLists, readSettings, setLogo, updateSettings } from './repository'
import { companyListsSchema, logoSchema, logoUploadSchema, settingsSchema, updateSettingsInputSchema } from '@common/settings'

const endpoint = endpointsFor({ tag: 'Settings', access: 'signed-in' })

/** Room for the multipart envelope around a file of the largest allowed size. */
const MULTIPART_OVERHEAD = 16 * 1024

/** Refuses an oversized upload from its Content-Length, or as soon as the stream passes the limit. */
const limitLogoBody = bodyLimit({
  maxSize: LOGO_MAX_BYTES + MULTIPART_OVERHEAD,
  onError: () => {
    throw new ApiError(413, TOO_LARGE)
  },
})

/**
 * Contract section 5: the company's settings and logo. Like the session and subscription
 * endpoints they stay open while the subscription is not active (issue 3), so a lapsed company
 * can still keep its details right.
 */
export const settingsRoutes = new Hono<AppEnv>()
  .get('/', endpoint({ summary: 'Read the company settings', permissions: SETTINGS_ACCESS.manage, success: { schema: settingsSchema } }), async (c) =>
    c.json(await readSettings(c.var.scope)),
  )
  .get(
    '/lists',
    endpoint({
      summary: 'The company’s departments, locations and rejection reasons',
      description: 'For every form that asks for a department or location, or rejects an application, so any signed-in user may read them.',
      access: 'subscribed',
      success: { schema: companyListsSchema },
    }),
    async (c) => c.json(await readCompanyLists(c.var.scope)),
  )

  .patch(
    '/',
    endpoint({
      summary: 'Change company settings',
      description:
        'Send only what changes. company_logo accepts only null (remove the logo); upload a new one with POST settings/logo. ' +
        'careers takes any of its fields; a slug another company has is a 409.',
      permissions: SETTINGS_ACCESS.manage,
      success: { schema: settingsSchema },
      errors: [409, 422],
    }),
    validate('json', updateSettingsInputSchema),
    async (c) => {
      const { scope, deps } = c.var
      return c.json(await updateSettings(scope, c.req.valid('json'), deps.clock.now(), actorOf(c.var.auth)))
    },
  )

  .post(
    '/logo',
    endpoint({
      summary: 'Upload the company logo',
      description:
        'Multipart field `file`: PNG, JPEG, WebP or SVG, at most 2 MB. The type is read from the bytes, not the name; ' +
        'SVG is rewritten through a strict allowlist (no scripts, event handlers, foreignObject or outside references).',
      permissions: SETTINGS_ACCESS.manage,
      success: { schema: logoSchema },
      errors: [413, 415, 422],
    }),
    limitLogoBody,
    limitMultipartParts(UPLOAD_FORM_MAX_PARTS),
    validate('form', logoUploadSchema),
    async (c) => {
      const { scope, deps } = c.var
      const { file } = c.req.valid('form')
      if (file.size > LOGO_MAX_BYTES) throw new ApiError(413, TOO_LARGE)
      const image = readLogoImage(new Uint8Array(await file.arrayBuffer()))
      if (!image) throw new ApiError(415, 'Upload a PNG, JPEG, WebP or SVG image; this file is none of them')
      return c.json({ company_logo: await setLogo(scope, image, deps.clock.now(), file.name, actorOf(c.var.auth)) })
    },
  )

/** Uploaded files, public so an `<img>` can show them; served with a type that cannot run. */
export const uploadRoutes = new Hono<AppEnv>().get(
  '/:name',
  endpoint({ summary: 'An uploaded logo', access: 'public', success: { schema: null, contentTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] }, errors: [404] }),
  async (c) => {
    // A name with U+0000 names no file, but would fail the statement that looks for it.
    const logo = await new FileStore(c.var.deps.db).read(storableText(c.req.param('name')), 'logo')
    if (!logo) throw notFound('Logo')
    c.header('Content-Type', logo.contentType)
    c.header('X-Content-Type-Options', 'nosniff')
    // Keys are never reused, so the file can be kept for good.
    c.header('Cache-Control', 'public, max-age=31536000, immutable')
    if (logo.contentType === 'image/svg+xml') c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    return c.body(new Uint8Array(logo.bytes))
  },
)
