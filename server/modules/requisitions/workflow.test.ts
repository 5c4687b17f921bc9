import { REQUISITION_ACCESS } from '@common/access/requisitions'
import type { ApprovalChainDefinition } from '@common/approval-chain'
import { hasAnyPermission, type Permission } from '@common/permissions'
import { REQUISITION_STATUSES, type RequisitionStatus } from '@common/requisitions'
import { callerMay, REQUISITION_ACTIONS, statusAllows, type CallerKind, type RequisitionAction } from '@common/requisition-workflow'
import { beforeAll, describe, expect, it } from 'vitest'
import { addMember, createAccount, createRole, createToken, createUser, insertRequisition } from '../../test/factories'
import { useTestServer } from '../../test/test-server'

/**
 * The state machine through the API (issue 9): every status × every action × every kind of
 * caller, each on a fresh requisition, checked against the workflow table in common/. The
 * refusals come in the API's order: the endpoint's permission (403), the record (404), the
 * status (409, naming it), the caller (403).
 */

const server = useTestServer()

interface Caller {
  name: string
  token: string
  permissions: readonly Permission[]
  owner?: boolean
  /** Who they are for the walk's requisitions at step 1 (the approver matters only while it waits). */
  kinds: (status: RequisitionStatus) => CallerKind[]
  foreign?: boolean
}

const callers: Caller[] = []
let companyId: number
let requesterId: number
let chain: ApprovalChainDefinition

const ALL = ['requisition.view', 'requisition.add', 'requisition.edit', 'requisition.delete', 'requisition_approve.allow', 'job.add'] as const

beforeAll(async () => {
  const home = await createAccount(server.db, { subscription: { plan: 'business' } })
  const foreign = await createAccount(server.db)
  companyId = home.company.id
  const requester = await addMember(server.db, companyId, ['requisition.add'])
  requesterId = requester.user.id
  const stepOneRole = await createRole(server.db, companyId, ['requisition_approve.allow'], 'Hiring managers')
  const stepOne = await createUser(server.db, companyId, { roleId: stepOneRole.id })
  const stepTwo = await addMember(server.db, companyId, ['requisition_approve.allow'])
  chain = {
    steps: [
      { approver: { type: 'role', role_id: stepOneRole.id }, required: 1 },
      { approver: { type: 'user', user_id: stepTwo.user.id }, required: 1 },
    ],
    sla_days: 3,
  }
  const waiting = (status: RequisitionStatus): CallerKind[] => (status === 'pending' || status === 'on_hold' ? ['approver'] : [])
  callers.push(
    { name: 'requester', token: requester.token, permissions: ['requisition.add'], kinds: () => ['requester'] },
    { name: 'eligible approver', token: await createToken(server.db, stepOne.id), permissions: ['requisition_approve.allow'], kinds: waiting },
    { name: 'approver of another step', token: stepTwo.token, permissions: ['requisition_approve.allow'], kinds: () => [] },
    { name: 'editor', token: (await addMember(server.db, companyId, ['requisition.edit'])).token, permissions: ['requisition.edit'], kinds: () => ['editor'] },
    { name: 'deleter', token: (await addMember(server.db, companyId, ['requisition.delete'])).token, permissions: ['requisition.delete'], kinds: () => ['deleter'] },
    { name: 'viewer', token: (await addMember(server.db, companyId, ['requisition.view'])).token, permissions: ['requisition.view'], kinds: () => [] },
    { name: 'owner', token: home.token, permissions: ALL, owner: true, kinds: () => ['editor', 'deleter', 'job_creator'] },
    { name: 'user of another company', token: foreign.token, permissions: ALL, owner: true, kinds: () => [], foreign: true },
  )
})

const GATES: Record<RequisitionAction, readonly Permission[]> = {
  edit: REQUISITION_ACCESS.change,
  submit: REQUISITION_ACCESS.change,
  cancel: REQUISITION_ACCESS.change,
  approve: REQUISITION_ACCESS.approve,
  reject: REQUISITION_ACCESS.approve,
  hold: REQUISITION_ACCESS.approve,
  resume: REQUISITION_ACCESS.approve,
  delete: REQUISITION_ACCESS.delete,
  create_job: ['job.add'],
}

const SUCCESS: Record<RequisitionAction, number> = { edit: 200, submit: 200, approve: 200, reject: 200, hold: 200, resume: 200, cancel: 200, delete: 204, create_job: 201 }

/** What the API should answer, from the table and who the caller is. */
function expected(status: RequisitionStatus, action: RequisitionAction, caller: Caller): number {
  if (!hasAnyPermission({ is_owner: caller.owner ?? false, permissions: permissionMap(caller.permissions) }, GATES[action])) return 403
  if (action === 'create_job') return status === 'approved' && !caller.foreign ? 201 : 422
  if (caller.foreign) return 404
  if (!statusAllows(status, action)) return 409
  return callerMay(new Set(caller.kinds(status)), action) ? SUCCESS[action] : 403
}

function permissionMap(permissions: readonly Permission[]) {
  const map: Record<string, string[]> = {}
  for (const permission of permissions) {
    const [group, action] = permission.split('.') as [string, string]
    ;(map[group] ??= []).push(action)
  }
  return map
}

function call(action: RequisitionAction, id: number, token: string) {
  const options = { token }
  switch (action) {
    case 'edit':
      return server.patch(`requisitions/${id}`, { title: 'Edited title' }, options)
    case 'delete':
      return server.delete(`requisitions/${id}`, options)
    case 'create_job':
      return server.post('jobs', { title: 'From a requisition', department: 'Engineering', employment_type: 'full_time', workplace: 'remote', openings: 1, requisition_id: id }, options)
    default:
      return server.post(`requisitions/${id}/${action}`, { comment: 'Because', step: 1 }, options)
  }
}

const CASES = REQUISITION_STATUSES.flatMap((status) => REQUISITION_ACTIONS.map((action) => ({ status, action })))

describe.each(CASES)('$status × $action', ({ status, action }) => {
  it('answers every kind of caller as the workflow table says', async () => {
    const answers: Record<string, number> = {}
    const wanted: Record<string, number> = {}
    for (const caller of callers) {
      const { id } = await insertRequisition(server.db, companyId, {
        status,
        requestedById: requesterId,
        requestedByName: 'Requester',
        headcount: 2,
        ...(status === 'draft' ? {} : { chain }),
      })
      const answer = await call(action, id, caller.token)
      answers[caller.name] = answer.status
      wanted[caller.name] = expected(status, action, caller)
      if (answer.status === 409) expect(answer.body.message).toMatch(/^This requisition is .+; it can(not| no longer) be /)
    }
    expect(answers).toEqual(wanted)
  })
})
