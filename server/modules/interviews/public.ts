/**
 * What other modules may use of interviews: the new job's default interview plan (jobs call it in
 * their create transaction), who is on an interview's panel (scorecards' access and blindness),
 * and the one Interview shape (the dashboard's upcoming interviews). Lint refuses any other file
 * of this module from outside it.
 */
export { addDefaultInterviewPlan } from './kits'
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
