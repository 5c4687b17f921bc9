import { type Requisition, type RequisitionHistoryEntry } from '@common/requisitions'
import { CompanyScope } from '../../db/company-scope'
import { readHistory } from '../../platform/activity/activity-log'
import { SUBJECT, Viewer, loadContext, toRequisition, readRow } from './requisition-record'

export async function findRequisition(scope: CompanyScope, id: number, viewer: Viewer, now: Date): Promise<Requisition> {
  const row = await readRow(scope, id, viewer)
  return toRequisition(row, await loadContext(scope, [row], now))
}

export async function readRequisitionHistory(scope: CompanyScope, id: number, viewer: Viewer): Promise<RequisitionHistoryEntry[]> {
  await readRow(scope, id, viewer)
  const entries = await readHistory(scope, SUBJECT, id)
  return entries.map((entry) => ({
    ...entry,
    step: typeof entry.step === 'number' ? entry.step : null,
  }))
}
