import type { AccessMap } from '../permissions'

/**
 * Interviews, kits and scorecards (contract section 16). Being named an interviewer grants that
 * user their interview, its kit, the applicant's profile and their own scorecard whatever their
 * role: the server checks that beside these lists, so they say only what a role grants.
 */
export const INTERVIEW_ACCESS = {
  /** A job's interview plan (its kits). */
  kits: ['job.view', 'interview.view'],
  editKits: ['job.edit'],
  /** Every interview, every scorecard and debrief. */
  read: ['interview.view'],
  /** Schedule an interview, send a self-scheduling link. */
  add: ['interview.add'],
  /** Reschedule, change the panel, cancel, withdraw a link. */
  edit: ['interview.edit'],
} as const satisfies AccessMap
