/**
 * What other modules may use of privacy (contract 19): the careers form's consent line, and the
 * candidate's privacy link the confirmation mail carries. Lint refuses any other file of this
 * module from outside it.
 */
export { consentText } from './consent'
export { issuePortalLink } from './portal'
