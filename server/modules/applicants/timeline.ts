import type { TimelineEntry, TimelineKind } from '@common/applicants'
import { APPLICANT_SUBJECT } from './records'
import type { CompanyScope } from '../../db/company-scope'
import { readHistory } from '../../platform/activity/activity-log'
import { messageTimelineTexts } from '../messages/public'

/** The applicant's timeline, newest first; a message's entry says how it stands now (scheduled, sent, failed with why, cancelled). */
export async function readTimeline(scope: CompanyScope, applicantId: number): Promise<TimelineEntry[]> {
  const entries = await readHistory(scope, APPLICANT_SUBJECT, applicantId)
  const messageIds = entries.flatMap((entry) => (entry.action === 'email' && typeof entry.message_id === 'number' ? [entry.message_id] : []))
  const messages = await messageTimelineTexts(scope, messageIds)
  return entries.reverse().map((entry) => ({
    at: entry.at,
    actor: entry.actor,
    kind: entry.action as TimelineKind,
    text:
      (typeof entry.message_id === 'number' && entry.action === 'email' ? messages.get(entry.message_id) : undefined) ??
      (typeof entry.text === 'string' ? entry.text : entry.action),
  }))
}
