import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ApplicantDetail } from '@common/applicants'
import { testSession } from '@/components/shell/test-session'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { ApplicantApplicationsSection } from './ApplicantApplicationsSection'

const api = stubApi()

// Only what the section reads: the applicant's applications.
const applicant = {
  id: 3,
  name: 'Ada Lovelace',
  applications: [
    { id: 11, job: { id: 7, title: 'Senior Engineer' }, stage: { id: 1, name: 'Applied', kind: 'applied' }, status: 'active', updated_at: '2026-01-11T09:00:00Z' },
  ],
} as ApplicantDetail

async function renderSection(permissions?: Record<string, string[]>) {
  api.serve(() => [200, { score: 60, matched_skills: [], missing_skills: [], reasons: [] }])
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession(permissions))
  await renderWithRouter(<ApplicantApplicationsSection applicant={applicant} canEdit={false} reasons={[]} />, { path: '/candidates/view/', queryClient })
  await screen.findByText('Senior Engineer')
}

describe('an applicant’s applications', () => {
  it('names the job to a role that may read applicants but not jobs, with no link to the job or its board it could not open', async () => {
    await renderSection({ resume_and_candidates: ['view'] })
    expect(screen.queryByRole('link', { name: 'Senior Engineer' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Board' })).toBeNull()
  })

  it('links the job and its board for a role that may read both', async () => {
    await renderSection({ resume_and_candidates: ['view'], job: ['view'] })
    expect(screen.getByRole('link', { name: 'Senior Engineer' })).toHaveAttribute('href', '/jobs/view/?id=7')
    expect(screen.getByRole('link', { name: 'Board' })).toHaveAttribute('href', '/jobs/pipeline/?id=7')
  })
})
