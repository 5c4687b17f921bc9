/**
 * What other modules may use of requisitions: a hire fills the job's requisition, and the
 * dashboard asks which requisitions wait for the viewer or are overdue with the same conditions as
 * the requisitions list. Lint refuses any other file of this module from outside it.
 */
export { fillRequisitionOfJob } from './hires'
export { overdueStep, waitingForApprover } from './conditions'
