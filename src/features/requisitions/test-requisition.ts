import type { Requisition, RequisitionApproval } from '@common/requisitions'

/** A pending step-2-of-2 approval (Finance, 1 of 2 approvals), for component tests. */
export function testApproval(overrides: Partial<RequisitionApproval> = {}): RequisitionApproval {
  return {
    step: 2,
    steps: 2,
    required: 2,
    approvals: [{ user: { id: 5, name: 'Jordan Lee' }, at: '2026-01-17T10:00:00Z' }],
    approvers: [{ id: 1, name: 'Dana Reyes' }],
    started_at: '2026-01-16T10:00:00Z',
    due_at: '2026-01-19T10:00:00Z',
    overdue: false,
    chain: [
      { approver: { type: 'any' }, required: 1, approvals: [{ user: { id: 4, name: 'Sam Park' }, at: '2026-01-16T10:00:00Z' }] },
      { approver: { type: 'role', role_id: 3, name: 'Finance' }, required: 2, approvals: [{ user: { id: 5, name: 'Jordan Lee' }, at: '2026-01-17T10:00:00Z' }] },
    ],
    ...overrides,
  }
}

/** A requisition as the API returns it: a draft requested by user 2 unless overridden. */
export function testRequisition(overrides: Partial<Requisition> = {}): Requisition {
  return {
    id: 12,
    title: 'Backend Engineer',
    department: 'Engineering',
    location: 'Berlin',
    employment_type: 'full_time',
    workplace: 'hybrid',
    headcount: 2,
    salary_min: 80_000,
    salary_max: 100_000,
    salary_currency: 'EUR',
    reason: 'new_role',
    replaces: null,
    hiring_manager: { id: 4, name: 'Sam Park' },
    target_start_date: '2099-04-01',
    priority: 'high',
    description: 'Grow the **platform** team.',
    status: 'draft',
    requested_by: { id: 2, name: 'Riley Chen' },
    approval: null,
    job_ids: [],
    hires: 0,
    submitted_at: null,
    decided_at: null,
    created_at: '2026-01-15T09:30:00Z',
    updated_at: '2026-01-16T10:00:00Z',
    ...overrides,
  }
}
