/**
 * What other modules may use of messages: a rejection's mails written in its transaction, the
 * careers confirmation from the company's default template, keeping a mail the caller sent itself
 * (an interview invitation, an offer's mails) in the applicant's thread, and how a message stands
 * for the applicant's timeline. Lint refuses any other file of this module from outside it.
 */
export { queueRejectionMails, type RejectionMails } from './rejection-mails'
export { messageTimelineTexts } from './timeline-texts'
export { queueConfirmation } from './confirmation'
export { renderCompanyMail, type CompanyMail } from './company-mail'
export { keepSentMail, keepSentText } from './sent-mail'
export { mailLayout } from './render'
export { eraseMessagesOf } from './erase-messages'
export { renderOfferLetter, type OfferLetter } from './offer-letter'
export type { MergeValues } from './render'
