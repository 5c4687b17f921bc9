import { APPLICANT_ACCESS } from '@common/access/applicants'
import { SETTINGS_ACCESS } from '@common/access/settings'
import { applicantDetailSchema, applicantIdSchema } from '@common/applicants'
import { erasureConfirmSchema, erasureDoneSchema, keepInputSchema, portalSchema } from '@common/privacy'
import { auditFilterSchema, auditListSchema, auditQuerySchema, auditSubjectTypesSchema, dueListSchema, pagedQuerySchema, privacyRequestListSchema } from '@common/privacy-lists'
import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import { eq } from 'drizzle-orm'
import { applicants } from '../../db/schema/applicants'
import { clientAddress, type AppEnv } from '../../http/context'
import { endpointsFor } from '../../http/endpoint'
import { validate } from '../../http/validation'
import { csvDownload } from '../../http/csv-download'
import { HOUR_MS } from '../../lib/clock'
import { notFound, tooManyRequests } from '../../lib/errors'
import { nowAndActor } from '../../platform/activity/activity-log'
import { waitText } from '../../platform/session/rate-limits'
import { findApplicant } from '../applicants/public'
import { anonymise } from './anonymise'
import { auditCsv, auditSubjectTypes, listAudit } from './audit'
import { confirmErasure, exportPortalData, readPortal, requestErasure } from './portal'
import { listPrivacyRequests } from './requests'
import { keepApplicant, listDue } from './retention'

const endpoint = endpointsFor({ tag: 'Privacy', access: 'subscribed' })
const publicEndpoint = endpointsFor({
  tag: 'Privacy portal',
  access: 'public',
})

/** Contract 19: Settings → Privacy's lists. */
export const privacyRoutes = new Hono<AppEnv>()
  .get(
    '/due',
    endpoint({
      summary: 'Applicants due for anonymisation in the next 7 days',
      description:
        'Applicants with no active application whose `due_at` (last activity + retention_days + a grace week of 7 days) falls within the next ' +
        '7 days, or has passed and the daily job has not run yet; soonest first. Paged (`page`, `per_page`), an extension of contract 19.',
      permissions: SETTINGS_ACCESS.manage,
      success: { schema: dueListSchema },
      errors: [422],
    }),
    validate('query', pagedQuerySchema),
    async (c) => c.json(await listDue(c.var.scope, c.req.valid('query'), c.var.deps.clock.now())),
  )
  .get(
    '/requests',
    endpoint({
      summary: 'Candidates’ privacy requests: exports and erasures, newest first',
      description: 'Paged (`page`, `per_page`), an extension of contract 19. `applicant` is null once the applicant was deleted.',
      permissions: SETTINGS_ACCESS.manage,
      success: { schema: privacyRequestListSchema },
      errors: [422],
    }),
    validate('query', pagedQuerySchema),
    async (c) => c.json(await listPrivacyRequests(c.var.scope, c.req.valid('query'), c.var.deps.clock.now())),
  )

/** Contract 19's verbs on one applicant, beside the applicants module's routes. */
export const privacyApplicantRoutes = new Hono<AppEnv>()
  .post(
    '/:id/anonymise',
    endpoint({
      summary: 'Anonymise an applicant now',
      description:
        'Erases their personal data as the retention job does: the name becomes "Anonymised applicant"; contact details, profile, notes, resumes ' +
        '(and their files), resume text, search words and messages’ bodies go; applications keep job, stages, dates and rejection reason. ' +
        'Anonymising again changes nothing. Answers the applicant.',
      permissions: APPLICANT_ACCESS.delete,
      success: { schema: applicantDetailSchema },
      errors: [404, 422],
    }),
    validate('param', applicantIdSchema),
    async (c) => {
      const { scope } = c.var
      const { id } = c.req.valid('param')
      await scope.transaction(async (tx) => {
        const [applicant] = await tx.db
          .select({ id: applicants.id })
          .from(applicants)
          .where(tx.where(applicants, eq(applicants.id, id)))
        if (!applicant) throw notFound('Applicant')
        await anonymise(tx, [id], ...nowAndActor(c), 'staff')
      })
      return c.json(await findApplicant(scope, id))
    },
  )
  .post(
    '/:id/keep',
    endpoint({
      summary: 'Keep an applicant’s data: restart their retention clock',
      description: 'The reason and who kept them go to their timeline. Answers when they are due next. An anonymised applicant answers 409.',
      permissions: APPLICANT_ACCESS.edit,
      success: { schema: z.object({ due_at: z.string() }) },
      errors: [404, 409, 422],
    }),
    validate('param', applicantIdSchema),
    validate('json', keepInputSchema),
    async (c) => c.json(await keepApplicant(c.var.scope, c.req.valid('param').id, c.req.valid('json').reason, ...nowAndActor(c))),
  )

/** The audit log (contract 19): Settings → Audit log. */
export const auditRoutes = new Hono<AppEnv>()
  .get(
    '/',
    endpoint({
      summary: 'The company’s audit log: every change, newest first',
      description:
        'Filters: `actor_id` (a person), `subject_type` (see audit/subject-types), `from` and `to` (days, inclusive, in the company’s time zone). ' +
        'Counted up to 1,000 entries (or the page asked for); `meta.total_capped` says there are more.',
      permissions: SETTINGS_ACCESS.manage,
      success: { schema: auditListSchema },
      errors: [422],
    }),
    validate('query', auditQuerySchema),
    async (c) => c.json(await listAudit(c.var.scope, c.req.valid('query'))),
  )
  .get(
    '/export',
    endpoint({
      summary: 'Export the audit log as CSV, with its filters',
      description:
        'An extension of contract 19: at most 50,000 entries, newest first, UTF-8 with a byte order mark. Cells starting with =, +, -, @, tab or ' +
        "carriage return get a leading ' so spreadsheets never run them.",
      permissions: SETTINGS_ACCESS.manage,
      success: { schema: null, contentTypes: ['text/csv'] },
      errors: [422],
    }),
    validate('query', auditFilterSchema),
    (c) => csvDownload(c, 'audit-log.csv', auditCsv(c.var.scope, c.req.valid('query'))),
  )
  .get(
    '/subject-types',
    endpoint({
      summary: 'The kinds of record the audit log holds, for its filter',
      description: 'An extension of contract 19: `applicant`, `job`, `requisition`, … as present in the company’s log, in alphabetical order.',
      permissions: SETTINGS_ACCESS.manage,
      success: { schema: auditSubjectTypesSchema },
    }),
    async (c) => c.json({ data: await auditSubjectTypes(c.var.scope) }),
  )

const tokenParamSchema = z.object({ token: z.string().min(1).max(200) })

/** What one client address may do on privacy pages in an hour, and how many erasure codes one link may ask for. */
const PORTAL_LIMITS = {
  address: { limit: 60, windowMs: HOUR_MS },
  codes: { limit: 5, windowMs: HOUR_MS },
  message: 'Too many privacy requests',
}

/** Counted before anything is read: a guesser of tokens or codes soon waits. */
const limitPortalPerAddress = createMiddleware<AppEnv>(async (c, next) => {
  const verdict = await c.var.deps.rateLimiter.hit(`privacy:address:${clientAddress(c)}`, PORTAL_LIMITS.address)
  if (!verdict.allowed) throw tooManyRequests(`${PORTAL_LIMITS.message}. Try again ${waitText(verdict.retryAfterSeconds)}.`, verdict.retryAfterSeconds)
  await next()
})

async function limitCodesPerLink(c: Context<AppEnv>, token: string): Promise<void> {
  const verdict = await c.var.deps.rateLimiter.hit(`privacy:codes:${token.slice(0, 64)}`, PORTAL_LIMITS.codes)
  if (!verdict.allowed) throw tooManyRequests(`Too many codes asked for. Try again ${waitText(verdict.retryAfterSeconds)}.`, verdict.retryAfterSeconds)
}

const UNKNOWN_OR_GONE = 'An unknown link answers 404; one that has expired (after 90 days) or whose data was erased answers 410.'

/** The candidate's own privacy page (contract 19), opened by the link in their confirmation mail. */
export const portalRoutes = new Hono<AppEnv>()
  .use(limitPortalPerAddress)
  .get(
    '/:token',
    publicEndpoint({
      summary: 'What a privacy link opens: the company and the candidate’s name',
      description: UNKNOWN_OR_GONE,
      success: { schema: portalSchema },
      errors: [404, 410, 422, 429],
    }),
    validate('param', tokenParamSchema),
    async (c) => c.json(await readPortal(c.var.deps.db, c.req.valid('param').token, c.var.deps.clock.now())),
  )
  .get(
    '/:token/export',
    publicEndpoint({
      summary: 'Download the candidate’s data as JSON',
      description: `Their profile, applications (job, stage, dates), the messages sent to them and their resumes’ file names, as an attachment. ${UNKNOWN_OR_GONE}`,
      success: { schema: null, contentTypes: ['application/json'] },
      errors: [404, 410, 422, 429],
    }),
    validate('param', tokenParamSchema),
    async (c) => {
      const data = await exportPortalData(c.var.deps.db, c.req.valid('param').token, c.var.deps.clock.now())
      c.header('Content-Type', 'application/json; charset=utf-8')
      c.header('Content-Disposition', 'attachment; filename="my-data.json"')
      c.header('X-Content-Type-Options', 'nosniff')
      return c.body(JSON.stringify(data, null, 2))
    },
  )
  .post(
    '/:token/erase',
    publicEndpoint({
      summary: 'Ask for erasure: mails a 6-digit code',
      description:
        'Mails the candidate a code (working 30 minutes) and a link back to the privacy page, where the code confirms the erasure; an earlier ' +
        `code stops working. A candidate without an email address answers 422. ${UNKNOWN_OR_GONE}`,
      success: { status: 202, schema: null },
      errors: [404, 410, 422, 429],
    }),
    validate('param', tokenParamSchema),
    async (c) => {
      const { token } = c.req.valid('param')
      await limitCodesPerLink(c, token)
      await requestErasure(c.var.deps, token, c.var.deps.clock.now())
      return c.body(null, 202)
    },
  )
  .post(
    '/:token/erase/confirm',
    publicEndpoint({
      summary: 'Confirm erasure with the mailed code: the data is erased at once',
      description:
        'A wrong code erases nothing and answers 422 on `code`; the fifth wrong code voids the request, and an expired code ends it: ask for ' +
        `erasure again. After erasure the link answers 410. ${UNKNOWN_OR_GONE}`,
      success: { schema: erasureDoneSchema },
      errors: [404, 410, 422, 429],
    }),
    validate('param', tokenParamSchema),
    validate('json', erasureConfirmSchema),
    async (c) => c.json(await confirmErasure(c.var.deps.db, c.req.valid('param').token, c.req.valid('json').code, c.var.deps.clock.now())),
  )
