import type { Job } from '@common/jobs'

/** A job as the API returns it, for component tests. */
export function testJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 7,
    title: 'Senior Engineer',
    department: 'Engineering',
    location: 'Berlin',
    employment_type: 'full_time',
    workplace: 'hybrid',
    openings: 2,
    salary_min: 90_000,
    salary_max: 120_000,
    salary_currency: 'EUR',
    description: '## About\n\nBuild the **hiring** tools.',
    skills: ['TypeScript', 'PostgreSQL'],
    status: 'draft',
    closes_at: '2099-03-31',
    requisition_id: null,
    created_at: '2026-01-15T09:30:00Z',
    updated_at: '2026-01-16T10:00:00Z',
    ...overrides,
  }
}
