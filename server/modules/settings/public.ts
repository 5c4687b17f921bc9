/**
 * What other modules may use of settings: the stored file behind a company's logo URL (an offer
 * letter's PDF draws the logo). Lint refuses any other file of this module from outside it.
 */
export { logoKeyOf } from './logo-url'
