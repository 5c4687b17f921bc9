import type { AccessMap } from '../permissions'

/** Resume upload and review (contract section 12), in the menu's Resumes & Applicants section. */
export const RESUME_ACCESS = {
  /** Upload Resumes: POST resumes, and the page with its recent uploads. */
  upload: ['resume_and_candidates.add'],
  /** GET resumes and resumes/{id}: the uploads and what was read from them. */
  read: ['resume_and_candidates.add', 'resume_and_candidates.view'],
  /** Save (as a new applicant, or merged) or discard an upload that needs review. */
  review: ['resume_and_candidates.add'],
} as const satisfies AccessMap
