/**
 * What other modules may use of interviews: the new job's default interview plan (jobs call it in
 * their create transaction), who is on an interview's panel (scorecards' access and blindness),
 * the one Interview shape, and the dashboard's interviews section (every caller's next interviews and scorecards due). Lint refuses any other file
 * of this module from outside it.
 */
export { addDefaultInterviewPlan } from './kits'
export { readDashboardInterviews } from './dashboard-interviews'
export {
  INTERVIEW_SUBJECT,
  interviewJson,
  interviewsOfUser,
  isInterviewer,
  isInterviewerOnApplication,
  loadInterview,
  loadInterviews,
  statusAt,
  statusCondition,
} from './interview-record'
