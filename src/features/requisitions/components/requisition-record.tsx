import { IconFileOff } from '@tabler/icons-react'
import { RecordNotFound } from '@/components/record/RecordNotFound'
import { requisitionQueryOptions } from '../api/requisitions'

/** How a requisition's own pages (view, edit) load it through `WithRecord`. */
export const REQUISITION_RECORD = {
  query: requisitionQueryOptions,
  errorTitle: 'The requisition could not be loaded',
  notFound: (
    <RecordNotFound icon={<IconFileOff size={32} stroke={1.5} />} title="Requisition not found" back={{ label: 'Back to Requisitions List', to: '/job-requisitions/' }}>
      The requisition may have been deleted, or the link is mistyped.
    </RecordNotFound>
  ),
}
