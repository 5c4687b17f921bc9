import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { JOB_ACCESS } from '@common/access/jobs'
import { jobDepartmentsQueryOptions } from '@/features/jobs/api/jobs'
import { NewJobPage } from '@/features/jobs/components/JobFormPages'
import { useCan } from '@/platform/session/api/use-session'
import { menuPage, menuPageHead, requirePermission } from '@/platform/session/page-access'

const page = menuPage('/jobs/create/')

export const Route = createFileRoute('/_content/jobs/create')({
  beforeLoad: ({ context }) => requirePermission(context.session, page.permissions),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(jobDepartmentsQueryOptions())
  },
  head: menuPageHead(page),
  component: NewJobRoute,
})

function NewJobRoute() {
  const navigate = useNavigate()
  const canView = useCan(JOB_ACCESS.read)
  const canList = useCan(JOB_ACCESS.list)
  return (
    <NewJobPage
      title={page.title}
      onSaved={(job) => {
        // Someone who may only add jobs cannot open them: a fresh form awaits the next one.
        if (canView) void navigate({ to: '/jobs/view/', search: { id: job.id } })
        else if (canList) void navigate({ to: '/jobs/' })
      }}
    />
  )
}
