import { createFileRoute } from '@tanstack/react-router'
import { approvalChainQueryOptions } from '@/features/settings/api/approval-chain'
import { OfferApprovalsSettings } from '@/features/settings/components/OfferApprovalsSettings'
import { SettingsFrame } from '@/features/settings/components/SettingsFrame'
import { staffRoute } from '@/lib/route-guards'
import { prefetchPage } from '@/lib/route-loaders'

export const Route = createFileRoute('/_content/settings/offer-approvals')({
  ...staffRoute('/settings/offer-approvals/'),
  loader: prefetchPage(() => [approvalChainQueryOptions('offer')]),
  component: () => (
    <SettingsFrame tab="/settings/offer-approvals/">
      <OfferApprovalsSettings />
    </SettingsFrame>
  ),
})
