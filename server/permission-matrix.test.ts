import { APPLICANT_ACCESS, PIPELINE_ACCESS } from '@common/access/applicants'
import { JOB_ACCESS } from '@common/access/jobs'
import { EMPLOYEE_ACCESS, HIRE_ACCESS } from '@common/access/employees'
import { INTERVIEW_ACCESS } from '@common/access/interviews'
import { MESSAGE_ACCESS } from '@common/access/messages'
import { OFFER_ACCESS } from '@common/access/offers'
import { REQUISITION_ACCESS } from '@common/access/requisitions'
import { RESUME_ACCESS } from '@common/access/resumes'
import { SETTINGS_ACCESS } from '@common/access/settings'
import { USER_ACCESS } from '@common/access/users'
import { ALL_PERMISSIONS, type Permission } from '@common/permissions'
import type { RequisitionStatus } from '@common/requisitions'
import type { OfferStatus } from '@common/offers'
import { DEFAULT_APPROVAL_CHAIN } from '@common/approval-chain'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { CompanyScope } from './db/company-scope'
import { applicantResumes, applicantSuggestions, applications, pipelineStages } from './db/schema/applicants'
import { employees } from './db/schema/employees'
import { offers } from './db/schema/offers'
import { interviewInterviewers, interviewKits, interviews, schedulingLinks } from './db/schema/interviews'
import { candidateMessages, emailTemplates } from './db/schema/messages'
import { companies } from './db/schema/companies'
import { users } from './db/schema/users'
import { privacyPortalTokens, privacyRequests } from './db/schema/privacy'
import { resumeUploads } from './db/schema/resumes'
import { hashSecretToken, newSecretToken } from './lib/secret-tokens'
import { HOUR_MS } from './lib/clock'
import { companyStages } from './modules/applicants/public'
import { insertSentOffer } from './modules/offers/portal/offer.fixture'
import { FileStore } from './platform/files/file-store'
import { createPasswordToken } from './platform/session/repository'
import { addMember, createAccount, createRole, createToken, createUser, insertApplicant, insertInterview, insertJob, insertRequisition, TEST_PASSWORD } from './test/factories'
import { useTestServer } from './test/test-server'

/**
 * Every endpoint × every kind of caller (contract sections 1, 2 and 5): who gets 401, 402, 403,
 * 404 or the success answer. Adding an endpoint is one row of ENDPOINTS; its permissions come from
 * the feature's access map in common/access/, the same list its route declares.
 */

const server = useTestServer()

type Access = 'public' | 'signed-in' | 'subscribed'

interface Payload {
  /** Fills `{id}` or `{name}` in the path; a list fills its placeholders in order. */
  param?: string | number | (string | number)[]
  /** Appended to the path after `?`. */
  query?: string
  json?: unknown
  form?: FormData
}

interface Endpoint {
  /** Method and path as the contract writes them, e.g. `PATCH roles/{id}`. */
  endpoint: string
  access: Access
  /** Any one passes; owners pass every check. */
  permissions?: readonly Permission[]
  /** A second list the caller must also hold one of. */
  alsoPermissions?: readonly Permission[]
  success: number
  /** Makes one call's path parameter and body, creating in the caller's company what it acts on (`userId`: the caller). */
  payload?: (companyId: number, userId: number | null) => Promise<Payload>
  /** The call signs out the token it carries, so each case needs a token of its own. */
  consumesToken?: boolean
}

let sequence = 0
const unique = (prefix: string) => `${prefix}-${(sequence += 1)}`

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

const freshRole = async (companyId: number) => (await createRole(server.db, companyId, [], unique('Role'))).id
const freshUser = async (companyId: number) => (await createUser(server.db, companyId)).id
const freshJob = async (companyId: number) => (await insertJob(server.db, companyId)).id
/** A requisition the caller requested (so a holder of requisition.add alone may act on it), or someone else did. */
const freshRequisition = async (companyId: number, requestedById: number | null, status: RequisitionStatus = 'draft') =>
  (await insertRequisition(server.db, companyId, { status, requestedById })).id
const freshApplicant = async (companyId: number) => (await insertApplicant(server.db, companyId)).id
/** A template that is not its kind's default, so it may be deleted. */
async function freshTemplate(companyId: number) {
  const [template] = await server.db
    .insert(emailTemplates)
    .values({ companyId, name: unique('Template'), kind: 'general', subject: 'Hello', body: 'Hi {{ candidate.first_name }}' })
    .returning({ id: emailTemplates.id })
  return template!.id
}
const freshApplicantWithEmail = async (companyId: number) => (await insertApplicant(server.db, companyId, { email: `${unique('person')}@mail.test` })).id
/** An applicant and a message to them scheduled for tomorrow: [applicant id, message id]. */
async function freshScheduledMessage(companyId: number) {
  const applicantId = await freshApplicantWithEmail(companyId)
  const [message] = await server.db
    .insert(candidateMessages)
    .values({
      companyId,
      applicantId,
      senderName: 'Sam',
      to: 'person@mail.test',
      subject: 'Hi',
      body: 'Hi',
      html: '<p>Hi</p>',
      text: 'Hi',
      sendAt: new Date(Date.now() + 24 * HOUR_MS),
    })
    .returning({ id: candidateMessages.id })
  return [applicantId, message!.id]
}
/** A stage of the company between applied and hired (the company's default stages made first). */
async function freshStage(companyId: number) {
  await companyStages(new CompanyScope(server.db, companyId))
  const [stage] = await server.db
    .insert(pipelineStages)
    .values({ companyId, name: unique('Stage'), kind: 'in_progress', position: 1 })
    .returning({ id: pipelineStages.id })
  return stage!.id
}
/** An application of a new applicant to a new job, in the applied stage. */
async function freshApplication(companyId: number, status: 'active' | 'rejected' = 'active') {
  const stages = await companyStages(new CompanyScope(server.db, companyId))
  const [application] = await server.db
    .insert(applications)
    .values({ companyId, applicantId: await freshApplicant(companyId), jobId: await freshJob(companyId), stageId: stages[0]!.id, status })
    .returning({ id: applications.id })
  return application!.id
}
/** An interview of a fresh application with the caller on its panel when they are of the company (a scorecard is its interviewer's own). */
async function freshInterviewWithCaller(companyId: number, userId: number | null) {
  const [colleague] =
    userId === null
      ? []
      : await server.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
  const interview = await insertInterview(server.db, companyId, { applicationId: await freshApplication(companyId), interviewerIds: colleague ? [colleague.id] : [] })
  return interview.id
}
const freshEmployee = async (companyId: number) => {
  const [employee] = await server.db
    .insert(employees)
    .values({ companyId, name: unique('Employee'), workEmail: `${unique('employee')}@example.test` })
    .returning({ id: employees.id })
  return employee!.id
}
async function freshResume(companyId: number) {
  const applicantId = await freshApplicant(companyId)
  const file = await new FileStore(server.db).save(companyId, { purpose: 'resume', extension: 'txt', contentType: 'text/plain', bytes: new TextEncoder().encode('CV') })
  const [resume] = await server.db.insert(applicantResumes).values({ companyId, applicantId, fileId: file.id }).returning({ id: applicantResumes.id })
  return [applicantId, resume!.id]
}

/** An application of an applicant with an email address (a scheduling link is mailed to them). */
async function freshApplicationWithEmail(companyId: number) {
  const stages = await companyStages(new CompanyScope(server.db, companyId))
  const [application] = await server.db
    .insert(applications)
    .values({ companyId, applicantId: await freshApplicantWithEmail(companyId), jobId: await freshJob(companyId), stageId: stages[0]!.id })
    .returning({ id: applications.id })
  return application!.id
}
/** A kit of a new job on the company's first stage. */
async function freshKit(companyId: number) {
  const stages = await companyStages(new CompanyScope(server.db, companyId))
  const [kit] = await server.db
    .insert(interviewKits)
    .values({
      companyId,
      jobId: await freshJob(companyId),
      stageId: stages[1]!.id,
      name: unique('Kit'),
      durationMinutes: 30,
      attributes: [{ name: 'Skill', description: '' }],
      questions: [],
      position: 0,
    })
    .returning({ id: interviewKits.id })
  return kit!.id
}
/** An interview the day after tomorrow with a new user on its panel, of a new application (or of `applicantId`'s). */
async function freshInterview(companyId: number, applicantId?: number) {
  const stages = await companyStages(new CompanyScope(server.db, companyId))
  const [application] = await server.db
    .insert(applications)
    .values({ companyId, applicantId: applicantId ?? (await freshApplicant(companyId)), jobId: await freshJob(companyId), stageId: stages[0]!.id })
    .returning({ id: applications.id })
  const startsAt = new Date(Date.now() + 48 * HOUR_MS)
  const [interview] = await server.db
    .insert(interviews)
    .values({ companyId, applicationId: application!.id, title: 'Interview', startsAt, endsAt: new Date(startsAt.getTime() + HOUR_MS), timezone: 'UTC' })
    .returning({ id: interviews.id })
  const userId = await freshUser(companyId)
  await server.db.insert(interviewInterviewers).values({ interviewId: interview!.id, userId, companyId, name: 'Panel' })
  return interview!.id
}
/** An open self-scheduling link for a new application, its window the coming week and a half: [application, link, token]. */
async function freshSchedulingLink(companyId: number) {
  const applicationId = await freshApplicationWithEmail(companyId)
  const token = newSecretToken()
  const [link] = await server.db
    .insert(schedulingLinks)
    .values({
      companyId,
      applicationId,
      interviewerIds: [await freshUser(companyId)],
      durationMinutes: 30,
      windowStart: new Date(Date.now() + 48 * HOUR_MS),
      windowEnd: new Date(Date.now() + 12 * 24 * HOUR_MS),
      timezone: 'UTC',
      tokenHash: hashSecretToken(token),
      expiresAt: new Date(Date.now() + 12 * 24 * HOUR_MS),
    })
    .returning({ id: schedulingLinks.id })
  return [applicationId, link!.id, token] as const
}
const inDays = (days: number, hours = 0) => new Date(Date.now() + days * 24 * HOUR_MS + hours * HOUR_MS).toISOString()

/** A pending suggestion of a careers application for a new applicant: [applicant, suggestion]. */
async function freshSuggestion(companyId: number) {
  const applicantId = await freshApplicant(companyId)
  const [suggestion] = await server.db
    .insert(applicantSuggestions)
    .values({ companyId, applicantId, field: 'headline', value: 'Staff engineer', source: 'careers_form' })
    .returning({ id: applicantSuggestions.id })
  return [applicantId, suggestion!.id]
}

/** An upload of the company in `status`, with its stored text file. */
async function freshUpload(companyId: number, status: 'queued' | 'needs_review' = 'needs_review') {
  const bytes = new TextEncoder().encode(`Resume ${unique('upload')}`)
  const file = await new FileStore(server.db).save(companyId, { purpose: 'resume', extension: 'txt', contentType: 'text/plain', bytes })
  const [upload] = await server.db
    .insert(resumeUploads)
    .values({ companyId, fileKey: file.key, fileName: 'cv.txt', size: file.size, contentType: file.contentType, sha256: file.sha256, status })
    .returning({ id: resumeUploads.id })
  return upload!.id
}

/** Opens the company's careers site to the public and answers its slug. */
async function openCareersSite(companyId: number) {
  const [company] = await server.db.update(companies).set({ careersPublic: true }).where(eq(companies.id, companyId)).returning({ slug: companies.careersSlug })
  return company!.slug
}

/** A published job on the company's public careers site: its slug and id. */
async function openCareersJob(companyId: number) {
  return [await openCareersSite(companyId), (await insertJob(server.db, companyId, { status: 'published', publishedAt: new Date() })).id]
}

function careersApplication() {
  const form = new FormData()
  form.append('name', 'Jane Applicant')
  form.append('email', `${unique('applicant')}@example.test`)
  form.append('consent', 'true')
  form.append('file', new Blob([new TextEncoder().encode(`Jane Applicant\njane@example.test\nWarehouse lead ${unique('resume')}`)], { type: 'text/plain' }), 'resume.txt')
  return form
}

/** A working privacy link of a new applicant with an email address: the token itself. */
async function freshPortalToken(companyId: number) {
  const applicantId = await freshApplicantWithEmail(companyId)
  const token = newSecretToken()
  await server.db.insert(privacyPortalTokens).values({ companyId, applicantId, tokenHash: hashSecretToken(token), expiresAt: new Date(Date.now() + 24 * HOUR_MS) })
  return token
}

/** A privacy link with an erasure waiting for the code 123456 (stored as the portal stores it). */
async function freshErasureCode(companyId: number) {
  const token = await freshPortalToken(companyId)
  const [portal] = await server.db
    .select()
    .from(privacyPortalTokens)
    .where(eq(privacyPortalTokens.tokenHash, hashSecretToken(token)))
  await server.db.insert(privacyRequests).values({
    companyId,
    applicantId: portal!.applicantId,
    portalTokenId: portal!.id,
    kind: 'erasure',
    state: 'pending',
    codeHash: hashSecretToken('erasure-code:123456'),
    codeExpiresAt: new Date(Date.now() + HOUR_MS),
  })
  return token
}

/** The company's default offer template. */
async function offerTemplate(companyId: number) {
  const [template] = await server.db
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.kind, 'offer'), eq(emailTemplates.isDefault, true)))
  return template!.id
}
/**
 * An offer made by no one of the company (so any approver may decide on it), in a status; one
 * waiting is at step 1 of a step anyone may approve, so a holder of offer_approve.allow alone reads it too.
 */
async function freshOffer(companyId: number, status: OfferStatus = 'draft') {
  const applicationId = await freshApplicationWithEmail(companyId)
  const [application] = await server.db.select({ jobId: applications.jobId }).from(applications).where(eq(applications.id, applicationId))
  const now = new Date()
  const [offer] = await server.db
    .insert(offers)
    .values({
      companyId,
      applicationId,
      jobId: application!.jobId,
      status,
      templateId: await offerTemplate(companyId),
      jobTitle: 'Engineer',
      startDate: '2027-04-01',
      salary: 90_000,
      salaryCurrency: 'USD',
      salaryPeriod: 'year',
      employmentType: 'full_time',
      expiresAt: new Date(Date.now() + 14 * 24 * HOUR_MS),
      letter: 'Hi',
      createdByName: 'Someone',
      ...(status === 'pending_approval' ? { chain: DEFAULT_APPROVAL_CHAIN, round: 1, step: 1, stepStartedAt: now, stepDueAt: new Date(now.getTime() + 72 * HOUR_MS) } : {}),
    })
    .returning({ id: offers.id })
  return offer!.id
}

/** A new offer's input on a fresh active application. */
async function offerInput(companyId: number) {
  return {
    application_id: await freshApplicationWithEmail(companyId),
    template_id: await offerTemplate(companyId),
    start_date: '2027-04-01',
    salary: 90_000,
    salary_currency: 'USD',
    salary_period: 'year',
    expires_at: inDays(14),
  }
}

const ENDPOINTS: Endpoint[] = [
  { endpoint: 'GET privacy/due', access: 'subscribed', permissions: SETTINGS_ACCESS.manage, success: 200 },
  { endpoint: 'GET privacy/requests', access: 'subscribed', permissions: SETTINGS_ACCESS.manage, success: 200 },
  { endpoint: 'GET audit', access: 'subscribed', permissions: SETTINGS_ACCESS.manage, success: 200 },
  { endpoint: 'GET audit/export', access: 'subscribed', permissions: SETTINGS_ACCESS.manage, success: 200 },
  { endpoint: 'GET audit/subject-types', access: 'subscribed', permissions: SETTINGS_ACCESS.manage, success: 200 },
  {
    endpoint: 'POST applicants/{id}/anonymise',
    access: 'subscribed',
    permissions: APPLICANT_ACCESS.delete,
    success: 200,
    payload: async (companyId) => ({ param: await freshApplicant(companyId) }),
  },
  {
    endpoint: 'POST applicants/{id}/keep',
    access: 'subscribed',
    permissions: APPLICANT_ACCESS.edit,
    success: 200,
    payload: async (companyId) => ({ param: await freshApplicant(companyId), json: { reason: 'Silver medallist' } }),
  },
  { endpoint: 'GET privacy-portal/{token}', access: 'public', success: 200, payload: async (companyId) => ({ param: await freshPortalToken(companyId) }) },
  { endpoint: 'GET privacy-portal/{token}/export', access: 'public', success: 200, payload: async (companyId) => ({ param: await freshPortalToken(companyId) }) },
  { endpoint: 'POST privacy-portal/{token}/erase', access: 'public', success: 202, payload: async (companyId) => ({ param: await freshPortalToken(companyId) }) },
  { endpoint: 'GET offer-portal/{token}', access: 'public', success: 200, payload: async (companyId) => ({ param: (await insertSentOffer(server.db, companyId)).token }) },
  {
    endpoint: 'GET offer-portal/{token}/letter.pdf',
    access: 'public',
    success: 200,
    payload: async (companyId) => ({ param: (await insertSentOffer(server.db, companyId)).token }),
  },
  {
    endpoint: 'POST offer-portal/{token}/accept',
    access: 'public',
    success: 200,
    payload: async (companyId) => ({ param: (await insertSentOffer(server.db, companyId)).token, json: { signature_name: 'Ana Sousa', agree: true } }),
  },
  {
    endpoint: 'POST offer-portal/{token}/decline',
    access: 'public',
    success: 200,
    payload: async (companyId) => ({ param: (await insertSentOffer(server.db, companyId)).token, json: {} }),
  },
  {
    endpoint: 'GET offers/{id}/letter.pdf',
    access: 'subscribed',
    permissions: OFFER_ACCESS.read,
    success: 200,
    payload: async (companyId) => ({ param: await freshOffer(companyId, 'pending_approval') }),
  },
  {
    endpoint: 'POST privacy-portal/{token}/erase/confirm',
    access: 'public',
    success: 200,
    payload: async (companyId) => ({ param: await freshErasureCode(companyId), json: { code: '123456' } }),
  },
  { endpoint: 'GET health', access: 'public', success: 200 },
  { endpoint: 'GET ready', access: 'public', success: 200 },
  { endpoint: 'GET openapi.json', access: 'public', success: 200 },
  { endpoint: 'GET subscription/plans', access: 'public', success: 200 },
  {
    endpoint: 'POST signup',
    access: 'public',
    success: 201,
    payload: async () => ({
      json: { company_name: unique('Company'), name: 'New Owner', email: `${unique('signup')}@example.test`, password: TEST_PASSWORD },
    }),
  },
  {
    endpoint: 'POST login',
    access: 'public',
    success: 200,
    payload: async (companyId) => {
      const user = await createUser(server.db, companyId)
      return { json: { email: user.email, password: TEST_PASSWORD } }
    },
  },
  {
    endpoint: 'POST forget-password',
    access: 'public',
    success: 200,
    payload: async () => ({ json: { email: `${unique('forgot')}@example.test` } }),
  },
  {
    endpoint: 'POST set-new-password',
    access: 'public',
    success: 200,
    payload: async (companyId) => {
      const user = await createUser(server.db, companyId)
      const expiresAt = new Date(server.clock.now().getTime() + HOUR_MS)
      return {
        json: {
          token: await createPasswordToken(server.db, { userId: user.id, purpose: 'reset', expiresAt }),
          password: 'another good password',
        },
      }
    },
  },
  {
    endpoint: 'GET uploads/{name}',
    access: 'public',
    success: 200,
    payload: async (companyId) => ({
      param: (await new FileStore(server.db).save(companyId, { purpose: 'logo', extension: 'png', contentType: 'image/png', bytes: PNG })).key,
    }),
  },
  { endpoint: 'GET careers/{slug}', access: 'public', success: 200, payload: async (companyId) => ({ param: await openCareersSite(companyId) }) },
  { endpoint: 'GET careers/{slug}/jobs', access: 'public', success: 200, payload: async (companyId) => ({ param: await openCareersSite(companyId) }) },
  { endpoint: 'GET careers/{slug}/sitemap.xml', access: 'public', success: 200, payload: async (companyId) => ({ param: await openCareersSite(companyId) }) },
  { endpoint: 'GET careers/{slug}/jobs/{id}', access: 'public', success: 200, payload: async (companyId) => ({ param: await openCareersJob(companyId) }) },
  {
    endpoint: 'POST careers/{slug}/jobs/{id}/apply',
    access: 'public',
    success: 201,
    payload: async (companyId) => ({ param: await openCareersJob(companyId), form: careersApplication() }),
  },
  { endpoint: 'GET user', access: 'signed-in', success: 200 },
  { endpoint: 'POST logout', access: 'signed-in', success: 204, consumesToken: true },
  { endpoint: 'GET account', access: 'signed-in', success: 200 },
  { endpoint: 'PATCH account', access: 'signed-in', success: 200, payload: async () => ({ json: { name: unique('Renamed') } }) },
  {
    // The same password again: the callers are shared between rows, and must still sign in afterwards.
    endpoint: 'POST account/password',
    access: 'signed-in',
    success: 200,
    payload: async () => ({ json: { current_password: TEST_PASSWORD, password: TEST_PASSWORD } }),
  },
  { endpoint: 'POST account/sign-out-others', access: 'signed-in', success: 200 },
  {
    endpoint: 'POST subscription/subscribe',
    access: 'signed-in',
    permissions: SETTINGS_ACCESS.manage,
    success: 200,
    payload: async () => ({ json: { plan: 'business' } }),
  },

  { endpoint: 'GET subscription', access: 'signed-in', permissions: SETTINGS_ACCESS.manage, success: 200 },
  // This server bills without Stripe: the portal and the webhook answer 404 to whoever may reach them
  // (stripe-billing.test.ts covers them with Stripe).
  { endpoint: 'POST subscription/portal', access: 'signed-in', permissions: SETTINGS_ACCESS.manage, success: 404 },
  { endpoint: 'POST subscription/stripe-webhook', access: 'public', success: 404 },

  { endpoint: 'GET roles', access: 'subscribed', permissions: USER_ACCESS.listRoles, success: 200 },
  {
    endpoint: 'POST roles',
    access: 'subscribed',
    permissions: USER_ACCESS.addRole,
    success: 201,
    // What a holder of role.add alone may grant (contract section 5).
    payload: async () => ({ json: { name: unique('Role'), permissions: { role: ['add'] } } }),
  },
  {
    endpoint: 'PATCH roles/{id}',
    access: 'subscribed',
    permissions: USER_ACCESS.editRole,
    success: 200,
    payload: async (companyId) => ({ param: await freshRole(companyId), json: { name: unique('Renamed') } }),
  },
  {
    endpoint: 'DELETE roles/{id}',
    access: 'subscribed',
    permissions: USER_ACCESS.deleteRole,
    success: 204,
    payload: async (companyId) => ({ param: await freshRole(companyId) }),
  },

  { endpoint: 'GET users', access: 'subscribed', permissions: USER_ACCESS.list, success: 200 },
  { endpoint: 'GET users/seats', access: 'subscribed', permissions: [...USER_ACCESS.list, ...USER_ACCESS.invite], success: 200 },
  {
    endpoint: 'POST users/{id}/resend-invitation',
    access: 'subscribed',
    permissions: USER_ACCESS.invite,
    success: 200,
    payload: async (companyId) => ({ param: (await createUser(server.db, companyId, { password: null })).id }),
  },
  {
    endpoint: 'POST users',
    access: 'subscribed',
    permissions: USER_ACCESS.invite,
    success: 201,
    payload: async () => ({ json: { name: 'Invited', email: `${unique('invited')}@example.test`, role_id: null } }),
  },
  {
    endpoint: 'PATCH users/{id}',
    access: 'subscribed',
    permissions: USER_ACCESS.edit,
    success: 200,
    payload: async (companyId) => ({ param: await freshUser(companyId), json: { name: unique('Renamed') } }),
  },
  {
    endpoint: 'PATCH users/{id} (role_id)',
    access: 'subscribed',
    permissions: USER_ACCESS.changeRole,
    success: 200,
    payload: async (companyId) => ({ param: await freshUser(companyId), json: { role_id: await freshRole(companyId) } }),
  },
  {
    endpoint: 'DELETE users/{id}',
    access: 'subscribed',
    permissions: USER_ACCESS.delete,
    success: 204,
    payload: async (companyId) => ({ param: await freshUser(companyId) }),
  },

  { endpoint: 'GET jobs', access: 'subscribed', permissions: JOB_ACCESS.list, success: 200 },
  { endpoint: 'GET jobs/departments', access: 'subscribed', permissions: JOB_ACCESS.list, success: 200 },
  {
    endpoint: 'POST jobs',
    access: 'subscribed',
    permissions: JOB_ACCESS.add,
    success: 201,
    payload: async () => ({ json: { title: unique('Job'), department: 'Engineering', employment_type: 'full_time', workplace: 'remote', openings: 1 } }),
  },
  {
    endpoint: 'GET jobs/{id}',
    access: 'subscribed',
    permissions: JOB_ACCESS.read,
    success: 200,
    payload: async (companyId) => ({ param: await freshJob(companyId) }),
  },
  {
    endpoint: 'PATCH jobs/{id}',
    access: 'subscribed',
    permissions: JOB_ACCESS.edit,
    success: 200,
    payload: async (companyId) => ({ param: await freshJob(companyId), json: { title: unique('Renamed job') } }),
  },
  {
    endpoint: 'GET jobs/{id}/history',
    access: 'subscribed',
    permissions: JOB_ACCESS.read,
    success: 200,
    payload: async (companyId) => ({ param: await freshJob(companyId) }),
  },
  {
    endpoint: 'DELETE jobs/{id}',
    access: 'subscribed',
    permissions: JOB_ACCESS.delete,
    success: 204,
    payload: async (companyId) => ({ param: await freshJob(companyId) }),
  },

  { endpoint: 'GET requisitions', access: 'subscribed', permissions: REQUISITION_ACCESS.read, success: 200 },
  { endpoint: 'GET requisitions/departments', access: 'subscribed', permissions: REQUISITION_ACCESS.read, success: 200 },
  {
    endpoint: 'POST requisitions',
    access: 'subscribed',
    permissions: REQUISITION_ACCESS.add,
    success: 201,
    payload: async () => ({ json: { title: unique('Requisition'), department: 'Engineering', employment_type: 'full_time' } }),
  },
  {
    endpoint: 'GET requisitions/{id}',
    access: 'subscribed',
    permissions: REQUISITION_ACCESS.read,
    success: 200,
    payload: async (companyId, userId) => ({ param: await freshRequisition(companyId, userId) }),
  },
  {
    endpoint: 'PATCH requisitions/{id}',
    access: 'subscribed',
    permissions: REQUISITION_ACCESS.change,
    success: 200,
    payload: async (companyId, userId) => ({ param: await freshRequisition(companyId, userId), json: { title: unique('Renamed requisition') } }),
  },
  {
    endpoint: 'DELETE requisitions/{id}',
    access: 'subscribed',
    permissions: REQUISITION_ACCESS.delete,
    success: 204,
    payload: async (companyId, userId) => ({ param: await freshRequisition(companyId, userId) }),
  },
  {
    endpoint: 'GET requisitions/{id}/history',
    access: 'subscribed',
    permissions: REQUISITION_ACCESS.read,
    success: 200,
    payload: async (companyId, userId) => ({ param: await freshRequisition(companyId, userId) }),
  },
  {
    endpoint: 'POST requisitions/{id}/submit',
    access: 'subscribed',
    permissions: REQUISITION_ACCESS.change,
    success: 200,
    payload: async (companyId, userId) => ({ param: await freshRequisition(companyId, userId) }),
  },
  {
    endpoint: 'POST requisitions/{id}/cancel',
    access: 'subscribed',
    permissions: REQUISITION_ACCESS.change,
    success: 200,
    payload: async (companyId, userId) => ({ param: await freshRequisition(companyId, userId) }),
  },
  // Decisions: someone else's requisition waiting at the default chain's one step (anyone who may approve).
  {
    endpoint: 'POST requisitions/{id}/approve',
    access: 'subscribed',
    permissions: REQUISITION_ACCESS.approve,
    success: 200,
    payload: async (companyId) => ({ param: await freshRequisition(companyId, null, 'pending') }),
  },
  {
    endpoint: 'POST requisitions/{id}/reject',
    access: 'subscribed',
    permissions: REQUISITION_ACCESS.approve,
    success: 200,
    payload: async (companyId) => ({ param: await freshRequisition(companyId, null, 'pending'), json: { comment: 'Not this year' } }),
  },
  {
    endpoint: 'POST requisitions/{id}/hold',
    access: 'subscribed',
    permissions: REQUISITION_ACCESS.approve,
    success: 200,
    payload: async (companyId) => ({ param: await freshRequisition(companyId, null, 'pending') }),
  },
  {
    endpoint: 'POST requisitions/{id}/resume',
    access: 'subscribed',
    permissions: REQUISITION_ACCESS.approve,
    success: 200,
    payload: async (companyId) => ({ param: await freshRequisition(companyId, null, 'on_hold') }),
  },
  { endpoint: 'GET settings/approval-chain', access: 'subscribed', permissions: REQUISITION_ACCESS.readChain, success: 200 },
  {
    endpoint: 'PUT settings/approval-chain',
    access: 'subscribed',
    permissions: REQUISITION_ACCESS.manageChain,
    success: 200,
    payload: async () => ({ json: { steps: [{ approver: { type: 'any' }, required: 1 }], sla_days: 3 } }),
  },
  { endpoint: 'GET settings/offer-approval-chain', access: 'subscribed', permissions: OFFER_ACCESS.readChain, success: 200 },
  {
    endpoint: 'PUT settings/offer-approval-chain',
    access: 'subscribed',
    permissions: OFFER_ACCESS.manageChain,
    success: 200,
    payload: async () => ({ json: { steps: [{ approver: { type: 'any' }, required: 1 }], sla_days: 3, only_out_of_range: true } }),
  },
  { endpoint: 'GET offers', access: 'subscribed', permissions: OFFER_ACCESS.list, success: 200 },
  {
    endpoint: 'POST offers',
    access: 'subscribed',
    permissions: OFFER_ACCESS.add,
    success: 201,
    payload: async (companyId) => ({ json: await offerInput(companyId) }),
  },
  {
    endpoint: 'POST offers/preview',
    access: 'subscribed',
    permissions: OFFER_ACCESS.add,
    success: 200,
    payload: async (companyId) => ({ json: await offerInput(companyId) }),
  },
  {
    endpoint: 'GET offers/{id}',
    access: 'subscribed',
    permissions: OFFER_ACCESS.read,
    success: 200,
    payload: async (companyId) => ({ param: await freshOffer(companyId, 'pending_approval') }),
  },
  {
    endpoint: 'PATCH offers/{id}',
    access: 'subscribed',
    permissions: OFFER_ACCESS.edit,
    success: 200,
    payload: async (companyId) => ({ param: await freshOffer(companyId), json: { salary: 95_000 } }),
  },
  { endpoint: 'DELETE offers/{id}', access: 'subscribed', permissions: OFFER_ACCESS.delete, success: 204, payload: async (companyId) => ({ param: await freshOffer(companyId) }) },
  {
    endpoint: 'POST offers/{id}/submit',
    access: 'subscribed',
    permissions: OFFER_ACCESS.edit,
    success: 200,
    payload: async (companyId) => ({ param: await freshOffer(companyId), json: {} }),
  },
  {
    endpoint: 'POST offers/{id}/approve',
    access: 'subscribed',
    permissions: OFFER_ACCESS.approve,
    success: 200,
    payload: async (companyId) => ({ param: await freshOffer(companyId, 'pending_approval'), json: {} }),
  },
  {
    endpoint: 'POST offers/{id}/reject',
    access: 'subscribed',
    permissions: OFFER_ACCESS.approve,
    success: 200,
    payload: async (companyId) => ({ param: await freshOffer(companyId, 'pending_approval'), json: { comment: 'Above budget' } }),
  },
  {
    endpoint: 'POST offers/{id}/send',
    access: 'subscribed',
    permissions: OFFER_ACCESS.edit,
    success: 200,
    payload: async (companyId) => ({ param: await freshOffer(companyId, 'approved'), json: {} }),
  },
  {
    endpoint: 'POST offers/{id}/withdraw',
    access: 'subscribed',
    permissions: OFFER_ACCESS.edit,
    success: 200,
    payload: async (companyId) => ({ param: await freshOffer(companyId), json: {} }),
  },
  {
    endpoint: 'GET offers/{id}/history',
    access: 'subscribed',
    permissions: OFFER_ACCESS.read,
    success: 200,
    payload: async (companyId) => ({ param: await freshOffer(companyId, 'pending_approval') }),
  },
  { endpoint: 'GET applicants', access: 'subscribed', permissions: APPLICANT_ACCESS.list, success: 200 },
  { endpoint: 'GET applicants/export.csv', access: 'subscribed', permissions: APPLICANT_ACCESS.list, success: 200 },
  { endpoint: 'GET applicants/job-options', access: 'subscribed', permissions: APPLICANT_ACCESS.list, success: 200 },
  {
    endpoint: 'GET applicants/job-options (open=true)',
    access: 'subscribed',
    permissions: APPLICANT_ACCESS.addToJob,
    success: 200,
    payload: async () => ({ query: 'open=true' }),
  },
  {
    endpoint: 'POST applicants',
    access: 'subscribed',
    permissions: APPLICANT_ACCESS.add,
    success: 201,
    payload: async () => ({ json: { name: unique('Applicant'), email: `${unique('applicant')}@example.test` } }),
  },
  {
    endpoint: 'POST applicants/bulk',
    access: 'subscribed',
    permissions: APPLICANT_ACCESS.edit,
    success: 200,
    payload: async (companyId) => ({ json: { ids: [await freshApplicant(companyId)], action: 'tag', tag: 'matrix' } }),
  },
  {
    endpoint: 'POST applicants/bulk (delete)',
    access: 'subscribed',
    permissions: APPLICANT_ACCESS.delete,
    success: 200,
    payload: async (companyId) => ({ json: { ids: [await freshApplicant(companyId)], action: 'delete' } }),
  },
  {
    endpoint: 'GET applicants/{id}',
    access: 'subscribed',
    permissions: APPLICANT_ACCESS.read,
    success: 200,
    payload: async (companyId) => ({ param: await freshApplicant(companyId) }),
  },
  {
    endpoint: 'PATCH applicants/{id}',
    access: 'subscribed',
    permissions: APPLICANT_ACCESS.edit,
    success: 200,
    payload: async (companyId) => ({ param: await freshApplicant(companyId), json: { rating: 3 } }),
  },
  {
    endpoint: 'DELETE applicants/{id}',
    access: 'subscribed',
    permissions: APPLICANT_ACCESS.delete,
    success: 204,
    payload: async (companyId) => ({ param: await freshApplicant(companyId) }),
  },
  {
    endpoint: 'GET applicants/{id}/resumes/{resume_id}',
    access: 'subscribed',
    permissions: APPLICANT_ACCESS.read,
    success: 200,
    payload: async (companyId) => ({ param: await freshResume(companyId) }),
  },
  {
    endpoint: 'GET applicants/{id}/resumes/{resume_id}/text',
    access: 'subscribed',
    permissions: APPLICANT_ACCESS.read,
    success: 200,
    payload: async (companyId) => ({ param: await freshResume(companyId) }),
  },
  {
    endpoint: 'GET applicants/{id}/timeline',
    access: 'subscribed',
    permissions: APPLICANT_ACCESS.read,
    success: 200,
    payload: async (companyId) => ({ param: await freshApplicant(companyId) }),
  },
  {
    endpoint: 'POST applicants/{id}/notes',
    access: 'subscribed',
    permissions: APPLICANT_ACCESS.edit,
    success: 201,
    payload: async (companyId) => ({ param: await freshApplicant(companyId), json: { body: 'A note' } }),
  },
  {
    endpoint: 'POST applicants/{id}/merge',
    access: 'subscribed',
    permissions: APPLICANT_ACCESS.edit,
    success: 200,
    payload: async (companyId) => ({ param: await freshApplicant(companyId), json: { duplicate_id: await freshApplicant(companyId) } }),
  },
  {
    endpoint: 'POST applicants/{id}/suggestions/{sid}/apply',
    access: 'subscribed',
    permissions: APPLICANT_ACCESS.edit,
    success: 200,
    payload: async (companyId) => ({ param: await freshSuggestion(companyId) }),
  },
  {
    endpoint: 'POST applicants/{id}/suggestions/{sid}/dismiss',
    access: 'subscribed',
    permissions: APPLICANT_ACCESS.edit,
    success: 200,
    payload: async (companyId) => ({ param: await freshSuggestion(companyId) }),
  },
  {
    endpoint: 'GET applicants/{id}/match',
    access: 'subscribed',
    permissions: APPLICANT_ACCESS.read,
    success: 200,
    payload: async (companyId) => ({ param: await freshApplicant(companyId), query: `job_id=${await freshJob(companyId)}` }),
  },
  {
    endpoint: 'POST applications',
    access: 'subscribed',
    permissions: APPLICANT_ACCESS.edit,
    success: 201,
    payload: async (companyId) => ({ json: { applicant_id: await freshApplicant(companyId), job_id: await freshJob(companyId) } }),
  },
  {
    endpoint: 'GET email-templates',
    access: 'subscribed',
    permissions: MESSAGE_ACCESS.templates,
    success: 200,
  },
  {
    endpoint: 'POST email-templates',
    access: 'subscribed',
    permissions: MESSAGE_ACCESS.manageTemplates,
    success: 201,
    payload: async () => ({ json: { name: unique('Template'), kind: 'general', subject: 'Hello', body: 'Hi {{ candidate.first_name }}' } }),
  },
  {
    endpoint: 'POST email-templates/preview',
    access: 'subscribed',
    permissions: MESSAGE_ACCESS.send,
    success: 200,
    payload: async () => ({ json: { subject: 'Hello', body: 'Hi {{ candidate.first_name }}' } }),
  },
  {
    endpoint: 'PATCH email-templates/{id}',
    access: 'subscribed',
    permissions: MESSAGE_ACCESS.manageTemplates,
    success: 200,
    payload: async (companyId) => ({ param: await freshTemplate(companyId), json: { name: unique('Renamed') } }),
  },
  {
    endpoint: 'DELETE email-templates/{id}',
    access: 'subscribed',
    permissions: MESSAGE_ACCESS.manageTemplates,
    success: 204,
    payload: async (companyId) => ({ param: await freshTemplate(companyId) }),
  },
  {
    endpoint: 'POST applicants/{id}/messages',
    access: 'subscribed',
    permissions: MESSAGE_ACCESS.send,
    success: 201,
    payload: async (companyId) => ({ param: await freshApplicantWithEmail(companyId), json: { subject: 'Hello', body: 'Hi {{ candidate.first_name }}' } }),
  },
  {
    endpoint: 'GET applicants/{id}/messages',
    access: 'subscribed',
    permissions: MESSAGE_ACCESS.read,
    success: 200,
    payload: async (companyId) => ({ param: await freshApplicant(companyId) }),
  },
  {
    endpoint: 'DELETE applicants/{id}/messages/{message_id}',
    access: 'subscribed',
    permissions: MESSAGE_ACCESS.send,
    success: 204,
    payload: async (companyId) => ({ param: await freshScheduledMessage(companyId) }),
  },
  {
    endpoint: 'POST applications/bulk',
    access: 'subscribed',
    permissions: APPLICANT_ACCESS.edit,
    success: 200,
    payload: async (companyId) => ({ json: { ids: [await freshApplication(companyId)], action: 'reject', reason: 'Other' } }),
  },
  {
    endpoint: 'PATCH applications/{id}',
    access: 'subscribed',
    permissions: APPLICANT_ACCESS.edit,
    success: 200,
    payload: async (companyId) => {
      const stages = await companyStages(new CompanyScope(server.db, companyId))
      return { param: await freshApplication(companyId), json: { stage_id: stages.at(-2)!.id } }
    },
  },
  {
    endpoint: 'POST applications/{id}/reject',
    access: 'subscribed',
    permissions: APPLICANT_ACCESS.edit,
    success: 200,
    payload: async (companyId) => ({ param: await freshApplication(companyId), json: { reason: 'Not qualified' } }),
  },
  {
    endpoint: 'POST applications/{id}/reopen',
    access: 'subscribed',
    permissions: APPLICANT_ACCESS.edit,
    success: 200,
    payload: async (companyId) => ({ param: await freshApplication(companyId, 'rejected') }),
  },
  {
    endpoint: 'GET jobs/{id}/pipeline',
    access: 'subscribed',
    permissions: PIPELINE_ACCESS.applicants,
    alsoPermissions: PIPELINE_ACCESS.jobs,
    success: 200,
    payload: async (companyId) => ({ param: await freshJob(companyId) }),
  },

  {
    endpoint: 'POST applications/{id}/hire',
    access: 'subscribed',
    permissions: HIRE_ACCESS.applicants,
    alsoPermissions: HIRE_ACCESS.employees,
    success: 201,
    payload: async (companyId) => ({ param: await freshApplication(companyId), json: { start_date: '2027-01-04', work_email: `${unique('hire')}@example.test` } }),
  },
  { endpoint: 'GET dashboard', access: 'subscribed', success: 200 },
  // A scorecard is its interviewer's own, whatever their role: the caller is on the panel, so no permission is asked.
  {
    endpoint: 'GET interviews/{id}/scorecard',
    access: 'subscribed',
    success: 200,
    payload: async (companyId, userId) => ({ param: await freshInterviewWithCaller(companyId, userId) }),
  },
  {
    endpoint: 'PUT interviews/{id}/scorecard',
    access: 'subscribed',
    success: 200,
    payload: async (companyId, userId) => ({ param: await freshInterviewWithCaller(companyId, userId), json: { recommendation: 'yes', notes: 'Thorough', submit: true } }),
  },
  // Off every panel, only interview.view reads the debrief (a panel member's way in: modules/scorecards).
  {
    endpoint: 'GET applications/{id}/scorecards',
    access: 'subscribed',
    permissions: INTERVIEW_ACCESS.read,
    success: 200,
    payload: async (companyId) => ({ param: await freshApplication(companyId) }),
  },
  { endpoint: 'GET employees', access: 'subscribed', permissions: EMPLOYEE_ACCESS.list, success: 200 },
  { endpoint: 'GET employees/org-chart', access: 'subscribed', permissions: EMPLOYEE_ACCESS.list, success: 200 },
  { endpoint: 'GET employees/export.csv', access: 'subscribed', permissions: EMPLOYEE_ACCESS.list, success: 200 },
  {
    endpoint: 'POST employees',
    access: 'subscribed',
    permissions: EMPLOYEE_ACCESS.add,
    success: 201,
    payload: async () => ({ json: { name: 'New Person', work_email: `${unique('new')}@example.test` } }),
  },
  {
    endpoint: 'POST employees/import',
    access: 'subscribed',
    permissions: EMPLOYEE_ACCESS.add,
    success: 201,
    payload: async () => {
      const form = new FormData()
      form.append('file', new Blob([`name,work_email\nImported,${unique('imported')}@example.test\n`], { type: 'text/csv' }), 'people.csv')
      return { form }
    },
  },
  {
    endpoint: 'GET employees/{id}',
    access: 'subscribed',
    permissions: EMPLOYEE_ACCESS.read,
    success: 200,
    payload: async (companyId) => ({ param: await freshEmployee(companyId) }),
  },
  {
    endpoint: 'PATCH employees/{id}',
    access: 'subscribed',
    permissions: EMPLOYEE_ACCESS.edit,
    success: 200,
    payload: async (companyId) => ({ param: await freshEmployee(companyId), json: { job_title: 'Renamed' } }),
  },
  {
    endpoint: 'DELETE employees/{id}',
    access: 'subscribed',
    permissions: EMPLOYEE_ACCESS.delete,
    success: 204,
    payload: async (companyId) => ({ param: await freshEmployee(companyId) }),
  },
  {
    endpoint: 'GET employees/{id}/history',
    access: 'subscribed',
    permissions: EMPLOYEE_ACCESS.read,
    success: 200,
    payload: async (companyId) => ({ param: await freshEmployee(companyId) }),
  },

  { endpoint: 'GET settings', access: 'signed-in', permissions: SETTINGS_ACCESS.manage, success: 200 },
  { endpoint: 'GET settings/lists', access: 'subscribed', success: 200 },
  {
    endpoint: 'PATCH settings',
    access: 'signed-in',
    permissions: SETTINGS_ACCESS.manage,
    success: 200,
    payload: async () => ({ json: { timezone: 'Europe/Lisbon' } }),
  },
  { endpoint: 'GET settings/pipeline-stages', access: 'signed-in', success: 200 },
  {
    endpoint: 'POST settings/pipeline-stages',
    access: 'signed-in',
    permissions: SETTINGS_ACCESS.manage,
    success: 201,
    payload: async () => ({ json: { name: unique('Stage') } }),
  },
  {
    endpoint: 'PATCH settings/pipeline-stages/{id}',
    access: 'signed-in',
    permissions: SETTINGS_ACCESS.manage,
    success: 200,
    payload: async (companyId) => ({ param: await freshStage(companyId), json: { name: unique('Renamed stage') } }),
  },
  {
    endpoint: 'DELETE settings/pipeline-stages/{id}',
    access: 'signed-in',
    permissions: SETTINGS_ACCESS.manage,
    success: 204,
    payload: async (companyId) => ({ param: await freshStage(companyId) }),
  },
  {
    endpoint: 'POST resumes',
    access: 'subscribed',
    permissions: RESUME_ACCESS.add,
    success: 202,
    payload: async () => {
      const form = new FormData()
      form.append('file', new Blob([new TextEncoder().encode(`Jane Doe\njane.${unique('cv')}@example.test`)], { type: 'text/plain' }), 'cv.txt')
      return { form }
    },
  },
  { endpoint: 'GET resumes', access: 'subscribed', permissions: RESUME_ACCESS.read, success: 200 },
  {
    endpoint: 'GET resumes/{id}',
    access: 'subscribed',
    permissions: RESUME_ACCESS.read,
    success: 200,
    payload: async (companyId) => ({ param: await freshUpload(companyId) }),
  },
  {
    endpoint: 'GET resumes/{id}/file',
    access: 'subscribed',
    permissions: RESUME_ACCESS.read,
    success: 200,
    payload: async (companyId) => ({ param: await freshUpload(companyId) }),
  },
  {
    endpoint: 'GET resumes/{id}/text',
    access: 'subscribed',
    permissions: RESUME_ACCESS.read,
    success: 200,
    payload: async (companyId) => ({ param: await freshUpload(companyId) }),
  },
  {
    endpoint: 'POST resumes/{id}/save',
    access: 'subscribed',
    permissions: RESUME_ACCESS.add,
    success: 200,
    payload: async (companyId) => ({ param: await freshUpload(companyId), json: { fields: { name: unique('Reviewed Person') } } }),
  },
  {
    endpoint: 'POST resumes/{id}/discard',
    access: 'subscribed',
    permissions: RESUME_ACCESS.add,
    success: 200,
    payload: async (companyId) => ({ param: await freshUpload(companyId) }),
  },
  {
    endpoint: 'POST settings/logo',
    access: 'signed-in',
    permissions: SETTINGS_ACCESS.manage,
    success: 200,
    payload: async () => {
      const form = new FormData()
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'logo.png')
      return { form }
    },
  },

  {
    endpoint: 'GET jobs/{id}/interview-kits',
    access: 'subscribed',
    permissions: INTERVIEW_ACCESS.kits,
    success: 200,
    payload: async (companyId) => ({ param: await freshJob(companyId) }),
  },
  {
    endpoint: 'POST jobs/{id}/interview-kits',
    access: 'subscribed',
    permissions: INTERVIEW_ACCESS.editKits,
    success: 201,
    payload: async (companyId) => ({
      param: await freshJob(companyId),
      json: { stage_id: (await companyStages(new CompanyScope(server.db, companyId)))[1]!.id, name: 'Screening', duration_minutes: 30, attributes: [{ name: 'Skill' }] },
    }),
  },
  {
    endpoint: 'PATCH interview-kits/{id}',
    access: 'subscribed',
    permissions: INTERVIEW_ACCESS.editKits,
    success: 200,
    payload: async (companyId) => ({ param: await freshKit(companyId), json: { name: 'Renamed' } }),
  },
  {
    endpoint: 'DELETE interview-kits/{id}',
    access: 'subscribed',
    permissions: INTERVIEW_ACCESS.editKits,
    success: 204,
    payload: async (companyId) => ({ param: await freshKit(companyId) }),
  },
  { endpoint: 'GET interviews', access: 'subscribed', permissions: INTERVIEW_ACCESS.read, success: 200 },
  { endpoint: 'GET interviews (mine=true)', access: 'subscribed', success: 200, payload: async () => ({ query: 'mine=true' }) },
  {
    endpoint: 'POST interviews',
    access: 'subscribed',
    permissions: INTERVIEW_ACCESS.add,
    success: 201,
    payload: async (companyId) => ({
      json: {
        application_id: await freshApplication(companyId),
        starts_at: inDays(3),
        ends_at: inDays(3, 1),
        timezone: 'UTC',
        interviewer_ids: [await freshUser(companyId)],
        notify_candidate: false,
      },
    }),
  },
  {
    endpoint: 'GET interviews/{id}',
    access: 'subscribed',
    permissions: INTERVIEW_ACCESS.read,
    success: 200,
    payload: async (companyId) => ({ param: await freshInterview(companyId) }),
  },
  {
    endpoint: 'GET interviews/{id}/calendar.ics',
    access: 'subscribed',
    permissions: INTERVIEW_ACCESS.read,
    success: 200,
    payload: async (companyId) => ({ param: await freshInterview(companyId) }),
  },
  {
    endpoint: 'GET interviews/{id}/resumes/{resume_id}',
    access: 'subscribed',
    permissions: INTERVIEW_ACCESS.read,
    success: 200,
    payload: async (companyId) => {
      const [applicantId, resumeId] = await freshResume(companyId)
      return { param: [await freshInterview(companyId, applicantId), resumeId!] }
    },
  },
  {
    endpoint: 'PATCH interviews/{id}',
    access: 'subscribed',
    permissions: INTERVIEW_ACCESS.edit,
    success: 200,
    payload: async (companyId) => ({ param: await freshInterview(companyId), json: { location: 'Room 2' } }),
  },
  {
    endpoint: 'POST interviews/{id}/cancel',
    access: 'subscribed',
    permissions: INTERVIEW_ACCESS.edit,
    success: 200,
    payload: async (companyId) => ({ param: await freshInterview(companyId), json: {} }),
  },
  { endpoint: 'GET interviewers', access: 'subscribed', permissions: [...INTERVIEW_ACCESS.add, ...INTERVIEW_ACCESS.edit], success: 200 },
  {
    endpoint: 'POST applications/{id}/scheduling-links',
    access: 'subscribed',
    permissions: INTERVIEW_ACCESS.add,
    success: 201,
    payload: async (companyId) => ({
      param: await freshApplicationWithEmail(companyId),
      json: { interviewer_ids: [await freshUser(companyId)], duration_minutes: 30, from: inDays(2), to: inDays(9), timezone: 'UTC' },
    }),
  },
  {
    endpoint: 'GET applications/{id}/scheduling-links',
    access: 'subscribed',
    permissions: [...INTERVIEW_ACCESS.read, ...INTERVIEW_ACCESS.add, ...INTERVIEW_ACCESS.edit],
    success: 200,
    payload: async (companyId) => ({ param: await freshApplication(companyId) }),
  },
  {
    endpoint: 'DELETE applications/{id}/scheduling-links/{link_id}',
    access: 'subscribed',
    permissions: INTERVIEW_ACCESS.edit,
    success: 204,
    payload: async (companyId) => {
      const [applicationId, linkId] = await freshSchedulingLink(companyId)
      return { param: [applicationId, linkId] }
    },
  },
  {
    endpoint: 'GET scheduling/{token}',
    access: 'public',
    success: 200,
    payload: async (companyId) => ({ param: (await freshSchedulingLink(companyId))[2] }),
  },
  {
    endpoint: 'POST scheduling/{token}',
    access: 'public',
    success: 201,
    payload: async (companyId) => {
      const token = (await freshSchedulingLink(companyId))[2]
      const page = await server.get(`scheduling/${token}`)
      return { param: token, json: { starts_at: page.body.slots[0].starts_at } }
    },
  },
]

interface Caller {
  userId: number | null
  companyId: number
  token: string | null
  /** Tokens made for this caller expire before use. */
  expired?: boolean
}

/** Everything except these: "without the permission" should hold every other one. */
const allBut = (excluded: readonly Permission[]) => ALL_PERMISSIONS.filter((permission) => !excluded.includes(permission))

let home: Awaited<ReturnType<typeof createAccount>>
let foreign: Awaited<ReturnType<typeof createAccount>>
const fixed = {} as Record<'anonymous' | 'expired' | 'deactivated' | 'owner' | 'foreign', Caller>

beforeAll(async () => {
  // Business: no seat limit, however many members the rows add.
  home = await createAccount(server.db, { companyName: 'Home', subscription: { plan: 'business' } })
  foreign = await createAccount(server.db, { companyName: 'Foreign', subscription: { plan: 'business' } })
  const everything = await createRole(server.db, home.company.id, ALL_PERMISSIONS, 'Everything')
  const deactivated = await createUser(server.db, home.company.id, { roleId: everything.id, active: false })
  const lapsed = await createUser(server.db, home.company.id, { roleId: everything.id })
  const past = new Date(Date.now() - 1000)
  fixed.anonymous = { userId: null, companyId: home.company.id, token: null }
  fixed.expired = { userId: lapsed.id, companyId: home.company.id, token: await createToken(server.db, lapsed.id, past), expired: true }
  fixed.deactivated = { userId: deactivated.id, companyId: home.company.id, token: await createToken(server.db, deactivated.id) }
  fixed.owner = { userId: home.user.id, companyId: home.company.id, token: home.token }
  fixed.foreign = { userId: foreign.user.id, companyId: foreign.company.id, token: foreign.token }
})

/** Members of the home company holding exactly these permissions, made once per set. */
const members = new Map<string, Promise<Caller>>()
function memberHolding(permissions: readonly Permission[]): Promise<Caller> {
  const key = [...permissions].sort().join(' ')
  let member = members.get(key)
  if (!member) {
    member = addMember(server.db, home.company.id, permissions).then(({ user, token }) => ({
      userId: user.id,
      companyId: home.company.id,
      token,
    }))
    members.set(key, member)
  }
  return member
}

/** The owner of a company that has not subscribed (made per case: subscribing changes that). */
async function ownerWithoutSubscription(): Promise<Caller> {
  const account = await createAccount(server.db, { subscription: 'none' })
  return { userId: account.user.id, companyId: account.company.id, token: account.token }
}

/**
 * One such owner for every row that needs a subscription: those calls stop at 402 before acting,
 * so nothing they do can subscribe the company or change what the next row sees.
 */
let refusedForSubscription: Promise<Caller> | undefined
const ownerRefusedForSubscription = () => (refusedForSubscription ??= ownerWithoutSubscription())

interface Case {
  caller: string
  get: () => Promise<Caller>
  status: number
  message?: RegExp
  /** The call acts on a record of the home company rather than the caller's own. */
  actsOnHome?: boolean
}

const SIGNED_OUT = {
  'no token': /^Sign in to continue$/,
  'expired token': /^Your session has expired\. Sign in again\.$/,
  'deactivated user': /^Your account has been deactivated/,
}

function casesOf(row: Endpoint): Case[] {
  const guarded = row.access !== 'public'
  const permissions = row.permissions ?? []
  const also = row.alsoPermissions ?? []
  const hasRecord = row.endpoint.includes('{id}')
  const cases: Case[] = [
    {
      caller: 'no token',
      get: async () => fixed.anonymous,
      status: guarded ? 401 : row.success,
      ...(guarded ? { message: SIGNED_OUT['no token'] } : {}),
    },
    {
      caller: 'expired token',
      get: async () => fixed.expired,
      status: guarded ? 401 : row.success,
      ...(guarded ? { message: SIGNED_OUT['expired token'] } : {}),
    },
    {
      caller: 'deactivated user',
      get: async () => fixed.deactivated,
      status: guarded ? 401 : row.success,
      ...(guarded ? { message: SIGNED_OUT['deactivated user'] } : {}),
    },
    {
      caller: 'owner of a company without a subscription',
      get: row.access === 'subscribed' ? ownerRefusedForSubscription : ownerWithoutSubscription,
      status: row.access === 'subscribed' ? 402 : row.success,
      ...(row.access === 'subscribed' ? { message: /^Choose a plan to start using Staffdesk\.$/ } : {}),
    },
    {
      caller: 'member without the permission',
      get: () => memberHolding(allBut(permissions)),
      status: permissions.length > 0 ? 403 : row.success,
      ...(permissions.length > 0 ? { message: /permission/ } : {}),
    },
    ...(also.length > 0 ? [{ caller: 'member without the second permission', get: () => memberHolding(allBut(also)), status: 403, message: /permission/ }] : []),
    ...permissions.map((permission) => ({
      caller: `member with ${[permission, ...also.slice(0, 1)].join(' and ')}`,
      get: () => memberHolding([permission, ...also.slice(0, 1)]),
      status: row.success,
    })),
    { caller: 'owner', get: async () => fixed.owner, status: row.success },
    {
      caller: 'user of another company',
      get: async () => fixed.foreign,
      status: hasRecord && guarded ? 404 : row.success,
      ...(hasRecord && guarded ? { message: /not found$/, actsOnHome: true } : {}),
    },
  ]
  return cases
}

async function call(row: Endpoint, caller: Caller, actsOnHome: boolean) {
  const [method, template] = row.endpoint.split(' ') as [string, string]
  const payload = (await row.payload?.(actsOnHome ? home.company.id : caller.companyId, caller.userId)) ?? {}
  const params = Array.isArray(payload.param) ? payload.param : [payload.param ?? '']
  const filled = params.reduce<string>((path, param) => path.replace(/\{\w+\}/, String(param)), template)
  const path = payload.query ? `${filled}?${payload.query}` : filled
  let token = caller.token
  if (row.consumesToken && caller.userId !== null) {
    token = await createToken(server.db, caller.userId, caller.expired ? new Date(Date.now() - 1000) : undefined)
  }
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
  if (payload.json !== undefined) headers['content-type'] = 'application/json'
  const body = payload.form ?? (payload.json !== undefined ? JSON.stringify(payload.json) : undefined)
  const response = await server.fetch(`/backend/api/${path}`, { method, headers, ...(body ? { body } : {}) })
  const text = await response.text()
  const json = response.headers.get('content-type')?.includes('json') && text ? (JSON.parse(text) as { message?: string }) : null
  return { status: response.status, message: json?.message }
}

describe.each(ENDPOINTS)('$endpoint', (row) => {
  it.each(casesOf(row))('$caller → $status', async (expected) => {
    const caller = await expected.get()
    const answer = await call(row, caller, expected.actsOnHome ?? false)
    expect(answer.status, answer.message).toBe(expected.status)
    if (expected.message) expect(answer.message).toMatch(expected.message)
  })
})

it('covers every endpoint of openapi.json', async () => {
  const document = (await server.get('openapi.json')).body as { paths: Record<string, Record<string, unknown>> }
  const documented = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.slice(1)}`))
  const rows = new Set(ENDPOINTS.map((row) => row.endpoint.replace(/ \(.*\)$/, '')))
  expect(documented.filter((endpoint) => !rows.has(endpoint))).toEqual([])
})
