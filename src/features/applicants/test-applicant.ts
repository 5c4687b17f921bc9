import type { ApplicantDetail, ListedApplicant } from '@common/applicants'
import type { Pipeline, Stage } from '@common/pipeline'

/** An applicant as the API answers it, for component tests. */
export function testApplicant(overrides: Partial<ApplicantDetail> = {}): ApplicantDetail {
  return {
    id: 5,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+14155550134',
    location: 'London',
    headline: 'Backend engineer',
    links: [],
    skills: ['Python', 'PostgreSQL'],
    years_experience: 6,
    education: [],
    source: 'manual',
    tags: ['referral'],
    rating: 4,
    created_at: '2026-01-10T09:00:00Z',
    updated_at: '2026-01-10T09:00:00Z',
    applications: [
      {
        id: 31,
        job: { id: 7, title: 'Senior Engineer' },
        stage: { id: 2, name: 'Screening', kind: 'in_progress' },
        status: 'active',
        updated_at: '2026-01-11T09:00:00Z',
      },
    ],
    resumes: [],
    notes: [],
    suggestions: [],
    employee_id: null,
    anonymised_at: null,
    consent: null,
    ...overrides,
  }
}

export function testListedApplicant(overrides: Partial<ListedApplicant> = {}): ListedApplicant {
  const { resumes: _resumes, notes: _notes, suggestions: _suggestions, employee_id: _employeeId, anonymised_at: _anonymisedAt, consent: _consent, ...applicant } = testApplicant()
  return { ...applicant, snippet: null, ...overrides }
}

export const TEST_STAGES: Stage[] = [
  { id: 1, name: 'Applied', kind: 'applied', position: 0, application_count: 1, rejected_count: 0 },
  { id: 2, name: 'Screening', kind: 'in_progress', position: 1, application_count: 1, rejected_count: 0 },
  { id: 3, name: 'Interview', kind: 'in_progress', position: 2, application_count: 0, rejected_count: 0 },
  { id: 4, name: 'Hired', kind: 'hired', position: 3, application_count: 0, rejected_count: 0 },
]

/** A board of two cards: Grace in Applied, Ada (rated 4) in Screening. */
export function testPipeline(): Pipeline {
  const card = (id: number, applicantId: number, name: string, rating: number | null = null) => ({
    id,
    applicant: { id: applicantId, name, headline: null, has_email: true },
    rating,
    tags: ['referral'],
    stage_entered_at: '2026-01-11T09:00:00Z',
  })
  return {
    stages: TEST_STAGES.map((stage) => ({
      ...stage,
      applications: stage.id === 1 ? [card(30, 6, 'Grace Hopper')] : stage.id === 2 ? [card(31, 5, 'Ada Lovelace', 4)] : [],
    })),
    rejected_count: 2,
  }
}
