import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testSession } from '@/components/shell/test-session'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi } from '@/test/api'
import { testTemplate } from '@/test/messages'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { pipelineKeys, pipelineQueryOptions } from '../../api/pipeline'
import type { Pipeline } from '@common/pipeline'
import { testPipeline } from '../../test-applicant'
import { CARD_GAP, CARD_HEIGHT } from './BoardCard'
import { PipelineBoard } from './PipelineBoard'

const api = stubApi()

/**
 * jsdom lays nothing out: each column gets its own place side by side and each card its row, as
 * a browser would, so the keyboard's arrows find the next column.
 */
function layOut() {
  // The virtual list sizes its window from the column's client size; the page is the viewport.
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return this === document.documentElement ? 900 : 600
  })
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return this === document.documentElement ? 1400 : 272
  })
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const column = this.closest('section')
    const columns = [...document.querySelectorAll('section')]
    const x = Math.max(0, columns.indexOf(column as HTMLElement)) * 300
    const slot = this.closest('[data-rfd-draggable-id]')
    const y = slot ? 60 + CARD_HEIGHT * [...(slot.parentElement?.children ?? [])].indexOf(slot) : 40
    const height = this.hasAttribute('data-rfd-droppable-id') ? 600 : slot ? CARD_HEIGHT - CARD_GAP : 640
    return DOMRect.fromRect({ x, y, width: 272, height })
  })
}

/** The board over the cached pipeline, as its page shows it with its filter: a move shows at once, a refusal puts it back. */
function Board({ canEdit }: { canEdit: boolean }) {
  const pipeline = useQuery({ ...pipelineQueryOptions(7), staleTime: Number.POSITIVE_INFINITY })
  const [filter, setFilter] = useState('')
  return pipeline.data ? (
    <>
      <input aria-label="Filter the board" value={filter} onChange={(event) => setFilter(event.currentTarget.value)} />
      <PipelineBoard jobId={7} jobTitle="Senior Engineer" pipeline={pipeline.data} filter={filter} canEdit={canEdit} reasons={['Not qualified']} />
    </>
  ) : null
}

async function renderBoard(permissions?: Record<string, string[]>, pipeline = testPipeline()) {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession(permissions))
  queryClient.setQueryData(pipelineKeys.board(7), pipeline)
  await renderWithRouter(<Board canEdit={permissions === undefined} />, {
    path: '/jobs/pipeline/',
    queryClient,
  })
  return userEvent.setup()
}

/** The test board with Katherine Johnson (32) beside Grace Hopper in Applied: three cards in two stages. */
function boardOfThree(): Pipeline {
  const board = testPipeline()
  const [applied] = board.stages
  const grace = applied?.applications[0]
  if (applied && grace) applied.applications.push({ ...grace, id: 32, applicant: { id: 8, name: 'Katherine Johnson', headline: null, has_email: true } })
  return board
}

/** The same board once the server has moved the cards of `ids` to Interview. */
function boardAfterMove(ids: readonly number[]): Pipeline {
  const board = boardOfThree()
  const moved = board.stages.flatMap((stage) => stage.applications.filter((card) => ids.includes(card.id)))
  return {
    ...board,
    stages: board.stages.map((stage) => ({
      ...stage,
      applications: stage.id === 3 ? moved : stage.applications.filter((card) => !ids.includes(card.id)),
    })),
  }
}

const live = () => [...document.querySelectorAll('[aria-live], [role="status"]')].map((region) => region.textContent).join(' ')

describe('the pipeline board', () => {
  beforeEach(layOut)
  afterEach(() => vi.restoreAllMocks())

  it('shows each stage with its count and its cards', async () => {
    await renderBoard()
    expect(await screen.findByRole('region', { name: 'Screening' })).toHaveTextContent('Ada Lovelace')
    expect(screen.getByRole('region', { name: 'Applied' })).toHaveTextContent('Grace Hopper')
    expect(within(screen.getByRole('region', { name: 'Screening' })).getByRole('img', { name: 'Rated 4 of 5' })).toBeInTheDocument()
    expect(
      within(screen.getByRole('region', { name: 'Interview' }))
        .getByText('0')
        .closest('p'),
    ).toHaveTextContent('0 applicants')
    expect(
      within(screen.getByRole('region', { name: 'Screening' }))
        .getByText('1')
        .closest('p'),
    ).toHaveTextContent('1 applicant')
  })

  it('moves a card to the next stage with the keyboard alone and tells the API', async () => {
    api.answer(200, {})
    api.serve(() => [200, testPipeline()])
    await renderBoard()
    const handle = await screen.findByRole('button', { name: 'Move Ada Lovelace, now in Screening' })
    handle.focus()
    const press = async (keyCode: number) => {
      // The lifted card is a clone that takes the focus (virtual mode): keys go where the focus is.
      fireEvent.keyDown(document.activeElement ?? handle, { keyCode })
      // hello-pangea moves on the next animation frame.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
      return [...document.querySelectorAll('[aria-live]')].map((region) => region.textContent).join(' ')
    }
    expect(await press(32)).toContain('Picked up Ada Lovelace in Screening, position 1 of 1.') // Space
    expect(await press(39)).toContain('Ada Lovelace is over Interview, with 0 applicants. Dropping puts them first.') // Right arrow
    expect(await press(32)).toContain('Ada Lovelace moved to Interview.') // Space: drop
    await waitFor(() => expect(api.sent[0]).toEqual({ method: 'PATCH', path: '/backend/api/applications/31', body: { stage_id: 3 } }))
  })

  it('puts a moved card first in its new stage, where the board keeps the newest, and keeps the focus on it', async () => {
    api.hold()
    await renderBoard()
    const handle = await screen.findByRole('button', { name: 'Move Grace Hopper, now in Applied' })
    handle.focus()
    const live = () => [...document.querySelectorAll('[aria-live]')].map((region) => region.textContent).join(' ')
    for (const keyCode of [32, 39]) {
      fireEvent.keyDown(document.activeElement ?? handle, { keyCode })
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    }
    expect(live()).toContain('Grace Hopper is over Screening, with 1 applicant. Dropping puts them first.')
    fireEvent.keyDown(document.activeElement ?? handle, { keyCode: 32 })
    await waitFor(() => expect(api.sent[0]).toEqual({ method: 'PATCH', path: '/backend/api/applications/30', body: { stage_id: 2 } }))
    const screening = within(screen.getByRole('region', { name: 'Screening' }))
    expect(screening.getAllByRole('link').map((link) => link.textContent)).toEqual(['Grace Hopper', 'Ada Lovelace'])
    // The focus stays with the card, so the next key moves it on.
    await waitFor(() => expect(document.activeElement).toBe(screening.getByRole('button', { name: 'Move Grace Hopper, now in Screening' })))
  })

  it('puts the card back where it was when the server refuses the move', async () => {
    const answer = api.hold()
    api.serve(() => [200, testPipeline()])
    await renderBoard()
    const handle = await screen.findByRole('button', { name: 'Move Ada Lovelace, now in Screening' })
    handle.focus()
    for (const keyCode of [32, 39, 32]) {
      fireEvent.keyDown(document.activeElement ?? handle, { keyCode })
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    }
    await waitFor(() => expect(api.sent[0]).toEqual({ method: 'PATCH', path: '/backend/api/applications/31', body: { stage_id: 3 } }))
    // Shown moved while the server is asked…
    expect(within(screen.getByRole('region', { name: 'Interview' })).getByRole('link', { name: 'Ada Lovelace' })).toBeInTheDocument()
    answer(409, { message: 'This application is rejected; it can no longer be moved' })
    // …and back in Screening once it refuses.
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Screening' })).getByRole('link', { name: 'Ada Lovelace' })).toBeInTheDocument())
    expect(within(screen.getByRole('region', { name: 'Interview' })).queryByRole('link', { name: 'Ada Lovelace' })).toBeNull()
  })

  it('asks for the hire when a card is dropped on Hired, and leaves it where it was when cancelled', async () => {
    api.serve((request) => (request.path.endsWith('/jobs/7') ? [200, { id: 7, title: 'Senior Engineer', department: 'Engineering' }] : [200, { data: [] }]))
    await renderBoard()
    const handle = await screen.findByRole('button', { name: 'Move Ada Lovelace, now in Screening' })
    handle.focus()
    for (const keyCode of [32, 39, 39, 32]) {
      fireEvent.keyDown(document.activeElement ?? handle, { keyCode })
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    }
    const dialog = await screen.findByRole('dialog', { name: 'Hire Ada Lovelace' })
    expect(within(dialog).getByText(/The application for Senior Engineer moves to Hired/)).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Screening' })).getByRole('link', { name: 'Ada Lovelace' })).toBeInTheDocument()
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hire Ada Lovelace' })).toBeNull())
    expect(within(screen.getByRole('region', { name: 'Screening' })).getByRole('link', { name: 'Ada Lovelace' })).toBeInTheDocument()
    expect(api.sent.filter((request) => request.method !== 'GET')).toEqual([])
  })

  it('offers a viewer without edit no handle to move and no reject', async () => {
    await renderBoard({ resume_and_candidates: ['view'], job: ['view'] })
    await screen.findByRole('link', { name: 'Ada Lovelace' })
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Reject / })).toBeNull()
  })

  it('chooses cards one by one and a whole stage at once, and says how many are chosen', async () => {
    const user = await renderBoard(undefined, boardOfThree())
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ada Lovelace' }))
    const bar = screen.getByRole('region', { name: 'Chosen applicants' })
    expect(bar).toHaveTextContent('1 selected')
    const applied = within(screen.getByRole('region', { name: 'Applied' }))
    await user.click(applied.getByRole('checkbox', { name: 'Select all in Applied' }))
    expect(applied.getByRole('checkbox', { name: 'Select Grace Hopper' })).toBeChecked()
    expect(applied.getByRole('checkbox', { name: 'Select Katherine Johnson' })).toBeChecked()
    expect(bar).toHaveTextContent('3 selected')
    expect(live()).toContain('3 selected')
    // One card unchosen leaves the stage's box half-checked.
    await user.click(applied.getByRole('checkbox', { name: 'Select Grace Hopper' }))
    expect(applied.getByRole('checkbox', { name: 'Select all in Applied' })).toHaveAttribute('data-indeterminate', 'true')
    expect(bar).toHaveTextContent('2 selected')
    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }))
    expect(screen.queryByRole('region', { name: 'Chosen applicants' })).toBeNull()
    expect(applied.getByRole('checkbox', { name: 'Select Katherine Johnson' })).not.toBeChecked()
    expect(live()).toContain('Selection cleared')
  })

  it('unchooses the cards a filter hides, so the count and a move are about the cards shown', async () => {
    api.serve((request) => [200, request.method === 'POST' ? { affected: 1 } : boardAfterMove([32])])
    const user = await renderBoard(undefined, boardOfThree())
    await user.click(await screen.findByRole('checkbox', { name: 'Select all in Applied' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' }))
    const bar = screen.getByRole('region', { name: 'Chosen applicants' })
    expect(bar).toHaveTextContent('3 selected')
    await user.type(screen.getByRole('textbox', { name: 'Filter the board' }), 'kath')
    expect(bar).toHaveTextContent('1 selected')
    expect(live()).toContain('1 selected')
    // The hidden cards stay unchosen once the filter is cleared.
    await user.clear(screen.getByRole('textbox', { name: 'Filter the board' }))
    expect(screen.getByRole('checkbox', { name: 'Select Grace Hopper' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' })).not.toBeChecked()
    expect(bar).toHaveTextContent('1 selected')
    await user.click(within(bar).getByRole('button', { name: 'Move to…' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Interview' }))
    await waitFor(() =>
      expect(api.sent.filter((request) => request.method === 'POST')).toEqual([
        { method: 'POST', path: '/backend/api/applications/bulk', body: { ids: [32], action: 'move', stage_id: 3 } },
      ]),
    )
  })

  it('moves the chosen cards to a stage in one request, then shows the server’s board and empties the choice', async () => {
    let moved: number[] = []
    api.serve((request) => {
      if (request.method === 'POST') {
        moved = (request.body as { ids: number[] }).ids
        return [200, { affected: moved.length }]
      }
      return [200, request.path.endsWith('/jobs/7/pipeline') ? boardAfterMove(moved) : { data: [] }]
    })
    const user = await renderBoard(undefined, boardOfThree())
    await user.click(await screen.findByRole('checkbox', { name: 'Select all in Applied' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' }))
    await user.click(screen.getByRole('button', { name: 'Move to…' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Interview' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Chosen applicants' })).toBeNull())
    expect(api.sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/backend/api/applications/bulk', body: { ids: [30, 32, 31], action: 'move', stage_id: 3 } },
    ])
    const interview = within(screen.getByRole('region', { name: 'Interview' }))
    expect(interview.getAllByRole('link').map((link) => link.textContent)).toEqual(['Grace Hopper', 'Katherine Johnson', 'Ada Lovelace'])
    expect(interview.getByRole('checkbox', { name: 'Select Ada Lovelace' })).not.toBeChecked()
    expect(live()).toContain('3 applicants moved to Interview.')
  })

  it('shows the server’s refusal of a move in the bar and keeps the choice', async () => {
    api.answer(409, { message: 'This application is rejected; reopen it before moving it' })
    const user = await renderBoard(undefined, boardOfThree())
    await user.click(await screen.findByRole('checkbox', { name: 'Select all in Applied' }))
    await user.click(screen.getByRole('button', { name: 'Move to…' }))
    // Both chosen cards are in Applied already: a move there is offered but disabled.
    expect(await screen.findByRole('menuitem', { name: 'Applied' })).toBeDisabled()
    await user.click(screen.getByRole('menuitem', { name: 'Screening' }))
    const bar = screen.getByRole('region', { name: 'Chosen applicants' })
    expect(await within(bar).findByRole('alert')).toHaveTextContent('This application is rejected; reopen it before moving it')
    expect(bar).toHaveTextContent('2 selected')
    expect(within(screen.getByRole('region', { name: 'Applied' })).getAllByRole('link')).toHaveLength(2)
  })

  it('rejects the chosen cards with one reason, shows a refusal in the dialog, and empties the choice once done', async () => {
    const user = await renderBoard(undefined, boardOfThree())
    api.serve((request) => {
      if (request.path.endsWith('/settings/lists')) return [200, { departments: [], locations: [], rejection_reasons: [], timezone: 'Europe/Berlin' }]
      if (request.path.endsWith('/email-templates')) return [200, { data: [testTemplate({ id: 11, name: 'Not qualified', is_default: true })] }]
      return [404, { message: 'Not found' }]
    })
    await user.click(await screen.findByRole('checkbox', { name: 'Select Grace Hopper' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' }))
    await user.click(screen.getByRole('button', { name: 'Reject…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 applicants' })
    // POST applications/bulk keeps no note: none is asked.
    expect(within(dialog).queryByRole('textbox', { name: /^Note/ })).toBeNull()
    // The cards' applicants have addresses: each gets the rejection mail, the next working morning by default.
    expect(within(dialog).getByRole('checkbox', { name: 'Send a rejection email' })).toBeChecked()
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Rejection template' })).toHaveDisplayValue('Not qualified'))
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Reason/ }), 'Not qualified')
    api.answer(422, { message: 'The given data was invalid.', errors: { reason: ['Choose one of the company’s rejection reasons: Withdrew'] } })
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await within(dialog).findByText(/Choose one of the company’s rejection reasons/)).toBeInTheDocument()
    api.serve((request) => {
      if (request.method === 'POST') return [200, { affected: 2 }]
      const board = boardOfThree()
      return [200, { ...board, stages: board.stages.map((stage) => ({ ...stage, applications: stage.applications.filter((card) => card.id === 32) })), rejected_count: 4 }]
    })
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject 2 applicants' })).toBeNull())
    expect(api.sent.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { ids: [30, 31], action: 'reject', reason: 'Not qualified', email: { template_id: 11, send_at: expect.stringMatching(/Z$/) } },
      { ids: [30, 31], action: 'reject', reason: 'Not qualified', email: { template_id: 11, send_at: expect.stringMatching(/Z$/) } },
    ])
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ada Lovelace' })).toBeNull())
    expect(screen.queryByRole('region', { name: 'Chosen applicants' })).toBeNull()
    expect(live()).toContain('2 applicants rejected: Not qualified.')
  })

  it('carries the other chosen cards with a chosen card moved by the keyboard', async () => {
    api.hold()
    const user = await renderBoard(undefined, boardOfThree())
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ada Lovelace' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select Katherine Johnson' }))
    const handle = screen.getByRole('button', { name: 'Move Ada Lovelace, now in Screening' })
    handle.focus()
    const press = async (keyCode: number) => {
      fireEvent.keyDown(document.activeElement ?? handle, { keyCode })
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
      return live()
    }
    expect(await press(32)).toContain('Picked up Ada Lovelace and 1 other chosen applicant, from Screening, position 1 of 1.') // Space
    expect(await press(39)).toContain('Ada Lovelace is over Interview') // Right arrow
    fireEvent.keyDown(document.activeElement ?? handle, { keyCode: 32 })
    await waitFor(() => expect(api.sent[0]).toEqual({ method: 'POST', path: '/backend/api/applications/bulk', body: { ids: [31, 32], action: 'move', stage_id: 3 } }))
    expect(live()).toContain('Ada Lovelace and 1 other applicant moved to Interview.')
    // Shown moved at once, the dragged card first.
    const interview = within(screen.getByRole('region', { name: 'Interview' }))
    expect(interview.getAllByRole('link').map((link) => link.textContent)).toEqual(['Ada Lovelace', 'Katherine Johnson'])
  })

  it('offers a viewer without edit no boxes to choose cards with', async () => {
    await renderBoard({ resume_and_candidates: ['view'], job: ['view'] })
    await screen.findByRole('link', { name: 'Ada Lovelace' })
    expect(screen.queryByRole('checkbox')).toBeNull()
  })
})
