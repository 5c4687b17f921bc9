import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { STAGE_COUNT_DEFINITION } from '@common/stage-count'
import { stubApi } from '@/test/api'
import { render } from '@/test/render'
import { PipelineStagesSection } from './PipelineStagesSection'

const api = stubApi()

const STAGES = [
  { id: 1, name: 'Applied', kind: 'applied', position: 0, application_count: 4, rejected_count: 0 },
  { id: 2, name: 'Screening', kind: 'in_progress', position: 1, application_count: 3, rejected_count: 1 },
  { id: 3, name: 'Interview', kind: 'in_progress', position: 2, application_count: 0, rejected_count: 0 },
  { id: 4, name: 'Hired', kind: 'hired', position: 3, application_count: 1, rejected_count: 0 },
]

describe('Pipeline stages (settings)', () => {
  it('deletes a stage only once its applications have somewhere to go', async () => {
    api.serve((request) => (request.method === 'DELETE' ? [204, null] : [200, { data: STAGES }]))
    render(<PipelineStagesSection />)
    const user = userEvent.setup()
    expect(await screen.findByRole('button', { name: 'Delete Applied' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Delete Hired' })).toBeDisabled()

    // Counted as the dashboard's funnel counts, and saying so; the rejected one is not counted but moves with the rest.
    expect(screen.getByRole('region', { name: 'Pipeline stages' })).toHaveTextContent(STAGE_COUNT_DEFINITION)
    expect(screen.getByText('3 applications · 1 rejected, not counted')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Delete Screening' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Screening?' })
    expect(dialog).toHaveTextContent('4 applications are in this stage (1 of them rejected)')
    await user.click(within(dialog).getByRole('button', { name: 'Delete stage' }))
    expect(await within(dialog).findByText('Choose where its applications go')).toBeInTheDocument()
    expect(api.sent.some((request) => request.method === 'DELETE')).toBe(false)

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Move its applications to' }), 'Interview')
    await user.click(within(dialog).getByRole('button', { name: 'Delete stage' }))
    await waitFor(() => expect(api.sent.find((request) => request.method === 'DELETE')?.path).toBe('/backend/api/settings/pipeline-stages/2'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('keeps Applied first and Hired last: only the stages between move', async () => {
    api.serve(() => [200, { data: STAGES }])
    render(<PipelineStagesSection />)
    expect(await screen.findByRole('button', { name: 'Move Screening up' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Move Screening down' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Move Interview down' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Move Applied down' })).toBeDisabled()
  })
})
