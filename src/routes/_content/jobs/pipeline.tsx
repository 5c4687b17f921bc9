import { createFileRoute } from '@tanstack/react-router'
import { pipelineQueryOptions } from '@/features/applicants/api/pipeline'
import { PipelinePage } from '@/features/applicants/components/pipeline/PipelinePage'
import { recordSearch } from '@/lib/record-search'
import { staffPage } from '@/platform/session/page-access'
import { requirePage, staffPageHead } from '@/lib/route-guards'

export const Route = createFileRoute('/_content/jobs/pipeline')({
  validateSearch: recordSearch,
  beforeLoad: ({ context }) => requirePage(context.session, '/jobs/pipeline/'),
  loaderDeps: ({ search }) => ({ id: search.id }),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    if (deps.id !== undefined) void context.queryClient.prefetchQuery(pipelineQueryOptions(deps.id))
  },
  head: staffPageHead('/jobs/pipeline/'),
  component: PipelineRoute,
})

function PipelineRoute() {
  const { id } = Route.useSearch()
  return <PipelinePage id={id} title={staffPage('/jobs/pipeline/').title} />
}
