import { IconUserOff } from '@tabler/icons-react'
import { RecordNotFound } from '@/components/record/RecordNotFound'
import { employeeQueryOptions } from '../api/employees'

/** How a person's own pages (view, edit) load them through `WithRecord`. */
export const EMPLOYEE_RECORD = {
  query: employeeQueryOptions,
  errorTitle: 'The employee could not be loaded',
  notFound: (
    <RecordNotFound icon={<IconUserOff size={32} stroke={1.5} />} title="Employee not found" back={{ label: 'Back to Employees', to: '/employees/' }}>
      The person may have been deleted, or the link is mistyped.
    </RecordNotFound>
  ),
}
