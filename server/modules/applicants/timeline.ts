import type { TimelineEntry, TimelineKind } from '@common/applicants'
import type { CompanyScope } from '../../db/company-scope'
import type { ActivityChanges } from '../../db/schema/activity-log'
import { readHistory, recordActivity, type Actor } from '../../platform/activity/activity-log'

/** The applicants' subject type in the activity log: an applicant's timeline reads its entries. */
export const APPLICANT_SUBJECT = 'applicant'

export interface ApplicantEvent {
  kind: TimelineKind
  /** The sentence the timeline shows. */
  text: string
  actor: Actor
  changes?: ActivityChanges
  comment?: string | null
  /** More about the event, e.g. the application it concerns. */
  details?: Record<string, unknown>
}

/**
 * One entry in an applicant's timeline, written to the one activity log (contract section 8) in
 * the caller's transaction: the entry exists exactly when the change does.
 */
export async function recordApplicantActivity(scope: CompanyScope, applicantId: number, event: ApplicantEvent, at: Date): Promise<void> {
  await recordActivity(
    scope,
    {
      subjectType: APPLICANT_SUBJECT,
      subjectId: applicantId,
      action: event.kind,
      actor: event.actor,
      ...(event.changes ? { changes: event.changes } : {}),
      comment: event.comment ?? null,
      details: { ...event.details, text: event.text },
    },
    at,
  )
}

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
