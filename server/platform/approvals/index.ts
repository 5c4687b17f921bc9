/**
 * The approval engine (contract sections 9, 10 and 17): one set of rules for every kind of
 * record that goes through an approval chain, today requisitions and offers. A record's table
 * spreads approvalStateColumns() and has an approvalRecordsTable() beside it
 * (server/db/schema/approvals.ts); its module describes it once as an ApprovalSubject and calls
 * the engine for the rules, keeping its own workflow (which statuses allow what), its history
 * entries and its mails. Other files of this folder are not imported directly.
 *
 * How the offers module uses it (offerApprovalSubject is ready: offers + offer_approvals, the
 * maker `createdById`, waiting in 'pending_approval', offer_approve.allow; spread it with the
 * module's own `columns` to read fewer of them):
 *
 * - Reading an offer: `loadDirectory(scope)` once per request and `loadApprovals(scope, subject,
 *   ids)`, then `approvalState(subject, row, approvals, directory, now)` is the `approval` field,
 *   and `approversOf(...)` the people a 'step_waiting' mail goes to.
 * - Submit: `const chain = await readChainDefinition(tx, 'offer')`; when
 *   `chain.only_out_of_range` and the salary lies inside the requisition's band, write
 *   `{ status: 'approved', approvalNeeded: false, decidedAt: now }` with compareAndSet (no chain);
 *   otherwise `compareAndSet(tx, subject, row, { ...startChain(subject, row, chain, now),
 *   approvalNeeded: true }, now)` and mail approversOf the new row.
 * - Approve: check the caller is among approversOf the row (else 403; alreadyApproved → 409 "You
 *   have already approved this step"), then `approveStep(tx, subject, row, caller,
 *   DEFAULT_OFFER_APPROVAL_CHAIN, now)`: it answers the row, the step counted, and whether the step
 *   or the whole chain is complete (status 'approved'); a concurrent decision loses with a 409.
 * - Reject: `compareAndSet(tx, subject, row, { status: 'rejected', decidedAt: now }, now)`.
 * - PATCH of OFFER_REAPPROVAL_FIELDS while pending_approval or approved: spread
 *   `restartChain(subject, row, DEFAULT_OFFER_APPROVAL_CHAIN, now)` into the same UPDATE as the
 *   fields (a new round at step 1: earlier approvals void), and mail the approvers the changes.
 * - "Waiting for me": `waitingForApprover(subject, { id, isOwner, roleId, mayApprove })` is a
 *   WHERE condition on offers (from the in-approval index alone); `overdueStep(subject, now)` too.
 * - SLA reminders: a schedule calls `claimOverdueSteps(db, subject, now)` (each overdue step is
 *   claimed once across processes) and mails approversOf each claimed row.
 * - Mails: each step waiting, reminder, approval and rejection is an ApprovalNotice (the kind's
 *   subject, sentence and link; the engine adds what changed, the deadline, the comment), queued
 *   by `queueApprovalMails(db, tasks, notices)`.
 * - Settings: `readChainDefinition` / `saveChainDefinition` per kind; the routes
 *   settings/approval-chain and settings/offer-approval-chain are server/modules/settings'.
 */
export { readChainDefinition, saveChainDefinition, namedChain, unknownApproverSteps, type ChainDefinitions } from './chains'
export { compareAndSet, startChain, restartChain, approveStep, type Approval } from './decide'
export { loadDirectory, isActiveUser, namedApprover, eligibleApprovers, type Directory, type Person } from './directory'
export { waitingForApprover, approverOfRecord, overdueStep, type ApproverIdentity } from './conditions'
export { claimOverdueSteps } from './reminders'
export { queueApprovalMails, type ApprovalNotice } from './notices'
export { loadApprovals, approversOf, alreadyApproved, approvalState, stepClock, stepStart, type StoredApproval } from './state'
export { APPROVAL_KINDS, APPROVE_PERMISSION, offerApprovalSubject, type ApprovalKind, type ApprovalRow, type ApprovalSubject, type ApprovalTable } from './subject'
