import type { ApprovalChainDefinition } from '@common/approval-chain'
import type { Permission } from '@common/permissions'
import { getTableColumns } from 'drizzle-orm'
import type { SelectedFieldsFlat } from 'drizzle-orm/pg-core'
import { offerApprovals, offers, type OfferRow } from '../../db/schema/offers'
import { requisitionApprovals, requisitions } from '../../db/schema/requisitions'

/** The kinds of record that go through an approval chain; also `approval_chains.subject`. */
export const APPROVAL_KINDS = ['requisition', 'offer'] as const
export type ApprovalKind = (typeof APPROVAL_KINDS)[number]

/** Who may approve a kind of record at all (the owner always may); the chain's step narrows it. */
export const APPROVE_PERMISSION = { requisition: 'requisition_approve.allow', offer: 'offer_approve.allow' } as const satisfies Record<ApprovalKind, Permission>

/** The tables that spread approvalStateColumns(), and their approvalRecordsTable(). */
export type ApprovalTable = typeof requisitions | typeof offers
export type ApprovalRecords = typeof requisitionApprovals | typeof offerApprovals

/** The approval state of a record as the engine reads it from the record's row. */
export interface ApprovalRow {
  id: number
  status: string
  round: number
  step: number | null
  chain: ApprovalChainDefinition | null
  stepStartedAt: Date | null
  stepDueAt: Date | null
}

/**
 * A kind of record the engine decides on: its table and approvals table, the statuses of its
 * workflow the engine writes or reads, who created it (never their own approver unless owner),
 * and the columns its module reads a row with (every write answers the row in those columns).
 */
export interface ApprovalSubject<Row extends ApprovalRow, Table extends ApprovalTable = ApprovalTable> {
  kind: ApprovalKind
  /** "requisition", "offer": in messages ("Someone else changed this offer at the same time"). */
  noun: string
  table: Table
  approvals: ApprovalRecords
  /** The creator's column, for "waiting for me". */
  creator: typeof requisitions.requestedById | typeof offers.createdById
  creatorOf: (row: Row) => number | null
  columns: SelectedFieldsFlat
  /** The status while the current step waits for its approvers (its SLA clock runs). */
  waitingStatus: Row['status']
  /** The statuses at which the current step still has approvers: waiting, and paused ones (a requisition on hold). */
  openStatuses: readonly Row['status'][]
}

/**
 * Offers (contract section 17) as the engine sees them: waiting in 'pending_approval', approved
 * by holders of offer_approve.allow, never by the offer's maker unless owner. An offers module
 * reading fewer columns spreads this with its own `columns`.
 */
export const offerApprovalSubject: ApprovalSubject<OfferRow, typeof offers> = {
  kind: 'offer',
  noun: 'offer',
  table: offers,
  approvals: offerApprovals,
  creator: offers.createdById,
  creatorOf: (row) => row.createdById,
  columns: getTableColumns(offers),
  waitingStatus: 'pending_approval',
  openStatuses: ['pending_approval'],
}
