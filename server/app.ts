import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppDeps, AppEnv } from './http/context'
import { closeConnectionAfterUnreadBody } from './http/connection-close'
import { handleError } from './http/error-handler'
import { DAY_MS, HOUR_MS } from './lib/clock'
import { ApiError } from './lib/errors'
import { securityHeaders } from './http/security-headers'
import { requestContext } from './middleware/request-context'
import { metricsEndpoint, requestMetrics } from './platform/metrics/routes'
import { accountRoutes } from './modules/account/routes'
import { applicationRoutes, pipelineRoutes } from './modules/applicants/application-routes'
import { applicantRoutes } from './modules/applicants/routes'
import { careersRoutes } from './modules/careers/routes'
import { careersPageHead } from './modules/careers/seo'
import { stageRoutes } from './modules/applicants/stage-routes'
import { dashboardRoutes } from './modules/dashboard/routes'
import { employeeRoutes } from './modules/employees/routes'
import { healthRoutes } from './modules/health/routes'
import { jobRoutes } from './modules/jobs/routes'
import { interviewRoutes, interviewerRoutes, jobKitRoutes, kitRoutes, publicSchedulingRoutes, schedulingLinkRoutes } from './modules/interviews/routes'
import { handleCandidateMessages } from './modules/messages/deliver-message'
import { emailTemplateRoutes, messageRoutes } from './modules/messages/routes'
import { offerLetterRoutes } from './modules/offers/portal/letter-route'
import { offerPortalRoutes } from './modules/offers/portal/routes'
import { expireOffers } from './modules/offers/expire-offers'
import { warmOfferLetters } from './modules/offers/letter-pdf'
import { remindOverdueOfferApprovals } from './modules/offers/reminders'
import { offerRoutes } from './modules/offers/routes'
import { openApiRoutes } from './modules/openapi/routes'
import { auditRoutes, portalRoutes, privacyApplicantRoutes, privacyRoutes } from './modules/privacy/routes'
import { runRetention } from './modules/privacy/retention'
import { remindOverdueApprovals } from './modules/requisitions/reminders'
import { requisitionRoutes } from './modules/requisitions/routes'
import { handleResumeWork } from './modules/resumes/background'
import { resumeRoutes } from './modules/resumes/routes'
import { roleRoutes } from './modules/roles/routes'
import { registerInterviewSchedules } from './modules/scorecards/interview-sweeps'
import { applicationScorecardRoutes, interviewScorecardRoutes } from './modules/scorecards/routes'
import { pruneExpiredCredentials } from './platform/session/expired-credentials'
import { sessionRoutes } from './platform/session/routes'
import { approvalChainRoutes, offerApprovalChainRoutes } from './modules/settings/approval-chain-routes'
import { settingsRoutes, uploadRoutes } from './modules/settings/routes'
import { subscriptionRoutes } from './platform/subscription/routes'
import { pruneStripeEvents } from './platform/subscription/stripe-sync'
import { handleMail, redactFailedMailLinks } from './platform/tasks/mail'
import { userRoutes } from './modules/users/routes'
import { serveSite } from './static/serve-site'

export const API_BASE = '/backend/api'

/** Tasks that failed for good stay this long for a look at their error. */
const FAILED_TASK_RETENTION_MS = 30 * DAY_MS

/** JSON bodies are small; uploads (multipart) set their own limit where they are accepted. */
const JSON_BODY_LIMIT = 256 * 1024
const limitJsonBody = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: () => {
    throw new ApiError(413, 'The request body is too large')
  },
})

/**
 * The API under /backend/api/. Each module is a Hono app whose routes declare who may call
 * them with `endpoint()`; add new ones here.
 */
function createApi() {
  const api = new Hono<AppEnv>()
    .use(async (c, next) => {
      // GET and HEAD never carry a body (node-server drops it); skipping them matters because
      // bodyLimit starts by reading `c.req.raw.body`, which makes node-server build a full Request.
      const bodiless = c.req.method === 'GET' || c.req.method === 'HEAD'
      const multipart = (c.req.header('content-type') ?? '').startsWith('multipart/')
      await (bodiless || multipart ? next() : limitJsonBody(c, next))
      // Set in place: c.header() on a finished response rebuilds it around a stream body, which
      // takes every API answer off node-server's single-write path.
      if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store')
    })
    .route('/', healthRoutes)
    .route('/', sessionRoutes)
    .route('/account', accountRoutes)
    .route('/subscription', subscriptionRoutes)
    .route('/roles', roleRoutes)
    .route('/users', userRoutes)
    .route('/jobs', jobRoutes)
    .route('/requisitions', requisitionRoutes)
    .route('/settings/approval-chain', approvalChainRoutes)
    .route('/settings/offer-approval-chain', offerApprovalChainRoutes)
    .route('/jobs', pipelineRoutes)
    .route('/applicants', applicantRoutes)
    .route('/applicants', messageRoutes)
    .route('/applicants', privacyApplicantRoutes)
    .route('/privacy', privacyRoutes)
    .route('/privacy-portal', portalRoutes)
    .route('/audit', auditRoutes)
    .route('/email-templates', emailTemplateRoutes)
    .route('/resumes', resumeRoutes)
    .route('/applications', applicationRoutes)
    .route('/applications', applicationScorecardRoutes)
    .route('/interviews', interviewScorecardRoutes)
    .route('/settings/pipeline-stages', stageRoutes)
    .route('/employees', employeeRoutes)
    .route('/dashboard', dashboardRoutes)
    .route('/settings', settingsRoutes)
    .route('/uploads', uploadRoutes)
    .route('/careers', careersRoutes)
    .route('/jobs', jobKitRoutes)
    .route('/interview-kits', kitRoutes)
    .route('/interviews', interviewRoutes)
    .route('/interviewers', interviewerRoutes)
    .route('/applications', schedulingLinkRoutes)
    .route('/scheduling', publicSchedulingRoutes)
    .route('/offers', offerLetterRoutes)
    .route('/offer-portal', offerPortalRoutes)
    .route('/offers', offerRoutes)
  return api.route('/', openApiRoutes(api))
}

export type Api = ReturnType<typeof createApi>

/**
 * The handlers of background tasks and the schedules, registered on `deps.tasks` once per
 * process (main.ts, the test server) before its loop starts: a module adds its own here.
 * `warm` starts what the server keeps ready (a parsing process, a letter-rendering process): the
 * server's, not a test's.
 */
export function registerBackgroundWork(deps: AppDeps, options: { warm?: boolean } = {}): void {
  handleMail(deps.tasks, deps.mailer, deps.db)
  handleResumeWork(deps, { warm: options.warm })
  if (options.warm) warmOfferLetters()
  handleCandidateMessages(deps)
  deps.tasks.registerSchedule('rate-limit-prune', HOUR_MS, () => deps.rateLimiter.prune())
  // Contract 10: a step waiting past its SLA gets one reminder; a quarter of an hour late at most.
  deps.tasks.registerSchedule('requisition-overdue-reminders', HOUR_MS / 4, () => remindOverdueApprovals(deps))
  // Contract 16: ended interviews become completed; a late scorecard reminds its interviewer once.
  registerInterviewSchedules(deps)
  // Contract 17 as 10: an offer's step waiting past its SLA reminds its approvers once.
  deps.tasks.registerSchedule('offer-overdue-reminders', HOUR_MS / 4, ({ now }) => remindOverdueOfferApprovals(deps, now))
  // Contract 17: a sent offer one minute past its expiry is expired, its candidate and creator told.
  deps.tasks.registerSchedule('offer-expiry', 60_000, ({ now, logger }) => expireOffers(deps, now, logger))
  deps.tasks.registerSchedule('failed-task-prune', DAY_MS, ({ now }) => deps.tasks.pruneFailed(new Date(now.getTime() - FAILED_TASK_RETENTION_MS)))
  deps.tasks.registerSchedule('expired-credentials-prune', HOUR_MS, ({ now }) => pruneExpiredCredentials(deps.db, now))
  deps.tasks.registerSchedule('failed-mail-link-redaction', HOUR_MS, () => redactFailedMailLinks(deps.db))
  // Contract 19: anonymises applicants past their retention period, in batches, in one process at a time.
  deps.tasks.registerSchedule('privacy-retention', DAY_MS, ({ now, logger }) => runRetention(deps.db, now, logger), { leaseMs: HOUR_MS })
  if (deps.stripe) deps.tasks.registerSchedule('stripe-event-prune', DAY_MS, ({ now }) => pruneStripeEvents(deps.db, now))
}

/** The whole server as one Hono app: the API, and the built app when `deps.site` is given. */
export function createApp(deps: AppDeps) {
  const headers = securityHeaders({
    inlineScriptHashes: deps.site?.inlineScriptHashes ?? [],
    https: deps.publicUrl.startsWith('https:'),
  })
  const app = new Hono<AppEnv>()
  if (deps.metrics) app.use(requestMetrics(deps.metrics))
  app.use(requestContext(deps, headers))
  app.use(closeConnectionAfterUnreadBody())
  // At the root, beside the API rather than in it: for Prometheus, never the app's clients.
  app.get('/metrics', metricsEndpoint(deps.metrics, deps.metricsToken))
  app.route(API_BASE, createApi())
  app.notFound((c) => {
    const api = c.req.path === API_BASE || c.req.path.startsWith(`${API_BASE}/`)
    return c.json({ message: api ? `There is no ${c.req.method} ${c.req.path.slice(API_BASE.length + 1)} endpoint` : 'Not found' }, 404)
  })
  if (deps.site) {
    const site = serveSite(deps.site, (pathname, params) => careersPageHead(deps, pathname, params))
    app.use('*', async (c, next) => (c.req.path.startsWith(`${API_BASE}/`) || c.req.path === API_BASE ? next() : site(c, next)))
  }
  app.onError(handleError)
  return app
}
