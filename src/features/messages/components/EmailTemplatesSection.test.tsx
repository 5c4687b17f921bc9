import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { testSession } from '@/components/shell/test-session'
import { currentUserQueryKey } from '@/platform/session/api/current-user'
import { stubApi } from '@/test/api'
import { testTemplate } from '@/test/messages'
import { createTestQueryClient, render } from '@/test/render'
import { EmailTemplatesSection } from './EmailTemplatesSection'

const api = stubApi()

const DEFAULT = testTemplate({ id: 1, name: 'We went another way', is_default: true })
const NOT_QUALIFIED = testTemplate({ id: 2, name: 'Not qualified' })

function renderSection(permissions?: Record<string, string[]>) {
  api.serve((request) => {
    if (request.method === 'PATCH') return [200, { ...NOT_QUALIFIED, is_default: true }]
    if (request.path.endsWith('/email-templates')) return [200, { data: [DEFAULT, NOT_QUALIFIED] }]
    return [404, { message: 'Not found' }]
  })
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(currentUserQueryKey, testSession(permissions))
  render(<EmailTemplatesSection />, queryClient)
  return userEvent.setup()
}

describe('Settings → Email templates', () => {
  it('lists the templates under their kind and its use, the default marked and kept from deletion', async () => {
    renderSection()
    const rejection = await screen.findByRole('region', { name: 'Rejection' })
    expect(rejection).toHaveTextContent('Offered when an application is rejected, one template per reason')
    const [first, second] = within(rejection).getAllByRole('listitem')
    expect(first).toHaveTextContent('We went another wayDefault')
    const deleteDefault = within(first!).getByRole('button', { name: 'Delete We went another way' })
    expect(deleteDefault).toHaveAttribute('aria-disabled', 'true')
    expect(deleteDefault).toHaveAccessibleDescription(/cannot be deleted/)
    expect(within(first!).queryByRole('button', { name: /Set .* as default/ })).toBeNull()
    expect(within(second!).getByRole('button', { name: 'Delete Not qualified' })).not.toHaveAttribute('aria-disabled')
    expect(within(screen.getByRole('region', { name: 'Offer' })).getByText('No template of this kind yet.')).toBeInTheDocument()
  })

  it('makes another template the default once confirmed', async () => {
    const user = renderSection()
    await user.click(await screen.findByRole('button', { name: 'Set Not qualified as default' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send Not qualified by default?' })
    await user.click(within(dialog).getByRole('button', { name: 'Set as default' }))
    await waitFor(() =>
      expect(api.sent.find((request) => request.method === 'PATCH')).toEqual({ method: 'PATCH', path: '/backend/api/email-templates/2', body: { is_default: true } }),
    )
  })

  it('shows the templates without a way to change them to someone without settings.allow', async () => {
    renderSection({ resume_and_candidates: ['view', 'edit'] })
    const rejection = await screen.findByRole('region', { name: 'Rejection' })
    expect(within(rejection).getByText('Not qualified')).toBeInTheDocument()
    expect(within(rejection).queryByRole('button')).toBeNull()
  })
})
