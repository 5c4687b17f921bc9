import { createFileRoute } from '@tanstack/react-router'
import { PIPELINE_ACCESS } from '@common/access/applicants'
import { pipelineQueryOptions } from '@/features/applicants/api/pipeline'
import { PipelinePage } from '@/features/applicants/components/pipeline/PipelinePage'
import { menuPageHead, requirePermission, routePage } from '@/platform/session/page-access'
import { recordSearch } from '@/lib/record-search'

const page = routePage('/jobs/pipeline/')

export const Route = createFileRoute('/_content/jobs/pipeline')({
  validateSearch: recordSearch,
  beforeLoad: ({ context }) => {
    for (const permissions of Object.values(PIPELINE_ACCESS)) requirePermission(context.session, permissions)
  },
  loaderDeps: ({ search }) => ({ id: search.id }),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    if (deps.id !== undefined) void context.queryClient.prefetchQuery(pipelineQueryOptions(deps.id))
  },
  head: menuPageHead(page),
  component: PipelineRoute,
})

function PipelineRoute() {
  const { id } = Route.useSearch()
  return <PipelinePage id={id} title={page.title} />
}
