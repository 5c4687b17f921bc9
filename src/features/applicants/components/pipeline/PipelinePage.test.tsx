import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testSession } from '@/components/shell/test-session'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { testPipeline } from '../../test-applicant'
import { PipelinePage } from './PipelinePage'

const api = stubApi()

async function renderPage() {
  api.serve((request) => {
    if (request.path.endsWith('/jobs/7/pipeline')) return [200, testPipeline()]
    if (request.path.endsWith('/jobs/7')) return [200, { id: 7, title: 'Senior Engineer' }]
    if (request.path.endsWith('/settings')) return [200, { rejection_reasons: ['Not qualified'] }]
    return [404, { message: 'Not found' }]
  })
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession())
  await renderWithRouter(<PipelinePage id={7} title="Pipeline" />, { path: '/jobs/pipeline/', queryClient })
  await screen.findByRole('region', { name: /^Screening/ })
}

describe('a job’s board page', () => {
  afterEach(() => vi.restoreAllMocks())

  it('opens the job’s rejected applicants from "N rejected, not on the board"', async () => {
    await renderPage()
    expect(screen.getByRole('link', { name: '2 rejected, not on the board' })).toHaveAttribute('href', '/candidates/?job_id=7&status=rejected')
  })

  it('marks the edge beyond which more stages lie while the board is wider than its frame', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1500)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1100)
    await renderPage()
    const frame = screen.getByRole('region', { name: /^Screening/ }).closest('[data-more-after]')
    expect(frame).not.toBeNull()
    expect(frame).not.toHaveAttribute('data-more-before')
  })
})
