import type { OfferStatus } from '@common/offers'
import type { Database } from '../../../db/client'
import { CompanyScope } from '../../../db/company-scope'
import { applications } from '../../../db/schema/applicants'
import { offers } from '../../../db/schema/offers'
import { insertApplicant, insertJob } from '../../../test/factories'
import { companyStages } from '../../applicants/public'
import { newOfferToken } from '../offer-token'

export const SAMPLE_LETTER = [
  '# Your offer',
  '',
  'Dear candidate, we are **delighted** to offer you the role of _Platform Engineer_. Read more on [our site](https://acme.test/team).',
  '',
  '- Salary: 85,000 EUR a year',
  '- Start date: 1 February 2027',
  '',
  '<script>alert("no")</script>',
].join('\n')

export interface SentOfferOptions {
  candidateName?: string
  email?: string | null
  status?: OfferStatus
  expiresAt?: Date
  createdById?: number | null
  letter?: string
}

/**
 * An offer stored as the offers module stores a sent one (its link's token hashed in tokenHash),
 * with its applicant, job and application: the portal's tests do not depend on the send endpoint.
 */
export async function insertSentOffer(db: Database, companyId: number, options: SentOfferOptions = {}) {
  const job = await insertJob(db, companyId, { status: 'published', title: 'Platform Engineer' })
  const email = options.email === undefined ? `ana${Math.random().toString(36).slice(2)}@mail.test` : options.email
  const inserted = await insertApplicant(db, companyId, { name: options.candidateName ?? 'Ana Sousa', email })
  const applicant = { ...inserted, email: email ?? '' }
  const stage = (await companyStages(new CompanyScope(db, companyId)))[0]
  const [application] = await db.insert(applications).values({ companyId, applicantId: applicant.id, jobId: job.id, stageId: stage!.id }).returning()
  const { token, tokenHash } = newOfferToken()
  const now = new Date()
  const [offer] = await db
    .insert(offers)
    .values({
      companyId,
      applicationId: application!.id,
      jobId: job.id,
      status: options.status ?? 'sent',
      jobTitle: 'Platform Engineer',
      startDate: '2027-02-01',
      salary: 85000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'year',
      employmentType: 'full_time',
      expiresAt: options.expiresAt ?? new Date(now.getTime() + 7 * 24 * 3_600_000),
      letter: options.letter ?? SAMPLE_LETTER,
      tokenHash,
      sentAt: now,
      createdById: options.createdById ?? null,
      createdByName: 'Dana Reyes',
    })
    .returning()
  return { token, offer: offer!, applicant, job, applicationId: application!.id }
}
