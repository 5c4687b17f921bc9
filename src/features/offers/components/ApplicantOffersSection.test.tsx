import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Offer } from '@common/offers'
import { testSession } from '@/components/shell/test-session'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi } from '@/test/api'
import { createTestQueryClient, renderWithRouter } from '@/test/render'
import { WAIT } from '@/test/wait'
import { testOffer } from '../test-offer'
import { ApplicantOffersSection } from './ApplicantOffersSection'

const api = stubApi()

/** The section of Ana Lima's one application, whose offer is `offer`, in a company on Los Angeles' clock. */
async function renderSection(offer: Offer) {
  api.serve(({ method, path }) => {
    if (method === 'GET' && path.endsWith('/settings/lists')) return [200, { departments: [], locations: [], rejection_reasons: [], timezone: 'America/Los_Angeles' }]
    if (method === 'GET' && path.endsWith('/offers')) return [200, { data: [offer], meta: { page: 1, per_page: 20, total: 1 } }]
    return [500, { message: 'Unexpected' }]
  })
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession())
  await renderWithRouter(<ApplicantOffersSection applicant={{ name: 'Ana Lima', applications: [{ id: 31, job: { id: 7, title: 'Senior Engineer' }, status: 'active' }] }} />, {
    path: '/candidates/view/',
    queryClient,
  })
}

describe('the applicant page’s Offers', () => {
  it('gives a live offer’s expiry in the company’s time zone, as its letter and its page do', async () => {
    await renderSection(testOffer({ status: 'sent', expires_at: '2026-12-12T17:00:00Z' }))
    const offers = await screen.findByRole('region', { name: 'Offers' }, WAIT)
    await within(offers).findByRole('link', { name: 'View offer' }, WAIT)
    await waitFor(() => expect(offers).toHaveTextContent('ExpiresDec 12, 2026, 9:00 AM America/Los_Angeles'))
  })

  it('gives when an accepted offer was accepted, not its expiry', async () => {
    await renderSection(testOffer({ status: 'accepted', responded_at: '2026-11-25T18:00:00Z', expires_at: '2026-12-12T17:00:00Z' }))
    const offers = await screen.findByRole('region', { name: 'Offers' }, WAIT)
    await within(offers).findByRole('link', { name: 'View offer' }, WAIT)
    await waitFor(() => expect(offers).toHaveTextContent('AcceptedNov 25, 2026, 10:00 AM America/Los_Angeles'))
    expect(offers).not.toHaveTextContent('Expires')
  })
})
