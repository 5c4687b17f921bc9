import type { AccessMap } from '../permissions'

/** Resumes & Applicants (contract section 11 and spec section 6's menu). */
export const APPLICANT_ACCESS = {
  /** The Applicants List, its CSV export. */
  list: ['resume_and_candidates.view'],
  /** An applicant's page, its timeline, resumes and match scores. */
  read: ['resume_and_candidates.view'],
  add: ['resume_and_candidates.add'],
  /** Edit the profile, add notes, merge, tag, and move, reject or reopen applications. */
  edit: ['resume_and_candidates.edit'],
  delete: ['resume_and_candidates.delete'],
  /** Add applicants to a job (Add applicant's Job, the list's "Add to a job", Upload Resumes' Job), so pick one of the open jobs. */
  addToJob: ['resume_and_candidates.add', 'resume_and_candidates.edit'],
  /** The menu's Resumes & Applicants section. */
  section: ['resume_and_candidates.view', 'resume_and_candidates.add'],
} as const satisfies AccessMap

/**
 * A job's pipeline board (`GET jobs/{id}/pipeline`): one permission of each list
 * (resume_and_candidates.view and job.view). Owners pass.
 */
export const PIPELINE_ACCESS = {
  applicants: APPLICANT_ACCESS.read,
  jobs: ['job.view'],
} as const satisfies AccessMap
