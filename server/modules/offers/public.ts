/**
 * What other modules may use of offers: what an accepted offer agreed, for the hire (applicants),
 * the erasure of an anonymised applicant's letters (privacy), and Home's offers waiting for the
 * caller (dashboard). Lint refuses any other file of this module from outside it.
 */
export { acceptedOfferOf, type AcceptedOffer } from './accepted-offer'
export { eraseOffersOf } from './erase-offers'
export { readDashboardOffers } from './dashboard-offers'
