/**
 * What other modules may use of scorecards: the interviewer's grant of an applicant's profile and
 * resumes, and the dashboard's interviews section. Lint refuses any other file of this module
 * from outside it.
 */
export { isInterviewerOfApplicant } from './panel-access'
export { readDashboardInterviews } from './dashboard-interviews'
