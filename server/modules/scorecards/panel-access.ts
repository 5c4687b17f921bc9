import { INTERVIEW_ACCESS } from '@common/access/interviews'
import { hasAnyPermission } from '@common/permissions'
import { and, eq, sql } from 'drizzle-orm'
import type { CompanyScope } from '../../db/company-scope'
import { applications } from '../../db/schema/applicants'
import { interviewInterviewers, interviewKits, interviews } from '../../db/schema/interviews'
import { forbidden, notFound } from '../../lib/errors'
import type { AuthSession } from '../../platform/session/auth-session'

const INTERVIEW = 'Interview'

/** May read every interview and debrief by role (interview.view, or the owner). */
export const mayReadInterviews = (auth: AuthSession) => hasAnyPermission({ is_owner: auth.user.isOwner, permissions: auth.permissions }, INTERVIEW_ACCESS.read)

/** An interview as a scorecard needs it: its status, panel membership of the caller and its kit's attributes (null without a kit). */
export interface PanelInterview {
  id: number
  status: 'scheduled' | 'cancelled' | 'completed'
  attributes: string[] | null
}

/**
 * The interview when the caller sits on its panel (contract 16: a scorecard is its interviewer's
 * own). Anyone else gets 404 when they may not see the interview at all, 403 when their role lets
 * them read it but it is not theirs to score. `lock` holds the interview until the transaction
 * ends, so a cancel cannot slip between the check and the write.
 */
export async function interviewOnCallersPanel(scope: CompanyScope, auth: AuthSession, interviewId: number, lock = false): Promise<PanelInterview> {
  const query = scope.db
    .select({
      id: interviews.id,
      status: interviews.status,
      attributes: interviewKits.attributes,
      onPanel: sql<boolean>`exists (select 1 from ${interviewInterviewers} where ${interviewInterviewers.interviewId} = ${interviews.id} and ${interviewInterviewers.userId} = ${auth.user.id})`,
    })
    .from(interviews)
    .leftJoin(interviewKits, eq(interviewKits.id, interviews.kitId))
    .where(scope.where(interviews, eq(interviews.id, interviewId)))
  const [row] = lock ? await query.for('update', { of: interviews }) : await query
  if (!row) throw notFound(INTERVIEW)
  if (!row.onPanel) throw mayReadInterviews(auth) ? forbidden('Only the interviewers of this interview have a scorecard for it') : notFound(INTERVIEW)
  return { id: row.id, status: row.status, attributes: row.attributes?.map((attribute) => attribute.name) ?? null }
}

/**
 * Contract 16's interviewer grant: a user named on an interview of this applicant (any of its
 * applications) may read the applicant's profile and resumes, whatever their role.
 */
export async function isInterviewerOfApplicant(scope: CompanyScope, userId: number, applicantId: number): Promise<boolean> {
  const [row] = await scope.db
    .select({ id: interviews.id })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(interviewInterviewers, and(eq(interviewInterviewers.interviewId, interviews.id), eq(interviewInterviewers.userId, userId)))
    .where(scope.where(interviews, eq(applications.applicantId, applicantId)))
    .limit(1)
  return row !== undefined
}
