import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Offer, OfferHistoryEntry } from '@common/offers'
import Toasts from '@/components/feedback/Toasts'
import { testSession } from '@/components/shell/test-session'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi, type StubAnswer } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { WAIT } from '@/test/wait'
import { testOffer } from '../test-offer'
import { OfferPage } from './OfferPage'

const api = stubApi()

/** Serves the offer and its history; `decide` answers the first action. */
function serve(offer: () => Offer, history: OfferHistoryEntry[] = [], decide?: () => StubAnswer) {
  api.serve(({ method, path }) => {
    if (method === 'GET' && path.endsWith('/history')) return [200, { data: history }]
    if (method === 'GET' && path.endsWith('/settings/lists')) return [200, { departments: [], locations: [], rejection_reasons: [], timezone: 'America/Los_Angeles' }]
    if (method === 'GET') return [200, offer()]
    return decide ? decide() : [500, { message: 'Unexpected' }]
  })
}

async function renderPage(permissions?: Record<string, string[]>) {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession(permissions))
  const hireDialog = vi.fn(() => <p>The hire dialog</p>)
  await renderWithRouter(
    <>
      <OfferPage id={70} title="Offer" onDeleted={vi.fn()} hireDialog={hireDialog} />
      <Toasts />
    </>,
    { path: '/offers/view/', queryClient },
  )
  await screen.findByRole('heading', { level: 1, name: 'Offer to Ana Lima' }, WAIT)
  return { user: userEvent.setup(), hireDialog }
}

const ACTIONS = ['Edit', 'Submit for approval', 'Approve', 'Reject', 'Send to candidate', 'Withdraw offer', 'Delete draft', 'Hire', 'Download PDF']
const offered = () => ACTIONS.filter((name) => screen.queryByRole('button', { name }))

const APPROVAL = {
  step: 1,
  steps: 1,
  required: 1,
  approvals: [],
  approvers: [{ id: 1, name: 'Dana Reyes' }],
  started_at: '2026-11-21T09:00:00Z',
  due_at: '2026-11-24T09:00:00Z',
  overdue: false,
  chain: [{ approver: { type: 'any' as const }, required: 1, approvals: [] }],
}

describe('an offer’s page', () => {
  it('offers an approver only the decision, and a rejection needs a comment', async () => {
    let offer = testOffer({ status: 'pending_approval', approval: APPROVAL, out_of_range: true, salary: 99000 })
    serve(
      () => offer,
      [],
      () => {
        offer = { ...offer, status: 'rejected' }
        return [200, offer]
      },
    )
    const { user } = await renderPage({ offer_approve: ['allow'] })
    expect(offered()).toEqual(['Approve', 'Reject', 'Download PDF'])
    expect(screen.getByRole('region', { name: 'Details' })).toHaveTextContent('$99,000 a yearOutside the band')
    expect(screen.getByRole('region', { name: 'Approval' })).toHaveTextContent('May still act: Dana Reyes')

    await user.click(screen.getByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject the offer to Ana Lima?' })
    await user.click(within(dialog).getByRole('button', { name: 'Reject offer' }))
    expect(within(dialog).getByRole('textbox', { name: /Comment/ })).toHaveAccessibleDescription(/Say why it is rejected/)
    expect(api.sent.filter((request) => request.method === 'POST')).toEqual([])
    await user.type(within(dialog).getByRole('textbox', { name: /Comment/ }), 'Above what we can pay')
    await user.click(within(dialog).getByRole('button', { name: 'Reject offer' }))
    await waitFor(() =>
      expect(api.sent.filter((request) => request.method === 'POST')).toEqual([
        { method: 'POST', path: '/backend/api/offers/70/reject', body: { comment: 'Above what we can pay', step: 1 } },
      ]),
    )
    expect(await screen.findByText('Offer rejected')).toBeInTheDocument()
  })

  it('shows the signature of an accepted offer and opens the hire dialog for someone who may hire', async () => {
    const sha = 'a'.repeat(64)
    serve(() => testOffer({ status: 'accepted', signature: { name: 'Ana Lima', at: '2026-11-25T10:00:00Z' }, document_sha256: sha }))
    const { user, hireDialog } = await renderPage({ offer: ['view', 'edit'], resume_and_candidates: ['edit'], employee: ['add'] })
    expect(offered()).toEqual(['Hire', 'Download PDF'])
    const signature = screen.getByRole('region', { name: 'Signature' })
    expect(signature).toHaveTextContent('Signed byAna Lima')
    expect(signature).toHaveTextContent(sha)
    await user.click(screen.getByRole('button', { name: 'Hire' }))
    expect(screen.getByText('The hire dialog')).toBeInTheDocument()
    expect(hireDialog).toHaveBeenCalledWith(
      { id: 31, applicant: { id: 3, name: 'Ana Lima', email: 'ana@example.com' }, job: { id: 8, title: 'Backend Engineer' } },
      expect.any(Function),
    )
  })

  it('withdraws a sent offer with the reason the candidate is told', async () => {
    let offer = testOffer({ status: 'sent', sent_at: '2026-11-22T09:00:00Z' })
    serve(
      () => offer,
      [],
      () => {
        offer = { ...offer, status: 'withdrawn', withdraw_reason: 'The role was frozen' }
        return [200, offer]
      },
    )
    const { user } = await renderPage({ offer: ['view', 'edit'] })
    expect(offered()).toEqual(['Withdraw offer', 'Download PDF'])
    await user.click(screen.getByRole('button', { name: 'Withdraw offer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the offer to Ana Lima?' })
    expect(dialog).toHaveTextContent('the link to the offer stops working')
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The role was frozen')
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw offer' }))
    await waitFor(() =>
      expect(api.sent.filter((request) => request.method === 'POST')).toEqual([
        { method: 'POST', path: '/backend/api/offers/70/withdraw', body: { reason: 'The role was frozen' } },
      ]),
    )
    expect(await screen.findByText('“The role was frozen”')).toBeInTheDocument()
  })

  it('shows a salary change once: the edit holds the before and after, the restarted approval names why', async () => {
    serve(
      () => testOffer({ status: 'pending_approval', approval: APPROVAL }),
      [
        { id: 1, at: '2026-11-20T09:00:00Z', actor: { id: 1, name: 'Dana Reyes' }, action: 'created', comment: null, changes: {}, step: null },
        {
          id: 2,
          at: '2026-11-22T09:00:00Z',
          actor: { id: 1, name: 'Dana Reyes' },
          action: 'edited',
          comment: null,
          changes: { salary: [90000, 99000], start_date: ['2027-01-04', '2027-02-01'] },
          step: 1,
        },
        { id: 3, at: '2026-11-22T09:00:00Z', actor: { id: 1, name: 'Dana Reyes' }, action: 'restarted', comment: null, changes: {}, step: 1, fields: ['salary', 'start_date'] },
      ],
    )
    await renderPage({ offer: ['view', 'edit'] })
    const history = await screen.findByRole('region', { name: 'History' }, WAIT)
    expect(within(history).getByText('Approval restarted · step 1 · salary and start date changed')).toBeInTheDocument()
    expect(within(history).getAllByText('Salary: 90,000 → 99,000')).toHaveLength(1)
    expect(within(history).getByText('Start date: Jan 4, 2027 → Feb 1, 2027')).toBeInTheDocument()
  })

  it('names the candidate who accepted and signed as the one who did, not Staffdesk', async () => {
    serve(
      () => testOffer({ status: 'accepted', signature: { name: 'Ana Lima', at: '2026-11-25T10:00:00Z' } }),
      [{ id: 1, at: '2026-11-25T10:00:00Z', actor: { id: null, name: 'Ana Lima' }, action: 'accepted', comment: null, changes: { status: ['sent', 'accepted'] }, step: null }],
    )
    await renderPage({ offer: ['view', 'edit'] })
    const history = await screen.findByRole('region', { name: 'History' }, WAIT)
    expect(within(history).getByText(/^Ana Lima ·/)).toBeInTheDocument()
    expect(within(history).queryByText(/Staffdesk/)).not.toBeInTheDocument()
  })

  it('gives the expiry in the company’s time zone, as the letter does, and names it; its history’s changes too', async () => {
    serve(
      () => testOffer({ status: 'sent', expires_at: '2026-12-12T17:00:00Z' }),
      [
        {
          id: 1,
          at: '2026-11-22T09:00:00Z',
          actor: { id: 1, name: 'Dana Reyes' },
          action: 'edited',
          comment: null,
          changes: { expires_at: ['2026-12-05T17:00:00Z', '2026-12-12T17:00:00Z'] },
          step: null,
        },
      ],
    )
    await renderPage({ offer: ['view', 'edit'] })
    const details = screen.getByRole('region', { name: 'Details' })
    await waitFor(() => expect(details).toHaveTextContent('ExpiresDec 12, 2026, 9:00 AM America/Los_Angeles'))
    const history = await screen.findByRole('region', { name: 'History' }, WAIT)
    expect(await within(history).findByText('Expires (America/Los_Angeles): Dec 5, 2026, 9:00 AM → Dec 12, 2026, 9:00 AM', {}, WAIT)).toBeInTheDocument()
  })

  it('gives when an answered or withdrawn offer ended in place of its expiry, which no longer matters', async () => {
    for (const [offer, ended] of [
      [testOffer({ status: 'accepted', responded_at: '2026-11-25T18:00:00Z', signature: { name: 'Ana Lima', at: '2026-11-25T18:00:00Z' } }), 'Accepted'],
      [testOffer({ status: 'declined', responded_at: '2026-11-25T18:00:00Z' }), 'Declined'],
      [testOffer({ status: 'withdrawn', decided_at: '2026-11-25T18:00:00Z' }), 'Withdrawn'],
    ] as const) {
      serve(() => offer)
      await renderPage({ offer: ['view'] })
      const details = screen.getByRole('region', { name: 'Details' })
      await waitFor(() => expect(details).toHaveTextContent(`${ended}Nov 25, 2026, 10:00 AM America/Los_Angeles`))
      expect(details).not.toHaveTextContent('Expires')
      cleanup()
    }
  })

  it('gives the moments it was sent and signed in the company’s zone too, so one page never shows one moment in two zones', async () => {
    serve(() =>
      testOffer({ status: 'accepted', sent_at: '2026-11-20T21:39:00Z', responded_at: '2026-11-25T18:00:00Z', signature: { name: 'Ana Lima', at: '2026-11-25T18:00:00Z' } }),
    )
    await renderPage({ offer: ['view'] })
    const details = screen.getByRole('region', { name: 'Details' })
    await waitFor(() => expect(details).toHaveTextContent('SentNov 20, 2026, 1:39 PM America/Los_Angeles'))
    const signature = await screen.findByRole('region', { name: 'Signature' }, WAIT)
    expect(signature).toHaveTextContent('Signed atNov 25, 2026, 10:00 AM America/Los_Angeles')
  })
})
