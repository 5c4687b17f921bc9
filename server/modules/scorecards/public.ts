/**
 * What other modules may use of scorecards: the interviewer's grant of an applicant's profile and
 * resumes. Lint refuses any other file of this module
 * from outside it.
 */
export { isInterviewerOfApplicant } from './panel-access'
