import { OFFER_LIMITS, type createOfferInputSchema, type OfferFields } from '@common/offers'
import type { z } from 'zod'
import { formatDay, formatSalary } from '@common/format'
import { and, eq, sql } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { companyTimeZone } from '../../db/company-today'
import { employees } from '../../db/schema/employees'
import { jobs } from '../../db/schema/jobs'
import { requisitions } from '../../db/schema/requisitions'
import { users } from '../../db/schema/users'
import { DAY_MS } from '../../lib/clock'
import { conflict, fieldError, refuseProblems } from '../../lib/errors'
import { renderOfferLetter, type MergeValues, type OfferLetter } from '../messages/public'
import { readApplications, readManagerNames, type OfferApplication } from './offer-record'

/**
 * What `{{ offer.link }}` reads before the offer is sent (the link is made at send), and in the
 * letter kept afterwards: the stored letter is shown to everyone who may read the offer, and the
 * link in it would let any of them sign in the candidate's place, so only the candidate's mail
 * carries it.
 */
export const LINK_BEFORE_SEND = 'the link to it is emailed when the offer is sent'
export const LINK_AFTER_SEND = 'the link to it was emailed to you'
/** What the candidate's mail, as kept in the applicant's Messages thread, reads in place of the link: staff must not get it either. */
export const LINK_IN_KEPT_MAIL = 'the offer’s private link'

function describeExpiry(expiresAt: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(
    new Date(expiresAt),
  )
}

/**
 * The letter of an offer with these fields: the template filled with the offer's values, the
 * manager's name (else the requisition's hiring manager's, as any mail about the application
 * has it) and `link` in place of `{{ offer.link }}` (a note in place of the address unlinks the
 * words linked to it: messages' rendering). The creator signs it as the sender.
 */
export async function renderLetter(scope: CompanyScope, fields: OfferFields, applicationId: number, senderName: string, link: string): Promise<OfferLetter> {
  const managerName = fields.manager_id === null ? undefined : (await readManagerNames(scope, [fields.manager_id])).get(fields.manager_id)
  const values: MergeValues = {
    'offer.link': link,
    'offer.salary': formatSalary(fields.salary, fields.salary_currency, fields.salary_period),
    'offer.start_date': formatDay(fields.start_date),
    'offer.expires_at': describeExpiry(fields.expires_at, await companyTimeZone(scope)),
    'job.title': fields.job_title,
    ...(managerName === undefined ? {} : { 'manager.name': managerName }),
  }
  return renderOfferLetter(scope, fields.template_id, applicationId, values, senderName)
}

/**
 * The rules on an offer's fields that need the company or the clock: an expiry in the future and
 * at most OFFER_LIMITS.expiryDays ahead (when it is set or changed), a manager who is an employee
 * of the company (when set or changed).
 */
export async function checkFields(scope: CompanyScope, fields: OfferFields, now: Date, stored?: OfferFields): Promise<void> {
  const problems: { field: string; message: string }[] = []
  if (stored === undefined || Date.parse(fields.expires_at) !== Date.parse(stored.expires_at)) {
    const expiresAt = Date.parse(fields.expires_at)
    if (expiresAt <= now.getTime()) problems.push({ field: 'expires_at', message: 'Choose a time in the future' })
    else if (expiresAt > now.getTime() + OFFER_LIMITS.expiryDays * DAY_MS) problems.push({ field: 'expires_at', message: `Choose a time within ${OFFER_LIMITS.expiryDays} days` })
  }
  if (fields.manager_id !== null && (stored === undefined || fields.manager_id !== stored.manager_id)) {
    const [manager] = await scope.db
      .select({ id: employees.id })
      .from(employees)
      .where(scope.where(employees, eq(employees.id, fields.manager_id)))
    if (!manager) problems.push({ field: 'manager_id', message: 'Choose an employee of your company' })
  }
  refuseProblems(problems)
}

/** The employee whose work email is the requisition's hiring manager's: the new hire's manager by default. */
async function defaultManager(scope: CompanyScope, requisitionId: number | null): Promise<number | null> {
  if (requisitionId === null) return null
  const [manager] = await scope.db
    .select({ id: employees.id })
    .from(requisitions)
    .innerJoin(users, eq(users.id, requisitions.hiringManagerId))
    .innerJoin(employees, and(eq(employees.companyId, requisitions.companyId), eq(employees.workEmail, sql`lower(${users.email})`)))
    .where(scope.where(requisitions, eq(requisitions.id, requisitionId)))
    .limit(1)
  return manager?.id ?? null
}

/** A new offer: its application (active, the company's) and its fields with the defaults of contract 17 filled in. */
export interface Draft {
  application: OfferApplication
  fields: OfferFields
}

/**
 * The input of POST `offers` (and its preview) made whole: the application must be the
 * company's (422) and active (409); the job title and employment type default to the job's, the
 * manager to the requisition's hiring manager when that user is also an employee.
 */
export async function resolveDraft(scope: CompanyScope, input: z.output<typeof createOfferInputSchema>, now: Date): Promise<Draft> {
  const application = (await readApplications(scope, [input.application_id])).get(input.application_id)
  if (!application) throw fieldError(422, 'application_id', 'Choose an application of your company')
  if (application.status !== 'active') throw conflict(`This application is ${application.status}; it can no longer get an offer`)
  const [job] = await scope.db
    .select({ employmentType: jobs.employmentType })
    .from(jobs)
    .where(scope.where(jobs, eq(jobs.id, application.jobId)))
  const fields: OfferFields = {
    template_id: input.template_id,
    job_title: input.job_title ?? application.jobTitle,
    start_date: input.start_date,
    salary: input.salary,
    salary_currency: input.salary_currency,
    salary_period: input.salary_period,
    bonus: input.bonus ?? null,
    equity: input.equity ?? null,
    employment_type: input.employment_type ?? job?.employmentType ?? 'full_time',
    manager_id: input.manager_id === undefined ? await defaultManager(scope, application.requisitionId) : input.manager_id,
    expires_at: input.expires_at,
  }
  await checkFields(scope, fields, now)
  return { application, fields }
}
