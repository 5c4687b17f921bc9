import { type Match } from '@common/applicants'
import { eq } from 'drizzle-orm'
import { requireJob } from './records'
import type { CompanyScope } from '../../db/company-scope'
import { applicants } from '../../db/schema/applicants'
import { notFound } from '../../lib/errors'
import { matchScore } from './match'

export async function matchApplicant(scope: CompanyScope, id: number, jobId: number): Promise<Match> {
  const [row] = await scope.db
    .select({ skills: applicants.skills, headline: applicants.headline, resumeText: applicants.resumeText, yearsExperience: applicants.yearsExperience })
    .from(applicants)
    .where(scope.where(applicants, eq(applicants.id, id)))
  if (!row) throw notFound('Applicant')
  const job = await requireJob(scope, jobId)
  return matchScore(row, { title: job.title, description: job.description, skills: job.skills })
}
