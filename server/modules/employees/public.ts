/**
 * What other modules may use of employees: a hire becomes an employee record through the same
 * insert, checks and history as one added by hand. Lint refuses any other file of this module from
 * outside it.
 */
export { insertEmployee } from './records'
