import { createFileRoute } from '@tanstack/react-router'
import { jobDepartmentsQueryOptions, jobQueryOptions } from '@/features/jobs/api/jobs'
import { EditJobPage } from '@/features/jobs/components/JobFormPages'
import { recordRoute } from '@/lib/route-guards'
import { prefetchRecord } from '@/lib/route-loaders'
import { useOpenRecord } from '@/lib/use-open-record'
import { staffPage } from '@/platform/session/page-access'

export const Route = createFileRoute('/_content/jobs/edit')({
  ...recordRoute('/jobs/edit/'),
  loader: prefetchRecord((id) => [jobQueryOptions(id), jobDepartmentsQueryOptions()]),
  component: EditJobRoute,
})

function EditJobRoute() {
  return <EditJobPage id={Route.useSearch().id} title={staffPage('/jobs/edit/').title} onSaved={useOpenRecord('/jobs/view/')} />
}
