import { IconBriefcaseOff } from '@tabler/icons-react'
import { RecordNotFound } from '@/components/record/RecordNotFound'
import { jobQueryOptions } from '../api/jobs'

/** How a job's own pages (view, edit) load their job through `WithRecord`. */
export const JOB_RECORD = {
  query: jobQueryOptions,
  errorTitle: 'The job could not be loaded',
  notFound: (
    <RecordNotFound icon={<IconBriefcaseOff size={32} stroke={1.5} />} title="Job not found" back={{ label: 'Back to Jobs List', to: '/jobs/' }}>
      The job may have been deleted, or the link is mistyped.
    </RecordNotFound>
  ),
}
