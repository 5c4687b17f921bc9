import {
  APPLICATION_SENT_MESSAGE,
  applyFormSchema,
  applyResultSchema,
  careersJobParamSchema,
  careersJobUrl,
  careersSiteSchema,
  careersSiteUrl,
  careersSlugParamSchema,
  publicJobDetailSchema,
  publicJobListQuerySchema,
  publicJobListSchema,
  type PublicJobDetail,
} from '@common/careers'
import { RESUME_LIMITS } from '@common/resumes'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { clientAddress, type AppEnv } from '../../http/context'
import { limitMultipartParts } from '../../http/multipart-parts'
import { endpointsFor } from '../../http/endpoint'
import { ApiError, fieldError, notFound, tooManyRequests } from '../../lib/errors'
import { storableRequestPart, validate } from '../../http/validation'
import { normaliseEmail } from '../../lib/contact-identity'
import { detectResumeType } from '../../lib/resume-type'
import { RATE_LIMITS, waitText } from '../../platform/session/rate-limits'
import { storeApplication } from './apply'
import { findPublicCompany, findPublicJob, listOpenJobs, openJobsForSitemap, readSite, type PublicCompany } from './repository'

const endpoint = endpointsFor({ tag: 'Careers site', access: 'public' })

const TOO_LARGE = 'The resume is larger than 10 MB; upload a smaller file'

/** Room for the multipart envelope and the text fields around a resume of the largest size. */
const MULTIPART_OVERHEAD = 64 * 1024

/** Refuses an oversized application from its Content-Length, or as soon as the stream passes the limit, before it is buffered. */
const limitApplicationBody = bodyLimit({
  maxSize: RESUME_LIMITS.bytes + MULTIPART_OVERHEAD,
  onError: () => {
    throw new ApiError(413, TOO_LARGE)
  },
})

/** The apply form's fields, a file and up to 3 links: twice that, for what browsers add. */
const APPLY_MAX_PARTS = 20

/** The careers limit per client address, counted before the body is read: a visitor past it sends nothing more. */
const limitApplicationsPerAddress = createMiddleware<AppEnv>(async (c, next) => {
  const verdict = await c.var.deps.rateLimiter.hit(`apply:address:${clientAddress(c)}`, RATE_LIMITS.apply.address)
  if (!verdict.allowed) throw tooManyRequests(`${RATE_LIMITS.apply.message}. Try again ${waitText(verdict.retryAfterSeconds)}.`, verdict.retryAfterSeconds)
  await next()
})

/** The careers limit per email given, once the form is read; a refusal gives the address its attempt back. */
async function limitApplicationsPerEmail<E extends AppEnv>(c: Context<E>, email: string): Promise<void> {
  const verdict = await c.var.deps.rateLimiter.hit(`apply:account:${email}`, RATE_LIMITS.apply.account)
  if (verdict.allowed) return
  await c.var.deps.rateLimiter.refund(`apply:address:${clientAddress(c)}`)
  throw tooManyRequests(`${RATE_LIMITS.apply.message}. Try again ${waitText(verdict.retryAfterSeconds)}.`, verdict.retryAfterSeconds)
}

type OpenJobEnv = AppEnv & {
  Variables: { careers: { company: PublicCompany; job: PublicJobDetail } }
}

/** The company and the job a visitor applies to, before the body is read: 404 unknown or private, 410 closed. */
const openJob = createMiddleware<OpenJobEnv>(async (c, next) => {
  // Read before validate() runs, so made storable here as it would.
  const params = careersJobParamSchema.safeParse(storableRequestPart(c.req.param()))
  if (!params.success) throw notFound('Job')
  const company = await findPublicCompany(c.var.deps.db, params.data.slug, c.var.deps.clock.now())
  c.set('careers', {
    company,
    job: await findPublicJob(company, params.data.id),
  })
  await next()
})

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}
const xml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character)

/**
 * Contract section 13: the careers site, public (no session; the auth middleware runs only in
 * signed-in endpoints). A private site answers 404 everywhere, as an unknown slug does.
 */
export const careersRoutes = new Hono<AppEnv>()
  .get(
    '/:slug',
    endpoint({
      summary: 'A company’s careers site',
      description: 'The company’s name, logo, website, intro (Markdown) and brand colour, and the departments and locations of its open jobs.',
      success: { schema: careersSiteSchema },
      errors: [404],
    }),
    validate('param', careersSlugParamSchema),
    async (c) => {
      const { deps } = c.var
      return c.json(await readSite(await findPublicCompany(deps.db, c.req.valid('param').slug, deps.clock.now())))
    },
  )

  .get(
    '/:slug/jobs',
    endpoint({
      summary: 'A company’s open jobs (paged, searchable, filterable)',
      description:
        'Published jobs whose closing date (in the company’s time zone) has not passed, newest first; with `q`, titles starting with it first. ' + 'Only the public fields.',
      success: { schema: publicJobListSchema },
      errors: [404, 422],
    }),
    validate('param', careersSlugParamSchema),
    validate('query', publicJobListQuerySchema),
    async (c) => {
      const { deps } = c.var
      const company = await findPublicCompany(deps.db, c.req.valid('param').slug, deps.clock.now())
      return c.json(await listOpenJobs(company, c.req.valid('query')))
    },
  )

  .get(
    '/:slug/sitemap.xml',
    endpoint({
      summary: 'The careers site’s sitemap',
      description: 'The site and each open job at its canonical URL under the server’s public address.',
      success: { schema: null, contentTypes: ['application/xml'] },
      errors: [404],
    }),
    validate('param', careersSlugParamSchema),
    async (c) => {
      const { deps } = c.var
      const company = await findPublicCompany(deps.db, c.req.valid('param').slug, deps.clock.now())
      const jobs = await openJobsForSitemap(company)
      const urls = [
        `<url><loc>${xml(careersSiteUrl(deps.publicUrl, company.slug))}</loc></url>`,
        ...jobs.map((job) => `<url><loc>${xml(careersJobUrl(deps.publicUrl, company.slug, job.id))}</loc><lastmod>${job.updatedAt.toISOString()}</lastmod></url>`),
      ]
      const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
      c.header('Cache-Control', 'public, max-age=300')
      return c.body(body, 200, {
        'Content-Type': 'application/xml; charset=utf-8',
      })
    },
  )

  .get(
    '/:slug/jobs/:id',
    endpoint({
      summary: 'An open job of the careers site',
      description: 'The listed fields plus the description (Markdown) and skills. A draft or unknown job is a 404, a closed one or one past its closing date a 410.',
      success: { schema: publicJobDetailSchema },
      errors: [404, 410, 422],
    }),
    validate('param', careersJobParamSchema),
    async (c) => {
      const { deps } = c.var
      const { slug, id } = c.req.valid('param')
      return c.json(await findPublicJob(await findPublicCompany(deps.db, slug, deps.clock.now()), id))
    },
  )

  .post(
    '/:slug/jobs/:id/apply',
    endpoint({
      summary: 'Apply to a job',
      description:
        'Multipart: `name`, `email`, `phone?`, `file` (the resume: PDF, DOCX or TXT by its content, at most 10 MB), `cover_letter?` (at most 5,000 ' +
        'characters), `links` (up to 3 web addresses, the field repeated), `consent` (`true`), `website` (leave empty). ' +
        'The same email applying again to the same job adds the resume; a known email applying to another job gets a new application. ' +
        'Rate limited per client address and per email (429 with Retry-After).',
      success: { status: 201, schema: applyResultSchema },
      errors: [404, 410, 413, 415, 422, 429],
    }),
    openJob,
    limitApplicationsPerAddress,
    limitApplicationBody,
    limitMultipartParts(APPLY_MAX_PARTS),
    validate('form', applyFormSchema),
    async (c) => {
      const { deps } = c.var
      const { company, job } = c.var.careers
      const { file, ...fields } = c.req.valid('form')
      await limitApplicationsPerEmail(c, normaliseEmail(fields.email) ?? fields.email)
      if (file.size > RESUME_LIMITS.bytes) throw new ApiError(413, TOO_LARGE)
      if (file.size === 0) throw fieldError(422, 'file', 'The file is empty; attach your resume')
      const bytes = new Uint8Array(await file.arrayBuffer())
      const type = await detectResumeType(bytes)
      if (!type) throw new ApiError(415, 'Upload your resume as a PDF, Word (DOCX) or plain text file', { file: ['Use a PDF, DOCX or TXT file'] })
      // The honeypot: a form whose hidden field is filled gets the same answer, and nothing is kept.
      if (fields.website?.trim()) {
        deps.logger.info('careers application dropped by the honeypot', {
          company_id: company.id,
          job_id: job.id,
        })
        return c.json({ message: APPLICATION_SENT_MESSAGE }, 201)
      }
      const outcome = await storeApplication(deps, { company, job, fields, resume: { bytes, type, fileName: file.name } })
      deps.logger.info('careers application stored', {
        company_id: company.id,
        job_id: job.id,
        outcome,
      })
      return c.json({ message: APPLICATION_SENT_MESSAGE }, 201)
    },
  )
