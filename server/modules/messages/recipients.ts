import { desc, eq, inArray } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { applicants, applications } from '../../db/schema/applicants'
import { jobs } from '../../db/schema/jobs'
import { requisitions } from '../../db/schema/requisitions'
import { users } from '../../db/schema/users'
import { fieldError, notFound } from '../../lib/errors'
import type { MergeValues } from './render'

/** Who a message goes to, and the merge values their record gives (the company and sender are added by the writer). */
export interface Recipient {
  applicantId: number
  applicationId: number | null
  email: string | null
  values: MergeValues
}

const columns = {
  applicantId: applicants.id,
  name: applicants.name,
  email: applicants.email,
  applicationId: applications.id,
  jobTitle: jobs.title,
  managerName: users.name,
}

type RecipientRow = { applicantId: number; name: string; email: string | null; applicationId: number | null; jobTitle: string | null; managerName: string | null }

function toRecipient(row: RecipientRow): Recipient {
  const values: MergeValues = { 'candidate.name': row.name, 'candidate.first_name': row.name.trim().split(/\s+/)[0] ?? row.name }
  if (row.jobTitle !== null) values['job.title'] = row.jobTitle
  if (row.managerName !== null) values['manager.name'] = row.managerName
  return { applicantId: row.applicantId, applicationId: row.applicationId, email: row.email, values }
}

/** Applications' applicants and jobs (and the hiring manager of the job's requisition), by application id. */
export async function recipientsOfApplications(scope: CompanyScope, ids: readonly number[]): Promise<Map<number, Recipient>> {
  if (ids.length === 0) return new Map()
  const rows = await scope.db
    .select(columns)
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(requisitions, eq(requisitions.id, jobs.requisitionId))
    .leftJoin(users, eq(users.id, requisitions.hiringManagerId))
    .where(scope.where(applications, inArray(applications.id, [...ids])))
  return new Map(rows.map((row) => [row.applicationId, toRecipient(row)]))
}

/**
 * An applicant of the company (404 otherwise) as a recipient: about the application given, which
 * must be theirs (422), else about their latest, so `{{ job.title }}` has its value.
 */
export async function recipientOfApplicant(scope: CompanyScope, applicantId: number, applicationId: number | undefined): Promise<Recipient> {
  const [applicant] = await scope.db
    .select({ id: applicants.id, name: applicants.name, email: applicants.email })
    .from(applicants)
    .where(scope.where(applicants, eq(applicants.id, applicantId)))
  if (!applicant) throw notFound('Applicant')
  let about = applicationId
  if (about === undefined) {
    const [latest] = await scope.db
      .select({ id: applications.id })
      .from(applications)
      .where(scope.where(applications, eq(applications.applicantId, applicantId)))
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(1)
    about = latest?.id
  }
  if (about === undefined) return toRecipient({ applicantId, name: applicant.name, email: applicant.email, applicationId: null, jobTitle: null, managerName: null })
  const recipient = (await recipientsOfApplications(scope, [about])).get(about)
  if (!recipient || recipient.applicantId !== applicantId) throw fieldError(422, 'application_id', 'Choose one of this applicant’s applications')
  return recipient
}
