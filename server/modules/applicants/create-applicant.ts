import { type ApplicantDetail, type ApplicantFields } from '@common/applicants'
import { insertApplicant, requireOpenJob } from './records'
import type { CompanyScope } from '../../db/company-scope'
import { type Actor } from '../../platform/activity/activity-log'
import { findApplicant } from './applicant-record'

export async function createApplicant(scope: CompanyScope, input: ApplicantFields & { job_id: number | null }, now: Date, actor: Actor): Promise<ApplicantDetail> {
  const { job_id, ...fields } = input
  const id = await scope.transaction(async (tx) => insertApplicant(tx, fields, job_id === null ? null : await requireOpenJob(tx, job_id), now, actor))
  return findApplicant(scope, id)
}
