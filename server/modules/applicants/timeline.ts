import type { TimelineEntry, TimelineKind } from '@common/applicants'
import { APPLICANT_SUBJECT } from './records'
import type { CompanyScope } from '../../db/company-scope'
import { readHistory } from '../../platform/activity/activity-log'

/** The applicant's timeline, newest first. */
export async function readTimeline(scope: CompanyScope, applicantId: number): Promise<TimelineEntry[]> {
  const entries = await readHistory(scope, APPLICANT_SUBJECT, applicantId)
  return entries.reverse().map((entry) => ({
    at: entry.at,
    actor: entry.actor,
    kind: entry.action as TimelineKind,
    text: typeof entry.text === 'string' ? entry.text : entry.action,
  }))
}
