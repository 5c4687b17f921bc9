import { type ApplicantDetail, type ApplicantFields } from '@common/applicants'
import type { CompanyScope } from '../../db/company-scope'
import { type Actor } from '../../platform/activity/activity-log'
import { findApplicant, editApplicant } from './applicant-record'

/** Applies the changes that differ from the stored applicant; the timeline names the fields. */
export async function updateApplicant(scope: CompanyScope, id: number, input: Partial<ApplicantFields>, now: Date, actor: Actor): Promise<ApplicantDetail> {
  await scope.transaction((tx) => editApplicant(tx, id, input, now, actor))
  return findApplicant(scope, id)
}
