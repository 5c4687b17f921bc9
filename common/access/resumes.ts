import type { AccessMap } from '../permissions'

/** Resume upload and review (contract section 12), in the menu's Resumes & Applicants section. */
export const RESUME_ACCESS = {
  /** Upload resumes, save or discard an upload that waits for review. */
  add: ['resume_and_candidates.add'],
  /** The company's uploads, one upload and its original file. */
  read: ['resume_and_candidates.add', 'resume_and_candidates.view'],
} as const satisfies AccessMap
