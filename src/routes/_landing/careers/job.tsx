import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/components/page/page-head'
import { loadCareersJob } from '@/features/careers/careers-loaders'
import { careersJobSearch } from '@/features/careers/careers-search'
import { CareersJobPage } from '@/features/careers/components/CareersJobPage'

export const Route = createFileRoute('/_landing/careers/job')({
  validateSearch: careersJobSearch,
  loaderDeps: ({ search }) => search,
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => loadCareersJob(context.queryClient, deps),
  head: ({ loaderData }) => loaderData?.head ?? pageHead('Careers'),
  component: CareersJobRoute,
})

function CareersJobRoute() {
  const { company, id } = Route.useSearch()
  return <CareersJobPage slug={company} id={id} />
}
