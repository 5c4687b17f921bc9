import { describe, expect, it } from 'vitest'
import { offerActionsFor, offerTransitionRefusal } from '@common/offer-workflow'
import type { WorkflowViewer } from '@common/workflow'
import type { OfferStatus } from '@common/offers'

const recruiter: WorkflowViewer = { id: 5, is_owner: false, permissions: { offer: ['view', 'add', 'edit', 'delete'] } }
const approver: WorkflowViewer = { id: 7, is_owner: false, permissions: { offer_approve: ['allow'] } }
const hirer: WorkflowViewer = { id: 9, is_owner: false, permissions: { offer: ['view'], resume_and_candidates: ['edit'], employee: ['add'] } }
const owner: WorkflowViewer = { id: 1, is_owner: true, permissions: {} }

const offer = (status: OfferStatus, approverIds: number[] = []) => ({ status, approval: { approvers: approverIds.map((id) => ({ id })) } })

describe('the offer workflow table', () => {
  it('lets the recruiter edit, submit, withdraw and delete a draft, and nothing else', () => {
    expect(offerActionsFor({ status: 'draft', approval: null }, recruiter)).toEqual(['edit', 'submit', 'withdraw', 'delete'])
  })

  it('offers approve and reject only to an approver the current step still waits for', () => {
    expect(offerActionsFor(offer('pending_approval', [7]), approver)).toEqual(['approve', 'reject'])
    expect(offerActionsFor(offer('pending_approval', [8]), approver)).toEqual([])
    // The owner approves when the server lists them, like anyone else.
    expect(offerActionsFor(offer('pending_approval', []), owner)).not.toContain('approve')
    expect(offerActionsFor(offer('pending_approval', [1]), owner)).toEqual(['edit', 'approve', 'reject', 'withdraw'])
  })

  it('sends only an approved offer, and keeps a sent one from being edited', () => {
    expect(offerActionsFor(offer('approved'), recruiter)).toEqual(['edit', 'send', 'withdraw'])
    expect(offerActionsFor(offer('sent'), recruiter)).toEqual(['withdraw'])
  })

  it('hires from an accepted offer only, for someone who may hire', () => {
    expect(offerActionsFor(offer('accepted'), hirer)).toEqual(['hire'])
    expect(offerActionsFor(offer('accepted'), recruiter)).toEqual([])
    expect(offerActionsFor(offer('sent'), hirer)).toEqual([])
  })

  it('leaves nothing to do on an ended offer', () => {
    for (const status of ['declined', 'withdrawn', 'expired'] as const) expect(offerActionsFor(offer(status), owner)).toEqual([])
  })

  it('names the status in a refusal, and whether the action is past or still to come', () => {
    expect(offerTransitionRefusal('approved', 'send')).toBeNull()
    expect(offerTransitionRefusal('sent', 'edit')).toBe('This offer is sent; it can no longer be edited')
    expect(offerTransitionRefusal('draft', 'send')).toBe('This offer is a draft; it cannot be sent yet')
    expect(offerTransitionRefusal('accepted', 'withdraw')).toBe('This offer is accepted; it can no longer be withdrawn')
    expect(offerTransitionRefusal('withdrawn', 'hire')).toBe('This offer is withdrawn; it can no longer be used for a hire')
  })
})
