import type { Offer } from '@common/offers'

/** An offer as the API returns it: Ana Lima's draft for Backend Engineer at $90,000 a year unless overridden. */
export function testOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 70,
    application: { id: 31, applicant: { id: 3, name: 'Ana Lima', email: 'ana@example.com' }, job: { id: 8, title: 'Backend Engineer' } },
    status: 'draft',
    job_title: 'Backend Engineer',
    start_date: '2027-01-04',
    salary: 90000,
    salary_currency: 'USD',
    salary_period: 'year',
    bonus: null,
    equity: null,
    employment_type: 'full_time',
    manager: { id: 61, name: 'Priya Patel' },
    expires_at: '2026-12-12T17:00:00Z',
    template_id: 6,
    letter: 'Dear Ana,\n\nWe are delighted to offer you the position of **Backend Engineer**.',
    approval: null,
    band: { min: 80000, max: 95000, currency: 'USD' },
    out_of_range: false,
    sent_at: null,
    responded_at: null,
    decided_at: null,
    decline_reason: null,
    withdraw_reason: null,
    signature: null,
    document_sha256: null,
    created_by: { id: 1, name: 'Dana Reyes' },
    created_at: '2026-11-20T09:00:00Z',
    updated_at: '2026-11-20T09:00:00Z',
    ...overrides,
  }
}
