import { describe, expect, it } from 'vitest'
import { REQUISITION_STATUSES } from './requisitions'
import { REQUISITION_ACTIONS, requisitionActionsFor, transitionRefusal, type WorkflowRequisition } from './requisition-workflow'

const requester = { id: 1, is_owner: false, permissions: { requisition: ['add'] } }
const approver = { id: 2, is_owner: false, permissions: { requisition_approve: ['allow'] } }
const editor = { id: 3, is_owner: false, permissions: { requisition: ['view', 'edit'] } }
const viewer = { id: 4, is_owner: false, permissions: { requisition: ['view'] } }
const owner = { id: 5, is_owner: true, permissions: {} }

const requisition = (status: WorkflowRequisition['status'], approvers: number[] = []): WorkflowRequisition => ({
  status,
  requested_by: { id: requester.id },
  approval: status === 'draft' ? null : { approvers: approvers.map((id) => ({ id })) },
})

describe('requisitionActionsFor', () => {
  it('offers the requester of a draft edit, submit and withdraw, and nothing to a viewer', () => {
    expect(requisitionActionsFor(requisition('draft'), requester)).toEqual(['edit', 'submit', 'cancel'])
    expect(requisitionActionsFor(requisition('draft'), viewer)).toEqual([])
  })

  it('offers an eligible approver of a pending requisition approve, reject and hold, and no one else', () => {
    expect(requisitionActionsFor(requisition('pending', [approver.id]), approver)).toEqual(['approve', 'reject', 'hold'])
    expect(requisitionActionsFor(requisition('pending', []), approver)).toEqual([])
    expect(requisitionActionsFor(requisition('on_hold', [approver.id]), approver)).toEqual(['reject', 'resume'])
  })

  it('lets the owner delete a draft, create a job from an approved requisition, and approve only when listed', () => {
    expect(requisitionActionsFor(requisition('draft'), owner)).toEqual(['edit', 'submit', 'cancel', 'delete'])
    expect(requisitionActionsFor(requisition('approved'), owner)).toEqual(['edit', 'cancel', 'create_job'])
    expect(requisitionActionsFor(requisition('pending', [owner.id]), owner)).toEqual(['edit', 'approve', 'reject', 'hold', 'cancel'])
  })

  it('lets an editor change any requisition but a cancelled or filled one', () => {
    expect(requisitionActionsFor(requisition('rejected'), editor)).toEqual(['edit', 'submit', 'cancel'])
    expect(requisitionActionsFor(requisition('cancelled'), editor)).toEqual([])
    expect(requisitionActionsFor(requisition('filled'), editor)).toEqual([])
  })
})

describe('transitionRefusal', () => {
  it('names the status in the 409 message', () => {
    expect(transitionRefusal('approved', 'submit')).toBe('This requisition is approved; it can no longer be submitted')
    expect(transitionRefusal('draft', 'approve')).toBe('This requisition is a draft; it cannot be approved yet')
    expect(transitionRefusal('filled', 'cancel')).toBe('This requisition is filled; it can no longer be withdrawn')
    expect(transitionRefusal('pending', 'resume')).toBe('This requisition is pending approval; it cannot be resumed')
  })

  it('refuses exactly what the table does not allow', () => {
    for (const status of REQUISITION_STATUSES) {
      for (const action of REQUISITION_ACTIONS) {
        const refusal = transitionRefusal(status, action)
        const offered = requisitionActionsFor(requisition(status, [owner.id]), owner).includes(action)
        if (offered) expect(refusal).toBeNull()
        if (refusal) expect(refusal).toMatch(/^This requisition is .+; it can(not| no longer) be /)
      }
    }
  })
})
