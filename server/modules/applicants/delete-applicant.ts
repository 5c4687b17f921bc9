import type { CompanyScope } from '../../db/company-scope'
import { type Actor } from '../../platform/activity/activity-log'
import { findRecord, eraseApplicants } from './applicant-record'

export async function deleteApplicant(scope: CompanyScope, id: number, now: Date, actor: Actor): Promise<void> {
  await scope.transaction(async (tx) => {
    await findRecord(tx, id, true)
    await eraseApplicants(tx, [id], now, actor)
  })
}
