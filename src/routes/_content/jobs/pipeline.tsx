import { createFileRoute } from '@tanstack/react-router'
import { pipelineQueryOptions } from '@/features/applicants/api/pipeline'
import { PipelinePage } from '@/features/applicants/components/pipeline/PipelinePage'
import { recordRoute } from '@/lib/route-guards'
import { prefetchRecord } from '@/lib/route-loaders'
import { staffPage } from '@/platform/session/page-access'

export const Route = createFileRoute('/_content/jobs/pipeline')({
  ...recordRoute('/jobs/pipeline/'),
  loader: prefetchRecord((id) => [pipelineQueryOptions(id)]),
  component: PipelineRoute,
})

function PipelineRoute() {
  return <PipelinePage id={Route.useSearch().id} title={staffPage('/jobs/pipeline/').title} />
}
