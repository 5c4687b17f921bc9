import { IconFileOff } from '@tabler/icons-react'
import { RecordNotFound } from '@/components/record/RecordNotFound'
import { offerQueryOptions } from '../api/offers'

/** How the offer's page loads it through `WithRecord`. */
export const OFFER_RECORD = {
  query: offerQueryOptions,
  errorTitle: 'The offer could not be loaded',
  notFound: (
    <RecordNotFound icon={<IconFileOff size={32} stroke={1.5} />} title="Offer not found" back={{ label: 'Back to Home', to: '/' }}>
      The offer may have been deleted as a draft, or the link is mistyped.
    </RecordNotFound>
  ),
}
