import { Stack } from '@mantine/core'
import { ApprovalChainSection } from './ApprovalChainSection'

/** Settings → Offer approvals: the offers' approval chain, as wide as General's sections. */
export function OfferApprovalsSettings() {
  return (
    <Stack gap="lg" maw={1080}>
      <ApprovalChainSection kind="offer" />
    </Stack>
  )
}
