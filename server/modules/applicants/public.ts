/**
 * What other modules may use of applicants: the identity and duplicate rules, creating an
 * applicant and its application, attaching a resume, the timeline's writer and the suggestions a
 * public form or a resume may offer. The careers form and resume uploads create applicants through
 * these, so a rule about who is the same person lives here once. Lint refuses any other file of
 * this module from outside it.
 */
export {
  attachResume,
  companyStages,
  findSamePerson,
  findSimilarName,
  insertApplicant,
  insertApplication,
  insertResume,
  lockApplicantIdentities,
  offerSuggestions,
  readIdentityVersion,
  recordApplicantActivity,
  refreshResumeText,
  refuseDuplicate,
  requireJob,
  requireOpenJob,
  toApplicantColumns,
} from './records'
/** A resume's file, for the interview page's readers (contract 16: being on the panel grants the applicant's resumes). */
export { readResumeFile } from './resume-files'
/** An applicant's record: finding it, anonymising it, and its applications with their job and stage (the candidate's export reads them). */
export { anonymiseApplicants, findApplicant, readApplicationsOf } from './applicant-record'
